// Test setup and assertions for the gate scanner, through the server's public API (the e2e server
// is another process holding its own database): sign in, issue a person's real ID card
// (POST /my/idcard), forge one with another key, read what the server holds (a pull), add
// eligibility through the sync push (the server's write path). Node cannot resolve *.localhost, so
// everything goes to 127.0.0.1, which answers as tenant `demo`.
import { randomUUID } from 'node:crypto';
import { utils } from '@noble/ed25519';
import { decodeCredential, signCredential, type CredentialClaims } from '../../src/domain/credential/index';
import { SCHEMA_VERSION } from '../../src/domain/protocol';
import { DEMO_PASSWORD, origin } from './env';

const api = (path: string) => `${origin()}/api/v1${path}`;

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(api(path), { ...init, headers });
  const body = (await response.json()) as T & { status?: number; message?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.message ?? ''}`);
  return body;
}

export interface ApiSession {
  token: string;
  userId: string;
}

export async function apiLogin(login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const body = await call<{ token: string; result: { id: string } }>('/auth/login', { method: 'POST', body: JSON.stringify({ login, password }) });
  return { token: body.token, userId: body.result.id };
}

/** The person's real card text, signed by the server with the tenant's key (issued or renewed). */
export async function issueCard(login: string): Promise<{ text: string; claims: CredentialClaims; userId: string }> {
  const session = await apiLogin(login);
  const body = await call<{ idcard: { credential: string } }>('/my/idcard', { method: 'POST', token: session.token, body: '{}' });
  const text = body.idcard.credential;
  return { text, claims: decodeCredential(text).claims, userId: session.userId };
}

/** The same claims signed with a key the tenant never had (same kid: it reads as forged). */
export async function forgeCard(claims: CredentialClaims): Promise<string> {
  return signCredential(claims, utils.randomSecretKey());
}

export interface PulledRow {
  collection: string;
  id: string;
  deleted?: boolean;
  data?: Record<string, unknown>;
}

/** Everything `session` replicates, as the server holds it now (latest version of each row). */
export async function pullAll(session: ApiSession): Promise<Map<string, PulledRow>> {
  const clientId = randomUUID();
  const rows = new Map<string, PulledRow>();
  let cursor = 0;
  for (;;) {
    const page = await call<{ cursor: number; hasMore: boolean; changes: PulledRow[] }>(
      `/sync/pull?clientId=${clientId}&cursor=${cursor}&limit=5000`, { token: session.token },
    );
    for (const change of page.changes) rows.set(`${change.collection}/${change.id}`, change);
    cursor = page.cursor;
    if (!page.hasMore) return rows;
  }
}

export const rowsOf = (rows: Map<string, PulledRow>, collection: string): Record<string, unknown>[] =>
  [...rows.values()].filter((r) => r.collection === collection && !r.deleted && r.data).map((r) => r.data!);

/** The demo's open meal of today (seeded), as the staff account replicates it. */
export async function demoMeal(staff: ApiSession): Promise<{ id: string; name: string }> {
  const meals = rowsOf(await pullAll(staff), 'meals').filter((m) => m.status === 'open');
  const meal = meals.find((m) => String(m.name).startsWith('Almoço')) ?? meals[0];
  if (!meal) throw new Error('nenhuma refeição aberta no seed do demo');
  return { id: String(meal.id), name: String(meal.name) };
}

/** Check-ins of `userId` at `mealId` on the server. */
export async function serverCheckins(staff: ApiSession, mealId: string, userId?: string): Promise<Record<string, unknown>[]> {
  return rowsOf(await pullAll(staff), 'mealcheckins').filter((c) => c.meal_id === mealId && (!userId || c.user_id === userId));
}

export interface PushResult {
  ok: boolean;
  message?: string;
}

/** Mutations `[name, args]` through the server's write path (a sync push as `session`): each one's result. */
export async function pushResults(session: Pick<ApiSession, 'token'>, mutations: readonly (readonly [string, object])[]): Promise<PushResult[]> {
  const at = new Date().toISOString();
  const body = await call<{ results: PushResult[] }>('/sync/push', {
    method: 'POST',
    token: session.token,
    signal: AbortSignal.timeout(20_000),
    body: JSON.stringify({ clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, mutations: mutations.map(([name, args], i) => ({ seq: i + 1, name, args, at })) }),
  });
  return body.results;
}

/** Test setup through the server's write path: every mutation must be accepted, or this throws. */
export async function push(session: Pick<ApiSession, 'token'>, mutations: readonly (readonly [string, object])[]): Promise<void> {
  const results = await pushResults(session, mutations);
  const refused = results.findIndex((r) => !r.ok);
  if (refused >= 0) throw new Error(`${mutations[refused]![0]} recusado: ${results[refused]!.message ?? ''}`);
}

/** Makes the people eligible for the meal through the server's write path (a sync push as staff). */
export const ensureEligible = (staff: ApiSession, mealId: string, userIds: string[]): Promise<void> =>
  push(staff, [['meals.eligibility.add', { mealId, userIds }]]);
