// Client streams (server/sync/clients.ts): keyed by (tenant, clientId); a user may
// open at most MAX_LIVE_CLIENTS streams seen within CLIENT_TTL_DAYS — new ids beyond are refused
// with 429, known ones always pass — and streams not seen for that long are deleted.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { CLIENT_TTL_DAYS, MAX_LIVE_CLIENTS } from '../../server/sync/clients';
import { DAY, expectFailure, login, testClock, testServer } from './helpers';
import { country, m, pull, pullRaw, push, pushOk } from './sync-helpers';

const clock = testClock(new Date());
const harness = testServer({ now: clock.now });

const OUTRA = { host: 'outra.localhost' };
const TOO_MANY = `Sua conta já sincroniza em ${MAX_LIVE_CLIENTS} dispositivos ou navegadores diferentes nos últimos 6 meses: este não pode ser adicionado. Use um dos que já sincronizam ou peça ajuda ao suporte.`;

const streamsOf = async (email: string) =>
  (await harness.handle.db.query<{ client_id: string }>(`SELECT c.client_id::text FROM sync_clients c JOIN users u ON u.id = c.user_id WHERE u.email = $1`, [email])).map((r) => r.client_id);

describe('per tenant', () => {
  it('a clientId used first on another tenant does not make the owner fail; refusals are kept per tenant', async () => {
    const demo = (await login(harness.app, 'master@demo.test')).token;
    const outra = (await login(harness.app, 'master@outra.test', { host: 'outra.localhost' })).token;
    const clientId = uuidv7();
    // seq 1 refused on outra (an unknown mutation), then the same id and seq on demo, accepted.
    const other = await pushOk(harness.app, outra, clientId, [m(1, 'nada.put', { id: uuidv7() })], OUTRA);
    expect(other.results[0]!.ok).toBe(false);
    const mine = await pushOk(harness.app, demo, clientId, [m(1, 'countries.put', country())]);
    expect(mine.results).toEqual([{ seq: 1, ok: true }]);
    // Replays answer each tenant from its own record.
    expect((await pushOk(harness.app, demo, clientId, [m(1, 'countries.put', country())])).results).toEqual([{ seq: 1, ok: true }]);
    expect((await pushOk(harness.app, outra, clientId, [m(1, 'nada.put', { id: uuidv7() })], OUTRA)).results[0]!.ok).toBe(false);
    expect((await pull(harness.app, demo, clientId)).lastSeq).toBe(1);
    expect((await pull(harness.app, outra, clientId, 0, 1000, OUTRA)).lastSeq).toBe(1);
  });
});

describe('cap and expiry', () => {
  it(`a user opens at most ${MAX_LIVE_CLIENTS} live streams: a new id beyond is 429 (push and pull), known ids still sync`, async () => {
    const token = (await login(harness.app, 'atleta@demo.test')).token;
    const ids = Array.from({ length: MAX_LIVE_CLIENTS }, () => uuidv7());
    for (const [i, id] of ids.entries()) {
      // Half open by pull, half by push (each creates the stream).
      if (i % 2 === 0) expect((await pullRaw(harness.app, token, `clientId=${id}&cursor=0`)).status).toBe(200);
      else expect((await push(harness.app, token, id, [m(1, 'nada.put', { id: uuidv7() })])).status).toBe(200);
    }
    expect((await streamsOf('atleta@demo.test')).length).toBe(MAX_LIVE_CLIENTS);

    const extra = uuidv7();
    const pushed = await push(harness.app, token, extra, [m(1, 'nada.put', { id: uuidv7() })]);
    expectFailure(pushed, 429);
    expect(pushed.json.message).toBe(TOO_MANY);
    const pulled = await pullRaw(harness.app, token, `clientId=${extra}&cursor=0`);
    expectFailure(pulled, 429);
    expect(pulled.json.message).toBe(TOO_MANY);
    expect(await streamsOf('atleta@demo.test')).not.toContain(extra);

    // Known streams are never refused: a device's pending writes go through.
    expect((await push(harness.app, token, ids[1]!, [m(2, 'nada.put', { id: uuidv7() })])).status).toBe(200);
    expect((await pullRaw(harness.app, token, `clientId=${ids[0]}&cursor=0`)).status).toBe(200);
    // The cap is per user: another user of the tenant is not affected.
    const staff = (await login(harness.app, 'staff@demo.test')).token;
    expect((await pullRaw(harness.app, staff, `clientId=${uuidv7()}&cursor=0`)).status).toBe(200);
  });

  it(`streams not seen for ${CLIENT_TTL_DAYS} days stop counting and are deleted; a stream that keeps pulling stays`, async () => {
    const before = await streamsOf('atleta@demo.test');
    expect(before.length).toBe(MAX_LIVE_CLIENTS);
    const kept = before[0]!;
    // One stream keeps pulling (pull-only: it is marked seen at most once a day).
    for (let day = 0; day < CLIENT_TTL_DAYS; day += 30) {
      clock.advance(30 * DAY);
      const token = (await login(harness.app, 'atleta@demo.test')).token; // sessions last 30 days
      expect((await pullRaw(harness.app, token, `clientId=${kept}&cursor=0`)).status).toBe(200);
    }
    clock.advance(2 * DAY);
    const token = (await login(harness.app, 'atleta@demo.test')).token;
    const fresh = uuidv7();
    expect((await pullRaw(harness.app, token, `clientId=${fresh}&cursor=0`)).status).toBe(200);
    expect((await streamsOf('atleta@demo.test')).sort()).toEqual([kept, fresh].sort());
  });
});
