// A match's page is the staff's and its appointed referee's (the referee opens the súmula
// from /my/referees/scales); the rest of a competition's depth stays with `competitions`.
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../domain/api';
import { guard, type GuardState } from '../app/guards';
import { competitionPlayRoutes } from './competition-play';

const state = (permissions: string[]): GuardState => ({
  backend: 'http://localhost:8787', loggedIn: true, availableModules: ['competitions'], connectWithoutCode: false,
  user: { id: 'u1', name: 'Rafael', image_url: null, phone: null, email: 'a@b.c', admin: false, master: false, super: false, verifyed_at: null, permissions_names: permissions } as UserInfo,
});
const route = (suffix: string) => competitionPlayRoutes.find((r) => r.path.endsWith(suffix))!;
const at = { path: '/competitions/competitions/c1/duels/show/d1', search: '' };

describe('competition play routes: who opens a match', () => {
  it('a referee holding my_referees opens the match page', () => {
    expect(guard(route('/duels/show/$id/{-$all}').access, state(['my_referees']), at)).toBeNull();
  });
  it('the staff (competitions) opens it too; someone with neither is denied', () => {
    expect(guard(route('/duels/show/$id/{-$all}').access, state(['competitions']), at)).toBeNull();
    expect(guard(route('/duels/show/$id/{-$all}').access, state(['meals']), at)).toEqual({ to: '/error/denied' });
  });
  it('the standings and the other screens stay with competitions', () => {
    expect(guard(route('/classifications').access, state(['my_referees']), at)).toEqual({ to: '/error/denied' });
  });
});
