// The structure menu's venue and reservation entries, the person's reservations and the public booking
// open real screens now; storage (properties) still waits for its own.
import { describe, expect, it } from 'vitest';
import { MAIN_MENU } from '../app/menu';
import { guard, type GuardState } from '../app/guards';
import { routePaths } from './registry';
import { reservationRoutes } from './reservations';

const entry = (feature: string) => MAIN_MENU.flatMap((g) => g.entries).find((e) => e.feature === feature)!;
const visitor: GuardState = { backend: 'http://localhost:8787', loggedIn: false, availableModules: ['reservations'], connectWithoutCode: false, user: null };

describe('reservation routes', () => {
  it('enable the structure entries, my reservations and the public space reservations', () => {
    for (const feature of ['structure.venues', 'structure.venue-types', 'structure.reservations', 'structure.reservation-blocks', 'my.reservations', 'public.space-reservations']) {
      expect(routePaths.has(entry(feature).path!), feature).toBe(true);
    }
    expect(entry('structure.storage').path).toBeUndefined();
  });

  it('let a visitor open the public booking but not the staff calendar', () => {
    const publicDay = reservationRoutes.find((r) => r.path === '/public/open/reservations/$parent_id/day')!;
    const staffDay = reservationRoutes.find((r) => r.path === '/locations/spaces/$parent_id/day')!;
    expect(publicDay.layout).toBe('bare');
    expect(guard(publicDay.access, visitor, { path: '/public/open/reservations/s1/day', search: '' })).toBeNull();
    expect(guard(staffDay.access, visitor, { path: '/locations/spaces/s1/day', search: '' })).not.toBeNull();
  });
});
