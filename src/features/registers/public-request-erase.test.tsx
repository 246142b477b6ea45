// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../domain/uuid';
import { registerRoutes } from '../../routes/registers';
import { freshDb, renderRoute, seed, SLOW, TEST_USER, warmUp } from '../../../tests/support/ui-harness';

const calls: { path: string; options: unknown }[] = [];
vi.mock('../../app/http', async (original) => ({
  ...(await original<typeof import('../../app/http')>()),
  api: async (path: string, options: unknown) => {
    calls.push({ path, options });
    return { status: 1, already: false };
  },
}));

const dbs: ReturnType<typeof freshDb>[] = [];
beforeAll(warmUp);
afterEach(cleanup);
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

const NIL = '00000000-0000-0000-0000-000000000000';
const request = (proposed: Record<string, unknown>) => ({
  id: uuidv7(), kind: 'register_public', subject_collection: 'registers', subject_id: null, proposed, before: null,
  requested_by: NIL, requested_at: '2026-11-27T12:00:00.000Z', status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
  history: [{ status: 'pendente', by: NIL, at: '2026-11-27T12:00:00.000Z' }], association_id: null,
});

describe("a public request's personal data, erased on the person's request", () => {
  it('asks the server after a confirmation, never on the first tap', async () => {
    const d = freshDb();
    dbs.push(d);
    const row = request({ name: 'Joana Sem Conta', cpf: '52998224725', birthdate: '2001-05-20', email: 'joana@example.com', registertype_id: uuidv7() });
    await seed(d, 'approvals', [row]);
    renderRoute(d, `/registers/registerrequests/show/${row.id}`, TEST_USER, registerRoutes);
    fireEvent.click(await screen.findByRole('button', { name: 'Apagar dados pessoais a pedido do titular' }, SLOW));
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar: apagar os dados pessoais' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual([`/privacy/public-requests/${row.id}/erase`]));
  });

  it('is not offered once the data is gone', async () => {
    const d = freshDb();
    dbs.push(d);
    const row = { ...request({ anonimizado: true, registertype_id: uuidv7() }), status: 'recusado' };
    await seed(d, 'approvals', [row]);
    renderRoute(d, `/registers/registerrequests/show/${row.id}`, TEST_USER, registerRoutes);
    await screen.findByRole('heading', { name: 'Solicitação de registro' }, SLOW);
    await screen.findByText('Recusado', {}, SLOW);
    expect(screen.queryByTestId('public-request-erase')).toBeNull();
    expect(screen.getByText('Dados pessoais apagados (LGPD): o pedido guarda só a decisão e o histórico.')).toBeTruthy();
  });
});
