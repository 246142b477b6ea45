// Approval setup through the server's write path (a sync push), for specs that must start from a
// clean slate when run again against the same server: a person has at most one open request of a kind.
import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION } from '../../src/domain/protocol';
import { origin } from './env';
import { apiLogin, pullAll, rowsOf } from './scan-api';

async function push(token: string, mutations: object[]): Promise<void> {
  const response = await fetch(`${origin()}/api/v1/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ clientId: randomUUID(), schemaVersion: SCHEMA_VERSION, mutations }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`push: ${response.status}`);
  const body = await response.json() as { results?: { ok: boolean; message?: string }[] };
  const refused = body.results?.find((r) => !r.ok);
  if (refused) throw new Error(`push recusado: ${refused.message ?? ''}`);
}

/**
 * A fresh pending request of `kind` by `login` about their own profile, or (`about: 'entity'`) about
 * the entity they manage, after closing any open one: for specs that need one whatever the specs
 * before them decided (the seeded ones get approved or refused).
 */
export async function openOwnRequest(login: string, kind: string, proposed: Record<string, unknown>, about: 'profile' | 'entity' = 'profile'): Promise<void> {
  await closeOpenRequests(login, kind);
  const person = await apiLogin(login);
  const pulled = await pullAll(person);
  const subjectId = about === 'profile'
    ? rowsOf(pulled, 'profiles').find((p) => p.user_id === person.userId)?.id
    : rowsOf(pulled, 'associationmanagers').find((m) => m.user_id === person.userId)?.association_id;
  if (!subjectId) throw new Error(`sem ${about === 'profile' ? 'perfil' : 'entidade'}: ${login}`);
  await push(person.token, [{ seq: 1, name: 'approvals.request', args: { id: randomUUID(), kind, subject_id: subjectId, proposed }, at: new Date().toISOString() }]);
}

/** Refuses (as admin) every open request of `kind` that `login` made: pending, or returned. */
export async function closeOpenRequests(login: string, kind: string): Promise<void> {
  const person = await apiLogin(login);
  const open = rowsOf(await pullAll(person), 'approvals').filter((r) => r.kind === kind && r.status === 'pendente');
  const returned = rowsOf(await pullAll(person), 'approvals').filter((r) => r.kind === kind && r.status === 'devolvido');
  if (open.length + returned.length === 0) return;
  const admin = await apiLogin('admin@demo.test');
  // A returned request goes back to pendente first (only its author may), then is refused.
  if (returned.length) await push(person.token, returned.map((r, i) => ({ seq: i + 1, name: 'approvals.resubmit', args: { id: r.id, proposed: r.proposed }, at: new Date().toISOString() })));
  const all = [...open, ...returned];
  await push(admin.token, all.map((r, i) => ({ seq: i + 1, name: 'approvals.decide', args: { id: r.id, decision: 'recusado', reason: 'Limpeza do teste.' }, at: new Date().toISOString() })));
}
