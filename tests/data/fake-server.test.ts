// The push and pull rules, proven on the reference server (the PostgreSQL server must pass the same).
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, type MutationMessage, type PullAnswer, type PushAnswer } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { FakeServer } from './fake-server';
import { country, OTHER, profile, USER } from './fixtures';

const ADMIN = '0190f0a0-0000-7000-8000-0000000000aa';
let server: FakeServer;
beforeEach(() => {
  server = new FakeServer();
  server.addUser({ id: USER, tenantId: 't', permissions_names: ['regions'] });
  server.addUser({ id: OTHER, tenantId: 't', permissions_names: [] });
  server.addUser({ id: ADMIN, tenantId: 't', permissions_names: ['users', 'regions'] });
});

const m = (seq: number, name: string, args: object): MutationMessage => ({ seq, name, args: args as Record<string, unknown>, at: '2026-11-20T10:00:00.000Z' });
const push = async (userId: string, clientId: string, mutations: MutationMessage[]) =>
  server.push(userId, { clientId, schemaVersion: SCHEMA_VERSION, mutations });
const pull = (userId: string, clientId: string, cursor = 0, limit = 100) => server.pull(userId, { clientId, cursor, limit }).body as PullAnswer;

describe('push', () => {
  it('applies in order and acknowledges a replay without applying it again', async () => {
    const clientId = uuidv7();
    const batch = [m(1, 'countries.put', country()), m(2, 'countries.put', country())];
    const first = await push(USER, clientId, batch);
    expect(first).toEqual({ status: 200, body: { status: 1, lastSeq: 2, results: [{ seq: 1, ok: true }, { seq: 2, ok: true }] } });
    const replay = await push(USER, clientId, [...batch, m(3, 'countries.put', country())]);
    expect((replay.body as PushAnswer).lastSeq).toBe(3);
    expect([...server.applications.values()]).toEqual([1, 1, 1]);
  });

  it('refuses a gap with 409 and applies nothing', async () => {
    const clientId = uuidv7();
    await push(USER, clientId, [m(1, 'countries.put', country())]);
    const gap = await push(USER, clientId, [m(3, 'countries.put', country())]);
    expect(gap).toMatchObject({ status: 409, body: { status: 0, lastSeq: 1 } });
    expect(server.applications.size).toBe(1);
  });

  it('records a refusal with its pt-BR message, advances lastSeq and answers a replay the same way', async () => {
    const clientId = uuidv7();
    const own = profile(OTHER);
    await push(ADMIN, uuidv7(), [m(1, 'profiles.put', own)]);
    const forbidden = m(1, 'countries.put', country());
    const answer = await push(OTHER, clientId, [forbidden, m(2, 'profiles.put', { ...own, phone: '11987654321' })]);
    const refusal = { seq: 1, ok: false, code: 'forbidden', message: 'Você não tem permissão para alterar países.' };
    expect(answer.body).toEqual({ status: 1, lastSeq: 2, results: [refusal, { seq: 2, ok: true }] });
    expect((await push(OTHER, clientId, [forbidden])).body).toEqual({ status: 1, lastSeq: 2, results: [refusal] });
  });

  it("answers 403 to a clientId of another user and 400 to a malformed body", async () => {
    const clientId = uuidv7();
    await push(USER, clientId, [m(1, 'countries.put', country())]);
    expect((await push(OTHER, clientId, [m(2, 'countries.put', country())])).status).toBe(403);
    expect((await server.push(USER, { clientId, mutations: 'x' })).status).toBe(400);
    expect((await server.push('ghost', {})).status).toBe(401);
  });

  it('refuses invalid args as a rejected mutation, not an error', async () => {
    const answer = await push(USER, uuidv7(), [m(1, 'countries.put', { ...country(), ddi: 'x' })]);
    expect((answer.body as PushAnswer).results[0]).toMatchObject({ ok: false, code: 'invalid', message: 'DDI deve ter de 1 a 4 dígitos, ex.: 55.' });
  });
});

describe('pull', () => {
  it('pages changes after the cursor with tombstones and lastSeq', async () => {
    const clientId = uuidv7();
    const rows = [country({ name: 'A' }), country({ name: 'B' }), country({ name: 'C' })];
    await push(USER, clientId, rows.map((r, i) => m(i + 1, 'countries.put', r)));
    await push(USER, clientId, [m(4, 'countries.delete', { id: rows[0]!.id })]);
    const p1 = pull(USER, clientId, 0, 2);
    // A's row now carries version 4 (its tombstone): the first page holds B (2) and C (3).
    expect(p1).toMatchObject({ status: 1, hasMore: true, cursor: 3, lastSeq: 4, schemaVersion: SCHEMA_VERSION });
    expect(p1.changes.map((c) => c.id)).toEqual([rows[1]!.id, rows[2]!.id]);
    const p2 = pull(USER, clientId, p1.cursor, 2);
    expect(p2).toMatchObject({ hasMore: false, cursor: 4 });
    expect(p2.changes).toEqual([{ collection: 'countries', id: rows[0]!.id, version: 4, deleted: true }]);
    expect(pull(USER, clientId, 4).changes).toEqual([]);
  });

  it('scopes owner rows: athletes get their own profile, holders of users get all', async () => {
    // Profiles are written by holders of `users` (an owner may change only their contact fields).
    const mine = profile(OTHER);
    const theirs = profile(ADMIN);
    await push(ADMIN, uuidv7(), [m(1, 'profiles.put', mine), m(2, 'profiles.put', theirs)]);
    expect(pull(OTHER, uuidv7()).changes.filter((c) => !c.deleted).map((c) => c.id)).toEqual([mine.id]);
    expect(pull(ADMIN, uuidv7()).changes.map((c) => c.id)).toEqual([mine.id, theirs.id]);
    // Moved to another owner: the athlete's next pull removes it.
    await push(ADMIN, uuidv7(), [m(1, 'profiles.put', { ...mine, user_id: ADMIN })]);
    const after = pull(OTHER, uuidv7(), 2);
    expect(after.changes).toEqual([{ collection: 'profiles', id: mine.id, version: 3, deleted: true }]);
  });
});
