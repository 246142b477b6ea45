import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { JOIN_CODE_ALPHABET, joinCode, newJoinCode } from '../../domain/resources/associationtokens';
import { uuidv7 } from '../../domain/uuid';
import { freshDb, seed } from '../../../tests/support/ui-harness';
import { readJoinRequests, readMyJoinRequests, readToken } from './join-requests';

const db = freshDb();
afterAll(async () => {
  await db.delete();
});

const request = (over: Record<string, unknown>) => ({
  id: uuidv7(), kind: 'association_join', subject_collection: 'associations', proposed: { code: 'ABCD2345', name: 'Fulana' },
  requested_at: '2026-11-20T10:00:00.000Z', status: 'pendente', history: [], ...over,
});

describe('the join flow over the replica', () => {
  it('gives an entity its code and only its join requests, pending first', async () => {
    const [mine, theirs, me] = [uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'associationtokens', [{ id: uuidv7(), association_id: mine, code: 'ABCD2345' }]);
    const decided = request({ subject_id: mine, status: 'recusado', requested_at: '2026-11-21T10:00:00.000Z', requested_by: me });
    const pending = request({ subject_id: mine, requested_by: uuidv7() });
    const shield = request({ subject_id: mine, kind: 'association_shield', requested_by: uuidv7() });
    const other = request({ subject_id: theirs, requested_by: me });
    await seed(db, 'approvals', [decided, pending, shield, other]);
    expect((await readToken(db, mine))?.code).toBe('ABCD2345');
    expect(await readToken(db, theirs)).toBeNull();
    expect((await readJoinRequests(db, mine)).map((r) => r.id)).toEqual([pending.id, decided.id]);
    expect((await readMyJoinRequests(db, me)).map((r) => r.id)).toEqual([decided.id, other.id]);
  });
});

describe('the invitation code', () => {
  it('is read loosely (case, spaces, dashes) and refused in pt-BR when malformed', () => {
    expect(v.parse(joinCode(), ' abcd-2345 ')).toBe('ABCD2345');
    const bad = v.safeParse(joinCode(), 'ABC0');
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('O código de convite tem 8 letras e números.');
  });

  it('a fresh code is valid and drawn from the unambiguous alphabet', () => {
    const codes = Array.from({ length: 50 }, newJoinCode);
    for (const code of codes) expect(v.parse(joinCode(), code)).toBe(code);
    expect(codes.join('')).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]+$`));
    expect(new Set(codes).size).toBe(50);
  });
});
