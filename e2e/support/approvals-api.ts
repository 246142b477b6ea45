// Approval setup through the server's write path (a sync push), for specs that must start from a
// clean slate when run again against the same server: a person has at most one open request of a kind.
import { randomUUID } from 'node:crypto';
import { apiLogin, pullAll, push, rowsOf } from './scan-api';

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
  await push(person, [['approvals.request', { id: randomUUID(), kind, subject_id: subjectId, proposed }]]);
}

/** Refuses (as admin) every open request of `kind` that `login` made: pending, or returned. */
export async function closeOpenRequests(login: string, kind: string): Promise<void> {
  const person = await apiLogin(login);
  const open = rowsOf(await pullAll(person), 'approvals').filter((r) => r.kind === kind && r.status === 'pendente');
  const returned = rowsOf(await pullAll(person), 'approvals').filter((r) => r.kind === kind && r.status === 'devolvido');
  if (open.length + returned.length === 0) return;
  const admin = await apiLogin('admin@demo.test');
  // A returned request goes back to pendente first (only its author may), then is refused.
  if (returned.length) await push(person, returned.map((r) => ['approvals.resubmit', { id: r.id, proposed: r.proposed }] as const));
  const all = [...open, ...returned];
  await push(admin, all.map((r) => ['approvals.decide', { id: r.id, decision: 'recusado', reason: 'Limpeza do teste.' }] as const));
}
