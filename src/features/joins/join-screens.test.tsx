// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/uuid';
import { managerJoinRoutes } from '../../routes/manager-joins';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const db = screenTestDbs();

const AT = '2026-11-20T10:00:00.000Z';
const MANAGER = TEST_USER; // admin in the harness: the guards pass; the page still reads only the entities they manage
const approval = (over: Record<string, unknown>) => ({
  id: uuidv7(), subject_collection: 'associations', before: null, requested_at: AT, status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
  history: [{ status: 'pendente', by: TEST_USER.id, at: AT }], ...over,
});

describe('the invitation code page', () => {
  it('shows the entity\'s code with its QR, and the manager accepts a pending request', async () => {
    const d = db();
    const entity = uuidv7();
    const asker = uuidv7();
    await seed(d, 'associations', [{ id: entity, name: 'Clube Convite' }]);
    await seed(d, 'associationmanagers', [{ id: uuidv7(), association_id: entity, user_id: MANAGER.id }]);
    await seed(d, 'associationtokens', [{ id: uuidv7(), association_id: entity, code: 'ABCD2345', rotated_at: AT }]);
    await seed(d, 'profiles', [{ id: uuidv7(), user_id: asker, name: 'Fulana', cpf: '52998224725', birthdate: '2008-01-01', gender: 'feminino' }]);
    const request = approval({ kind: 'association_join', subject_id: entity, proposed: { code: 'ABCD2345', name: 'Fulana' }, requested_by: asker });
    await seed(d, 'approvals', [request]);
    renderRoute(d, `/my/associations/token/${entity}`, MANAGER, managerJoinRoutes);
    expect((await screen.findByTestId('join-code', {}, SLOW)).textContent).toBe('ABCD2345');
    expect(screen.getByTestId('join-qr').getAttribute('data-credential')).toBe('ABCD2345');
    expect(screen.getByText('Fulana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(async () => expect((await d.rows('approvals').get(request.id))?.status).toBe('aprovado'), SLOW);
  });
});

describe('my entity requests', () => {
  it('lists the person\'s claims and registrations with status and reason, linking to each one\'s page', async () => {
    const d = db();
    const entity = uuidv7();
    await seed(d, 'associations', [{ id: entity, name: 'Clube Reclamado' }]);
    const claim = approval({ kind: 'association_claim', subject_id: entity, proposed: { note: 'Sou o presidente.' }, requested_by: TEST_USER.id, status: 'recusado', reason: 'Falta a ata da eleição.' });
    const other = approval({ kind: 'association_claim', subject_id: entity, proposed: { note: 'x' }, requested_by: uuidv7() });
    await seed(d, 'approvals', [claim, other]);
    renderRoute(d, '/my/associationclaims/list', TEST_USER, managerJoinRoutes);
    const link = await screen.findByRole('link', { name: 'Clube Reclamado' }, SLOW);
    expect(link.getAttribute('href')).toBe(`/my/associationclaims/${entity}/show/${claim.id}`);
    expect(screen.getByText('Motivo: Falta a ata da eleição.')).toBeTruthy();
    expect(screen.getAllByTestId('entity-request')).toHaveLength(1);
  });
});
