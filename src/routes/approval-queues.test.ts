// Every approval flow's reviewer reaches the requests they may decide: the queue a
// kind names is a route that a holder of the kind's permission alone opens (with every module on),
// and a document's own review page opens to each document flow's reviewer. Queues under /my are the
// entity managers' (decided by relation, join-kinds.ts) and are checked with their pages.
import { describe, expect, it } from 'vitest';
import { guard, type GuardState } from '../app/guards';
import { MODULES } from '../domain/access';
import type { UserInfo } from '../domain/api';
import { APPROVAL_KINDS } from '../domain/approvals/kinds';
import { routeTable } from './registry';

const holding = (permissions: string[]): GuardState => ({
  backend: 'http://localhost:8787', loggedIn: true, availableModules: MODULES, connectWithoutCode: false,
  user: { id: 'u1', name: 'Rita', image_url: null, phone: null, email: 'r@b.c', admin: false, master: false, super: false, verifyed_at: null, permissions_names: permissions } as UserInfo,
});
const route = (path: string) => routeTable.find((r) => r.path === path);
const federationKinds = APPROVAL_KINDS.filter((k) => !k.queue.startsWith('/my/'));

describe('approval queues: who opens them', () => {
  it.each(federationKinds.map((k) => [k.key, k] as const))('%s: a holder of its permission alone opens its queue', (_key, kind) => {
    const queue = route(kind.queue);
    expect(queue, kind.queue).toBeDefined();
    expect(guard(queue!.access, holding([kind.permission]), { path: kind.queue, search: '' })).toBeNull();
  });

  it('a document\'s review page opens to the reviewer of each document flow, and to nobody else', () => {
    const page = route('/records/userdocuments/edit/$id/approve')!;
    const at = { path: '/records/userdocuments/edit/d1/approve', search: '' };
    for (const permission of ['userdocuments', 'teamdocuments', 'associationdocuments']) expect(guard(page.access, holding([permission]), at), permission).toBeNull();
    expect(guard(page.access, holding(['users', 'parqs']), at)).toEqual({ to: '/error/denied' });
  });
});
