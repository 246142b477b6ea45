// An entity's person documents (/my/userdocuments/{association_id}/user/{id}, create, edit) open for
// the entity's documents staff and for its managers (a manager sends the documents
// of the people they register); someone with neither is denied. Which people a manager reaches is
// the server's call (userdocuments writableVia managedDocuments).
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../domain/api';
import { guard, type GuardState } from '../app/guards';
import { documentRoutes } from './documents';

const state = (permissions: string[]): GuardState => ({
  backend: 'http://localhost:8787', loggedIn: true, availableModules: [], connectWithoutCode: false,
  user: { id: 'u1', name: 'Gabriela', image_url: null, phone: null, email: 'a@b.c', admin: false, master: false, super: false, verifyed_at: null, permissions_names: permissions } as UserInfo,
});
const entityRoutes = documentRoutes.filter((r) => r.path.startsWith('/my/userdocuments/$association_id/'));
const at = { path: '/my/userdocuments/a1/user/u2', search: '' };

describe("an entity's person documents: who opens them", () => {
  it('covers the list, create and edit screens', () => {
    expect(entityRoutes.map((r) => r.path)).toHaveLength(3);
  });
  it.each(['my_associations', 'associationdocuments'])('a holder of %s opens each screen', (permission) => {
    for (const route of entityRoutes) expect(guard(route.access, state([permission]), at)).toBeNull();
  });
  it('someone with neither is denied', () => {
    for (const route of entityRoutes) expect(guard(route.access, state(['my_teams', 'meals']), at)).toEqual({ to: '/error/denied' });
  });
});
