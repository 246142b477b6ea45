// Uniqueness lives in the database (008_records_unique.sql), not only in the mutators'
// check. When the index is what refuses a write (here a mutation whose check is skipped, standing for a
// race or a code path that forgets it), push answers a refusal naming the field in pt-BR for that
// mutation only: never a 5xx, never a queue stuck on the duplicate, and the rest of the batch applies.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as mutators from '../../src/domain/mutators/index';
import type { StoredRow } from '../../src/domain/mutators/index';
import { uuidv7 } from '../../src/domain/uuid';
import { login, testServer } from './helpers';
import { country, m, profile, pushOk } from './sync-helpers';

vi.mock('../../src/domain/mutators/index', async (importOriginal) => {
  const original = await importOriginal<typeof mutators>();
  return {
    ...original,
    runMutation: async (...args: Parameters<typeof original.runMutation>) => {
      const [tx, , name, input] = args;
      // Straight to the store, no rule checked: only the database stands in the way.
      if (name === 'profiles.unchecked') {
        await tx.put('profiles', input as StoredRow);
        return input as Record<string, unknown>;
      }
      return original.runMutation(...args);
    },
  };
});

let token: string;
const consoleError = vi.spyOn(console, 'error');

const harness = testServer();

beforeAll(async () => {
  token = (await login(harness.app, 'master@demo.test')).token;
});

const exists = async (collection: string, id: string) =>
  (await harness.handle.db.query(`SELECT 1 FROM records WHERE collection = $1 AND id = $2 AND NOT deleted`, [collection, id])).length > 0;

describe('a duplicate refused by the unique index', () => {
  it('is a pt-BR refusal of that mutation only; the batch around it applies and lastSeq advances', async () => {
    const [seeded] = await harness.handle.db.query<{ cpf: string }>(`SELECT data->>'cpf' AS cpf FROM records WHERE collection = 'profiles' AND NOT deleted LIMIT 1`);
    const before = country();
    const after = country();
    const twin = profile(uuidv7(), { cpf: seeded!.cpf });
    const clientId = uuidv7();
    const answer = await pushOk(harness.app, token, clientId, [m(1, 'countries.put', before), m(2, 'profiles.unchecked', twin), m(3, 'countries.put', after)]);
    expect(answer.results).toEqual([
      { seq: 1, ok: true },
      { seq: 2, ok: false, code: 'duplicate', message: 'CPF já está em uso por outra pessoa.' },
      { seq: 3, ok: true },
    ]);
    expect(answer.lastSeq).toBe(3);
    expect(await exists('countries', before.id)).toBe(true);
    expect(await exists('countries', after.id)).toBe(true);
    expect(await exists('profiles', twin.id)).toBe(false);
    // The refusal is recorded: a replay is answered the same, and the queue goes on.
    const replay = await pushOk(harness.app, token, clientId, [m(2, 'profiles.unchecked', twin), m(3, 'countries.put', after), m(4, 'countries.put', country())]);
    expect(replay.results).toEqual([answer.results[1], { seq: 3, ok: true }, { seq: 4, ok: true }]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('between two writes of one batch: the first applies, the second is refused', async () => {
    const a = profile(uuidv7());
    const b = profile(uuidv7(), { cpf: a.cpf });
    const answer = await pushOk(harness.app, token, uuidv7(), [m(1, 'profiles.unchecked', a), m(2, 'profiles.unchecked', b)]);
    expect(answer.results).toEqual([{ seq: 1, ok: true }, { seq: 2, ok: false, code: 'duplicate', message: 'CPF já está em uso por outra pessoa.' }]);
    expect(await exists('profiles', a.id)).toBe(true);
    expect(await exists('profiles', b.id)).toBe(false);
  });
});
