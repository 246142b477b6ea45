// @vitest-environment jsdom
// At the gate: a person whose profile changed without the federation's check since
// they were listed (the list's copy reads `verified: false`: meal-snapshots.ts) is shown "Não
// verificado", over the photo on the scan's full-screen answer and beside the name on the manual
// check-in list; a verified person (or an older copy without the flag) shows nothing of the kind.
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { utils } from '@noble/ed25519';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../data/session';
import { TenantDbProvider } from '../../data/db-context';
import type { TenantDb } from '../../data/tenant-db';
import { publicKeyOf, signCredential, toBase64Url } from '../../domain/credential/index';
import { mealUserId } from '../../domain/meals/meals-checkin';
import { uuidv7 } from '../../domain/uuid';
import { i18n } from '../../i18n/i18n';
import { UiProvider } from '../../ui/provider';
import { screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';
import { decideCheckin, personOf } from './checkin-flow';
import { MealCheckinPage } from './checkin-page';
import { processScan } from './scan-flow';
import { ScanResult } from '../../ui/camera/gate-result';

const db = screenTestDbs();
const NOW = new Date('2026-11-20T14:31:00.000Z'); // 11:31 at the venue, lunch 11:00-14:00

const meal = () => ({ id: uuidv7(), name: 'Almoço', date: '2026-11-20', starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 100, status: 'open' });
const listed = (mealId: string, name: string, verified: boolean | undefined) => {
  const userId = uuidv7();
  return {
    id: mealUserId(mealId, userId), meal_id: mealId, user_id: userId, name, social_name: null, cpf: null, photo_url: 'demo-photos/x.svg',
    association_name: 'Clube Azul', added_at: '2026-11-19T10:00:00.000Z', ...(verified === undefined ? {} : { verified }),
  };
};

function wrap(d: TenantDb, node: React.ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <TenantDbProvider db={d} userId={TEST_USER.id}>{node}</TenantDbProvider>
      </UiProvider>
    </I18nProvider>
  );
}

/** The scan of a valid card of the person on `row`, through the real verdict chain up to the screen. */
async function scanVerdict(row: ReturnType<typeof listed>, m: ReturnType<typeof meal>) {
  const secret = utils.randomSecretKey();
  const keys = [{ kid: 'a1b2c3d4', public_key: toBase64Url(await publicKeyOf(secret)), accept_until: null, revoked_at: null }];
  const now = NOW.getTime() / 1000;
  const text = await signCredential({ tenantId: 'demo', userId: row.user_id, issuedAt: now - 60, expiresAt: now + 86_400, kid: 'a1b2c3d4' }, secret);
  const checkIn = vi.fn(async () => decideCheckin(m, row, undefined, { userId: row.user_id, at: NOW.toISOString() }));
  return processScan(text, { db: { tenant: 'demo' } as TenantDb, staffUserId: TEST_USER.id, mealId: m.id, keys, revocations: [], now: () => NOW, checkIn });
}

describe('the gate shows "não verificado" for a profile nobody checked', () => {
  it('on the scan\'s answer, over the photo, only for the unverified person', async () => {
    const d = db();
    const m = meal();
    const swapped = listed(m.id, 'Ana Trocada', false);
    const verdict = await scanVerdict(swapped, m);
    expect(verdict).toMatchObject({ tone: 'ok', person: { displayName: 'Ana Trocada', unverified: true } });
    const view = render(wrap(d, <ScanResult verdict={verdict} counter="1 de 2" onDismiss={() => undefined} />));
    expect((await screen.findByTestId('scan-unverified')).textContent).toBe('Não verificado: a federação ainda não conferiu esta foto.');
    view.unmount();

    for (const row of [listed(m.id, 'Bia Conferida', true), listed(m.id, 'Caia Antiga', undefined)]) {
      const ok = await scanVerdict(row, m);
      expect(ok.tone === 'ok' && ok.person.unverified).toBeFalsy();
      const again = render(wrap(d, <ScanResult verdict={ok} counter="1 de 2" onDismiss={() => undefined} />));
      expect(await screen.findByTestId('scan-person')).toBeTruthy();
      expect(screen.queryByTestId('scan-unverified')).toBeNull();
      again.unmount();
    }
  });

  it('the list copy\'s flag is what the person carries', () => {
    expect(personOf(listed(uuidv7(), 'X', false))).toMatchObject({ unverified: true });
    expect(personOf(listed(uuidv7(), 'Y', true))).not.toHaveProperty('unverified');
  });

  describe('on the manual check-in list', () => {
    beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
    afterEach(() => vi.useRealTimers());

    it('beside the unverified person\'s name only', async () => {
      const d = db();
      const m = meal();
      await seed(d, 'meals', [m]);
      await seed(d, 'mealusers', [listed(m.id, 'Ana Trocada', false), listed(m.id, 'Bia Conferida', true)]);
      sessionStore.set({ token: 'test-token', user: TEST_USER });
      const rootRoute = createRootRoute({ component: Outlet });
      const route = createRoute({ getParentRoute: () => rootRoute, path: '/meals/$id/checkin', component: MealCheckinPage });
      const router = createRouter({ routeTree: rootRoute.addChildren([route]), history: createMemoryHistory({ initialEntries: [`/meals/${m.id}/checkin`] }) });
      render(wrap(d, <RouterProvider router={router} />));
      await screen.findByRole('button', { name: 'Registrar entrada de Ana Trocada' }, SLOW);
      const items = screen.getAllByTestId('checkin-person');
      const of = (name: string) => items.find((li) => li.textContent?.includes(name))!;
      expect(within(of('Ana Trocada')).getByTestId('checkin-unverified').textContent).toBe('Não verificado');
      expect(within(of('Bia Conferida')).queryByTestId('checkin-unverified')).toBeNull();
    });
  });
});
