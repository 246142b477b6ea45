// @vitest-environment jsdom
// The documents and PAR-Q screens inside the real providers over a fake-indexeddb replica: a
// person's documents with review status and expiry, the mandatory types never sent and the PAR-Q
// state; the review queues (one per document flow, and the PAR-Q's) deciding from the list, by click
// or key, through the outbox; the PAR-Q review refusing, on the device, an approval without a
// medical clearance.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../data/app-state';
import { addMonths } from '../../domain/documents/expiry';
import { currentRequestId, PARQ_NEEDS_CLEARANCE, reviewedContent } from '../../domain/documents/document-review';
import { uuidv7 } from '../../domain/uuid';
import { documentRoutes } from '../../routes/documents';
// The real route table, which the queues' links ask (app/route-table.ts).
import '../../routes/registry';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';
import { todayInBrasilia } from '../../domain/dates';

const db = freshDb();
beforeAll(() => installDomStubs());
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

const person = uuidv7();
const id = { profile: uuidv7(), rg: uuidv7(), exam: uuidv7(), cref: uuidv7(), oldExam: uuidv7(), rgDoc: uuidv7(), parq: uuidv7() };
const today = todayInBrasilia();
const monthsAgo = (n: number) => addMonths(today, -n);

beforeEach(async () => {
  await Promise.all(['userdocuments', 'parqs', 'documenttypes', 'profiles', 'approvals'].map((c) => db.rows(c).clear()));
  await db.outbox.clear();
  await seed(db, 'profiles', [{ id: id.profile, user_id: person, name: 'Maria da Silva', cpf: '52998224725', birthdate: '1990-01-01', gender: 'feminino' }]);
  await seed(db, 'documenttypes', [
    { id: id.rg, name: 'RG', holder: 'pessoas', validity_months: null, needs_approval: true, required_for_competitions: false, medical_clearance: false },
    { id: id.exam, name: 'Atestado médico', holder: 'atletas', validity_months: 12, needs_approval: true, required_for_competitions: true, medical_clearance: true },
    { id: id.cref, name: 'Registro CREF', holder: 'comissao_tecnica', validity_months: 12, needs_approval: true, required_for_competitions: true, medical_clearance: false },
  ]);
  await seed(db, 'userdocuments', [
    { id: id.oldExam, document_type_id: id.exam, user_id: person, profile_id: id.profile, issued_on: monthsAgo(14), status: 'aprovado', expires_on: monthsAgo(2) },
    { id: id.rgDoc, document_type_id: id.rg, user_id: person, profile_id: id.profile, number: '12.345.678-9', issued_on: '2015-05-05', status: 'pendente', expires_on: null },
  ]);
  const parq = { id: id.parq, user_id: person, profile_id: id.profile, q1: false, q2: false, q3: false, q4: false, q5: true, q6: false, q7: false, respondent: 'proprio', declared: true, status: 'pendente' };
  await seed(db, 'parqs', [parq]);
  // The requests the server opened when they were sent.
  const rgDoc = (await db.rows('userdocuments').get(id.rgDoc))!;
  const request = (collection: 'userdocuments' | 'parqs', row: Record<string, unknown> & { id: string }, kind: string) => ({
    id: currentRequestId(collection, row), kind, subject_collection: collection, subject_id: row.id, proposed: reviewedContent(collection, row),
    requested_by: person, requested_at: '2026-11-20T10:00:00.000Z', status: 'pendente', history: [{ status: 'pendente', by: person, at: '2026-11-20T10:00:00.000Z' }],
  });
  await seed(db, 'approvals', [request('userdocuments', rgDoc, 'userdocument'), request('parqs', parq, 'parq')]);
});

const PERSON_USER = { ...TEST_USER, id: person, admin: false, master: false, permissions_names: [] };

