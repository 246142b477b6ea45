// The cross-tenant matrix: a token of tenant A (localhost) can neither pull nor push anything of
// tenant B (outra.localhost), whichever way the tenant is named (Host or /c/{code}), and rows
// written in one tenant never reach the other, even with the same ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { expectFailure, login, testServer } from './helpers';
import { country, m, pull, pullRaw, push, pushOk, Replica, type Target } from './sync-helpers';

let demo: string;
let outra: string;

const DEMO_HOST: Target = { host: 'localhost' };
const DEMO_CODE: Target = { prefix: '/c/demo' };
const OUTRA_HOST: Target = { host: 'outra.localhost' };
const OUTRA_CODE: Target = { prefix: '/c/outra' };

const harness = testServer();

beforeAll(async () => {
  demo = (await login(harness.app, 'master@demo.test')).token;
  outra = (await login(harness.app, 'master@outra.test', { host: 'outra.localhost' })).token;
});

describe('cross-tenant matrix', () => {
  it('a token works only on its own tenant, by host or by code', async () => {
    const cases: [string, string, Target, boolean][] = [
      ['demo', demo, DEMO_HOST, true],
      ['demo', demo, DEMO_CODE, true],
      ['demo', demo, OUTRA_HOST, false],
      ['demo', demo, OUTRA_CODE, false],
      ['outra', outra, OUTRA_HOST, true],
      ['outra', outra, OUTRA_CODE, true],
      ['outra', outra, DEMO_HOST, false],
      ['outra', outra, DEMO_CODE, false],
    ];
    for (const [, token, target, allowed] of cases) {
      const clientId = uuidv7();
      const pushed = await push(harness.app, token, clientId, [m(1, 'countries.put', country())], target);
      const pulled = await pullRaw(harness.app, token, `clientId=${clientId}&cursor=0`, target);
      if (allowed) {
        expect(pushed.status, pushed.text).toBe(200);
        expect(pulled.status, pulled.text).toBe(200);
      } else {
        expectFailure(pushed, 401);
        expectFailure(pulled, 401);
      }
    }
  });

  it('rows written in one tenant never appear in the other, even under the same ids', async () => {
    const shared = country({ name: 'Demo' });
    await pushOk(harness.app, demo, uuidv7(), [m(1, 'countries.put', shared)]);
    // B writes a row with the same id, then deletes A's ids: only its own rows change.
    const mirror = { ...shared, name: 'Outra' };
    await pushOk(harness.app, outra, uuidv7(), [m(1, 'countries.put', mirror), m(2, 'countries.delete', { id: shared.id }), m(3, 'countries.put', { ...mirror, name: 'Outra 2' })], OUTRA_HOST);

    const a = new Replica();
    await a.sync(harness.app, demo, 1000, DEMO_HOST);
    const b = new Replica();
    await b.sync(harness.app, outra, 1000, OUTRA_CODE);
    expect(a.get('countries', shared.id)).toEqual(shared);
    expect(b.get('countries', shared.id)).toEqual({ ...mirror, name: 'Outra 2' });

    const rows = await harness.handle.db.query<{ code: string; id: string }>(
      `SELECT t.code, r.collection || '/' || r.id AS id FROM records r JOIN tenants t ON t.id = r.tenant_id`,
    );
    const ofTenant = (code: string) => new Set(rows.filter((r) => r.code === code).map((r) => r.id));
    const demoRows = ofTenant('demo');
    const outraRows = ofTenant('outra');
    // Every change a device of A received is a row of A, and the same for B.
    for (const change of a.pages.flatMap((p) => p.changes)) expect(demoRows.has(`${change.collection}/${change.id}`)).toBe(true);
    for (const change of b.pages.flatMap((p) => p.changes)) expect(outraRows.has(`${change.collection}/${change.id}`)).toBe(true);
  });

  it('a clientId is per tenant: the same id on the other tenant is another stream', async () => {
    const clientId = uuidv7();
    await pushOk(harness.app, outra, clientId, [m(1, 'countries.put', country())], OUTRA_HOST);
    // The owner on demo is not refused because a user of outra used the id first.
    await pushOk(harness.app, demo, clientId, [m(1, 'countries.put', country()), m(2, 'countries.put', country())]);
    expect((await pull(harness.app, demo, clientId)).lastSeq).toBe(2);
    expect((await pull(harness.app, outra, clientId, 0, 1000, OUTRA_HOST)).lastSeq).toBe(1);
  });
});
