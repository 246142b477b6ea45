import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../domain/api';
import type { RouteDef } from '../../routes/route-def';
// Listing the table hands it to app/route-table.ts, which canOpenWith reads by default.
import '../../routes/registry';
import { HOME_SECTIONS } from './home-sections';
import { canOpenWith } from './open-path';
import type { HomeSection } from './home-section';
import { firstOpen, visibleSections } from './visible-sections';

const ALL_MODULES = ['meals', 'competitions'];
const user = (permissions: string[], extra: Partial<UserInfo> = {}): UserInfo =>
  ({ id: 'u', name: 'Pessoa', email: 'p@x.test', master: false, admin: false, permissions_names: permissions, ...extra }) as UserInfo;
const idsFor = (u: UserInfo, modules = ALL_MODULES): string[] =>
  visibleSections(HOME_SECTIONS, canOpenWith({ loggedIn: true, user: u, availableModules: modules })).map((s) => s.id);

describe('home sections per persona (the real route table and guards)', () => {
  const person = ['idcard', 'documents', 'requests', 'parq'];

  it('an athlete sees only their own person', () => {
    expect(idsFor(user([]))).toEqual(person);
  });
  it('meals staff: today\'s meals first, not where the tenant hides the module', () => {
    expect(idsFor(user(['meals']))).toEqual(['meals', ...person]);
    expect(idsFor(user(['meals']), ['competitions'])).toEqual(person);
  });
  it('a referee: their next appointments', () => {
    expect(idsFor(user(['my_referees']))).toEqual(['referee', ...person]);
  });
  it('an entity manager: their entities', () => {
    expect(idsFor(user(['my_associations', 'my_teams', 'my_users']))).toEqual(['manager', ...person]);
  });
  it('an admin holding a queue\'s permission: the approval queues, and no one else\'s work', () => {
    expect(idsFor(user(['users', 'userdocuments', 'parqs'], { admin: true }))).toEqual(['approvals', ...person]);
  });
});

describe('no dead links', () => {
  const page = (() => null) as unknown as RouteDef['page'];
  const table: RouteDef[] = [
    { path: '/exists', title: { id: 'x' }, access: { login: true }, page },
    { path: '/guarded', title: { id: 'y' }, access: { login: true, permissions: ['users'] }, page },
  ];
  const section = (routes: string[]): HomeSection => ({ id: routes.join(), title: { id: 't' }, routes, group: 'work', Component: () => null });
  const canOpen = canOpenWith({ loggedIn: true, user: user([]), availableModules: [] }, table);

  it('hides a section whose screens do not exist yet or whose guard refuses the user', () => {
    expect(visibleSections([section(['/missing']), section(['/guarded']), section(['/missing', '/exists'])], canOpen).map((s) => s.id)).toEqual(['/missing,/exists']);
  });
  it('links a section to its first screen the user may open', () => {
    expect(firstOpen(section(['/missing', '/guarded', '/exists']), canOpen)).toBe('/exists');
  });
  it('a signed-out visitor opens nothing that needs login', () => {
    expect(canOpenWith({ loggedIn: false, user: null, availableModules: [] }, table)('/exists')).toBe(false);
  });
});
