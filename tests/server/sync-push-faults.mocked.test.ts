// What push does when a mutation fails for a reason that is not the user's: a bug in a mutator is
// refused with code 'server' (logged; the queue keeps moving), a database failure aborts the whole
// batch (5xx, nothing applied, lastSeq unchanged: the client retries).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as mutators from '../../src/domain/mutators/index';
import { uuidv7 } from '../../src/domain/uuid';
import { StorageFailure } from '../../server/sync/sql-tx';
import { login, testServer } from './helpers';
import { country, m, pull, push, pushOk } from './sync-helpers';

vi.mock('../../src/domain/mutators/index', async (importOriginal) => {
  const original = await importOriginal<typeof mutators>();
  return {
    ...original,
    runMutation: async (...args: Parameters<typeof original.runMutation>) => {
      const input = args[3] as { name?: unknown } | undefined;
      const name = input?.name;
      if (name === 'bug') throw new TypeError("Cannot read properties of undefined (reading 'x')");
      if (name === 'disk') throw new StorageFailure(new Error('connection terminated'));
      return original.runMutation(...args);
    },
  };
});

let token: string;
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

const harness = testServer();

beforeAll(async () => {
  token = (await login(harness.app, 'admin@demo.test')).token;
});

const exists = async (id: string) => (await harness.handle.db.query(`SELECT 1 FROM records WHERE id = $1`, [id])).length > 0;

describe('push faults', () => {
  it("refuses a mutation whose mutator throws (a bug) with code 'server', logs it, and goes on", async () => {
    const clientId = uuidv7();
    const before = country();
    const after = country();
    const answer = await pushOk(harness.app, token, clientId, [
      m(1, 'countries.put', before),
      m(2, 'countries.put', { ...country(), name: 'bug' }),
      m(3, 'countries.put', after),
    ]);
    expect(answer.lastSeq).toBe(3);
    expect(answer.results[1]).toMatchObject({ seq: 2, ok: false, code: 'server' });
    expect(answer.results[1]!.ok === false && answer.results[1]!.message).toMatch(/^Erro interno ao aplicar esta alteração/);
    expect(await exists(before.id)).toBe(true);
    expect(await exists(after.id)).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);
    // A replay gets the same answer.
    expect((await pushOk(harness.app, token, clientId, [m(2, 'countries.put', country())])).results[0]).toEqual(answer.results[1]);
  });

  it('aborts the whole batch on a database failure: 5xx, nothing applied, lastSeq unchanged', async () => {
    const clientId = uuidv7();
    await pushOk(harness.app, token, clientId, [m(1, 'countries.put', country())]);
    const lost = country();
    const res = await push(harness.app, token, clientId, [m(2, 'countries.put', lost), m(3, 'countries.put', { ...country(), name: 'disk' })]);
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ status: 0 });
    expect(await exists(lost.id)).toBe(false);
    expect((await pull(harness.app, token, clientId)).lastSeq).toBe(1);
    // The retry (the failure was transient) applies the batch.
    const ok = await pushOk(harness.app, token, clientId, [m(2, 'countries.put', lost)]);
    expect(ok).toEqual({ status: 1, lastSeq: 2, results: [{ seq: 2, ok: true }] });
  });
});
