// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../domain/cpf';
import { uuidv7 } from '../../domain/uuid';
import { approvalRoutes } from '../../routes/approvals';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const db = screenTestDbs();

const AT = '2026-11-20T10:00:00.000Z';
const person = (name: string, userId = uuidv7()) => ({
  id: uuidv7(), user_id: userId, name, cpf: cpfFromBase(String(200_000_000 + Math.floor(Math.random() * 1e6))), birthdate: '2008-01-01', gender: 'feminino', verified: true,
});
const request = (profile: { id: string; user_id: string }, over: Record<string, unknown> = {}) => ({
  id: uuidv7(), kind: 'social_name', subject_collection: 'profiles', subject_id: profile.id, proposed: { social_name: 'Mari' }, before: { social_name: null },
  requested_by: profile.user_id, requested_at: AT, status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
  history: [{ status: 'pendente', by: profile.user_id, at: AT }], ...over,
});

describe('approval queue', () => {
  it('says when nothing waits', async () => {
    renderRoute(db(), '/records/users/socialnames_approve', TEST_USER, approvalRoutes);
    expect(await screen.findByText('Nenhuma solicitação pendente.', {}, SLOW)).toBeTruthy();
  });

  it('shows before and after; A approves the focused request, which leaves the queue and changes the profile', async () => {
    const d = db();
    const maria = person('Maria Souza');
    const req = request(maria);
    await seed(d, 'profiles', [maria]);
    await seed(d, 'approvals', [req]);
    renderRoute(d, '/records/users/socialnames_approve', TEST_USER, approvalRoutes);
    const item = await screen.findByTestId('approval-item', {}, SLOW);
    expect(await within(item).findByRole('heading', { name: 'Maria Souza' }, SLOW)).toBeTruthy();
    const cells = within(item).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['—', 'Mari']);
    fireEvent.keyDown(item, { key: 'a' });
    await waitFor(async () => expect((await d.rows('approvals').get(req.id))?.status).toBe('aprovado'));
    expect((await d.rows('profiles').get(maria.id))?.social_name).toBe('Mari');
    expect(await screen.findByText('Nenhuma solicitação pendente.', {}, SLOW)).toBeTruthy();
  });

  it('R asks for a reason first (two steps); J moves to the next request; nothing is decided without a reason', async () => {
    const d = db();
    const ana = person('Ana Lima');
    const bia = person('Beatriz Costa');
    const first = request(ana);
    const second = request(bia, { requested_at: '2026-11-21T10:00:00.000Z' });
    await seed(d, 'profiles', [ana, bia]);
    await seed(d, 'approvals', [first, second]);
    renderRoute(d, '/records/users/socialnames_approve', TEST_USER, approvalRoutes);
    const items = await screen.findAllByTestId('approval-item', {}, SLOW);
    expect(items).toHaveLength(2);
    fireEvent.keyDown(items[0]!, { key: 'j' });
    // Found again each time: a live query may render the list anew while the queue settles.
    const secondItem = () => screen.getAllByTestId('approval-item')[1]!;
    await waitFor(() => expect(document.activeElement).toBe(secondItem()));
    fireEvent.keyDown(secondItem(), { key: 'r' });
    const confirm = await within(secondItem()).findByRole('button', { name: 'Confirmar recusa' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(secondItem()).getByRole('textbox'), { target: { value: 'Não confere com o documento.' } });
    fireEvent.click(confirm);
    await waitFor(async () => expect(await d.rows('approvals').get(second.id)).toMatchObject({ status: 'recusado', reason: 'Não confere com o documento.' }));
    expect((await d.rows('approvals').get(first.id))?.status).toBe('pendente');
  });
});

describe('the person\'s requests', () => {
  it('/my/data lists a returned request with its status and reason', async () => {
    const d = db();
    const me = person('Ana Teste', TEST_USER.id);
    await seed(d, 'profiles', [me]);
    await seed(d, 'approvals', [request(me, { status: 'devolvido', reason: 'Use o nome do documento.' })]);
    renderRoute(d, '/my/data', TEST_USER, approvalRoutes);
    const row = await screen.findByTestId('my-request', {}, SLOW);
    expect(row.getAttribute('data-status')).toBe('devolvido');
    expect(within(row).getByText('Devolvido para correção')).toBeTruthy();
    expect(within(row).getByText(/Use o nome do documento\./)).toBeTruthy();
  });
});

describe('each queue works the kinds its table names (domain/approvals/queues.ts)', () => {
  it("the identities queue shows an entity's registration of a person (association_user) beside identity changes", async () => {
    const d = db();
    const maria = person('Maria Registrada');
    await seed(d, 'profiles', [{ ...maria, verified: false }]);
    await seed(d, 'approvals', [request(maria, { kind: 'association_user', proposed: { name: 'Maria Registrada' }, before: { name: null } })]);
    renderRoute(d, '/records/users/identities_approve', TEST_USER, approvalRoutes);
    const item = await screen.findByTestId('approval-item', {}, SLOW);
    expect(await within(item).findByRole('heading', { name: 'Maria Registrada' }, SLOW)).toBeTruthy();
  });
});
