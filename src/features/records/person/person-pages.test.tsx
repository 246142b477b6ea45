// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../../domain/cpf';
import { uuidv7 } from '../../../domain/uuid';
import { recordRoutes } from '../../../routes/records';
import { resourceRouteTable } from '../../../routes/resources';
import { freshDb, renderRoute, seed, SLOW, warmUp } from '../../../../tests/support/ui-harness';

const db = freshDb();
beforeAll(warmUp);
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

const person = (over: Record<string, unknown>) => ({
  id: uuidv7(), user_id: uuidv7(), name: 'Marta Vieira', cpf: cpfFromBase('700000001'), birthdate: '2000-01-01', gender: 'feminino', ...over,
});

describe("a person's record and privacy pages", () => {
  it('shows a revoked ID card with its reason, and the unverified state', async () => {
    const verified = person({ verified: true, verified_at: '2026-11-01T12:00:00.000Z' });
    const unverified = person({ name: 'Sem Conferência', cpf: cpfFromBase('700000002'), verified: false });
    await seed(db, 'profiles', [verified, unverified]);
    await seed(db, 'cardrevocations', [{ id: uuidv7(), user_id: verified.user_id, revoked_before: '2026-11-20T12:00:00.000Z', reason: 'Celular perdido' }]);

    renderRoute(db, `/records/users/show/${verified.id}`);
    expect(await screen.findByText(/Carteirinha revogada/, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/Celular perdido/)).toBeTruthy();
    expect(screen.getByText('Verificado')).toBeTruthy();
    cleanup();

    renderRoute(db, `/records/users/show/${unverified.id}`);
    expect(await screen.findByText('Não verificado', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/só é emitida depois que a federação confere/)).toBeTruthy();
  });

  it('privacy: each field with who sees it; the CPF never reaches the appointed referees', async () => {
    const p = person({ name: 'Lia Campos', cpf: cpfFromBase('700000003') });
    await seed(db, 'profiles', [p]);
    renderRoute(db, `/records/users/privacy/${p.id}`, undefined, [...resourceRouteTable, ...recordRoutes]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade — Lia Campos' }, SLOW)).toBeTruthy();
    const rowOf = (label: string) => screen.getAllByRole('row').find((r) => r.querySelector('td')?.textContent === label)!;
    expect(rowOf('CPF').textContent).not.toMatch(/arbitragem/);
    expect(rowOf('Foto').textContent).toMatch(/arbitragem/);
    expect(screen.getByText(/Revogações de carteirinha/)).toBeTruthy();
  });
});