describe('a person\'s documents', () => {
  it('shows each document\'s review status and expiry, the mandatory types never sent and the PAR-Q state', async () => {
    renderRoute(db, '/my/documents', PERSON_USER, documentRoutes);
    const cards = await screen.findAllByTestId('user-document', {}, SLOW);
    expect(cards).toHaveLength(2);
    const exam = cards.find((c) => within(c).queryByText('Atestado médico'))!;
    expect(within(exam).getByTestId('review-status').textContent).toBe('Aprovado');
    expect(within(exam).getByTestId('expiry-status').textContent).toBe(`Vencido em ${monthsAgo(2).split('-').reverse().join('/')}`);
    const rg = cards.find((c) => within(c).queryByText('RG'))!;
    expect(within(rg).getByTestId('review-status').textContent).toBe('Em análise');
    expect(screen.getByTestId('missing-documents').textContent).toContain('Registro CREF');
    expect(screen.getByTestId('missing-documents').textContent).not.toContain('Atestado médico');
    expect(within(screen.getByTestId('parq-summary')).getByTestId('review-status').textContent).toBe('Em análise');
  });
});

describe('editing one\'s own document', () => {
  it('offers no delete: a document once sent stays on record', async () => {
    renderRoute(db, `/my/documents/edit/${id.rgDoc}`, PERSON_USER, documentRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar documento' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});

describe('review', () => {
  it('links the other document queues the reviewer may open, only where the tenant offers their module', async () => {
    const config = appStore.get().config;
    const related = async () => {
      const nav = await screen.findByRole('navigation', { name: 'Outras filas de aprovação' }, SLOW);
      return within(nav).getAllByRole('link').map((a) => a.textContent);
    };
    appStore.set({ ...appStore.get(), config: { ...(config ?? {}), available_modules: ['competitions'] } as NonNullable<typeof config> });
    renderRoute(db, '/records/users/userdocuments_approve', TEST_USER, documentRoutes);
    expect(await related()).toEqual(['Documentos pessoais', 'Documentos de equipes', 'Documentos de entidades']);
    cleanup();
    // Without competitions, the team documents' queue is the disabled-module page: no link to it.
    appStore.set({ ...appStore.get(), config: { ...(config ?? {}), available_modules: [] } as NonNullable<typeof config> });
    renderRoute(db, '/records/users/userdocuments_approve', TEST_USER, documentRoutes);
    expect(await related()).toEqual(['Documentos pessoais', 'Documentos de entidades']);
    appStore.set({ ...appStore.get(), config });
  });

  it('the queue lists documents under review and approves one through the outbox', async () => {
    renderRoute(db, '/records/users/userdocuments_approve', TEST_USER, documentRoutes);
    const item = await screen.findByTestId('queue-document', {}, SLOW);
    expect(within(item).getByText('Maria da Silva')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Aprovar RG — Maria da Silva' }));
    await waitFor(async () => expect((await db.rows('userdocuments').get(id.rgDoc))?.status).toBe('aprovado'));
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => e.name)).toEqual(['approvals.decide']);
    expect((await db.rows('approvals').get(currentRequestId('userdocuments', (await db.rows('userdocuments').get(id.rgDoc))!)))?.status).toBe('aprovado');
    await waitFor(() => expect(screen.queryByTestId('queue-document')).toBeNull());
  });

  it('refusing asks for the reason before it is sent', async () => {
    renderRoute(db, '/records/users/userdocuments_approve', TEST_USER, documentRoutes);
    const item = await screen.findByTestId('queue-document', {}, SLOW);
    fireEvent.click(within(item).getByRole('button', { name: 'Recusar RG — Maria da Silva' }));
    const confirm = within(item).getByRole('button', { name: 'Confirmar recusa' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(item).getByRole('textbox'), { target: { value: 'Documento de outra pessoa.' } });
    fireEvent.click(confirm);
    await waitFor(async () => expect(await db.rows('userdocuments').get(id.rgDoc)).toMatchObject({ status: 'recusado', review_reason: 'Documento de outra pessoa.' }));
  });

  it('each document flow has its own queue: a team\'s document waits in the team queue, not the personal one, and A decides it from the keyboard', async () => {
    const teamDoc = { id: uuidv7(), document_type_id: id.rg, user_id: person, profile_id: id.profile, team_id: uuidv7(), number: '98.765.432-1', issued_on: '2016-06-06', status: 'pendente', expires_on: null };
    await seed(db, 'userdocuments', [teamDoc]);
    const stored = (await db.rows('userdocuments').get(teamDoc.id))!;
    await seed(db, 'approvals', [{
      id: currentRequestId('userdocuments', stored), kind: 'teamdocument', subject_collection: 'userdocuments', subject_id: teamDoc.id, proposed: reviewedContent('userdocuments', stored),
      requested_by: person, requested_at: '2026-11-20T11:00:00.000Z', status: 'pendente', history: [{ status: 'pendente', by: person, at: '2026-11-20T11:00:00.000Z' }],
    }]);
    renderRoute(db, '/records/users/userdocuments_approve', TEST_USER, documentRoutes);
    expect(await screen.findAllByTestId('queue-document', {}, SLOW)).toHaveLength(1);
    expect(screen.queryByText(/Enviado pela equipe/)).toBeNull();
    cleanup();

    renderRoute(db, '/records/users/teamdocuments_approve', TEST_USER, documentRoutes);
    const items = await screen.findAllByTestId('queue-document', {}, SLOW);
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText(/Enviado pela equipe/)).toBeTruthy();
    fireEvent.keyDown(items[0]!, { key: 'a' });
    await waitFor(async () => expect((await db.rows('userdocuments').get(teamDoc.id))?.status).toBe('aprovado'));
    expect((await db.rows('userdocuments').get(id.rgDoc))?.status).toBe('pendente');
  });

  it('/parqs/pending decides from the list: a "sim" without clearance is refused beside its buttons; J then A approves the next', async () => {
    const other = { profile: uuidv7(), user: uuidv7(), parq: uuidv7() };
    await seed(db, 'profiles', [{ id: other.profile, user_id: other.user, name: 'João Souza', cpf: '11144477735', birthdate: '1985-02-02', gender: 'masculino' }]);
    const clean = { id: other.parq, user_id: other.user, profile_id: other.profile, q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false, respondent: 'proprio', declared: true, status: 'pendente' };
    await seed(db, 'parqs', [clean]);
    const stored = (await db.rows('parqs').get(other.parq))!;
    await seed(db, 'approvals', [{
      id: currentRequestId('parqs', stored), kind: 'parq', subject_collection: 'parqs', subject_id: other.parq, proposed: reviewedContent('parqs', stored),
      requested_by: other.user, requested_at: '2026-11-20T11:00:00.000Z', status: 'pendente', history: [{ status: 'pendente', by: other.user, at: '2026-11-20T11:00:00.000Z' }],
    }]);
    renderRoute(db, '/parqs/pending', TEST_USER, documentRoutes);
    const items = await screen.findAllByTestId('queue-parq', {}, SLOW);
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('parq-clearance').textContent).toContain('a aprovação exige um atestado médico');
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Aprovar PAR-Q de Maria da Silva' }));
    expect(await within(items[0]!).findByText(PARQ_NEEDS_CLEARANCE, {}, SLOW)).toBeTruthy();
    expect((await db.rows('parqs').get(id.parq))?.status).toBe('pendente');
    fireEvent.keyDown(items[0]!, { key: 'j' });
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    fireEvent.keyDown(items[1]!, { key: 'a' });
    await waitFor(async () => expect((await db.rows('parqs').get(other.parq))?.status).toBe('aprovado'));
  });

  it('a PAR-Q with a "sim" is not approved without a valid medical clearance (the expired one does not count)', async () => {
    renderRoute(db, `/parqs/${person}/show/${id.parq}`, TEST_USER, documentRoutes);
    expect((await screen.findByTestId('parq-clearance', {}, SLOW)).textContent).toContain('a aprovação exige um atestado médico');
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar PAR-Q de Maria da Silva' }));
    expect(await screen.findByText(PARQ_NEEDS_CLEARANCE, {}, SLOW)).toBeTruthy();
    expect((await db.rows('parqs').get(id.parq))?.status).toBe('pendente');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('PAR-Q form', () => {
  it('asks the seven questions', async () => {
    renderRoute(db, '/my/forms/parq/create', PERSON_USER, documentRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo PAR-Q' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Você sente dores no peito quando pratica atividade física?')).toBeTruthy();
    expect(screen.getAllByText('Ligado = sim.')).toHaveLength(7);
  });
});
