// @vitest-environment jsdom
// Registry-driven smoke test: list, create, show and edit of EVERY registered resource render inside
// the real providers over a fake-indexeddb tenant database, with their titles (edit over a seeded row:
// the form loads the stored record into its fields).
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources/index';
import { uuidv7 } from '../../domain/uuid';
import { resourceBase } from '../../routes/resources';
import { VIEWS } from '../../resources/views';
import { editLabel, newLabel } from './labels';
import { freshDb, renderRoute, warmUp, seed, SLOW } from '../../../tests/support/ui-harness';

const db = freshDb();
beforeAll(warmUp);
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

const routed = RESOURCES.filter((r) => resourceBase(r.key));

describe('generic screens of every resource', () => {
  it('gives every registered resource a route base, a parent it nests under, or a flow of its own', () => {
    // A resource listed under a parent row (a competition's groups, a register type's graduations) is
    // nested in that parent's view: nothing to list here.
    const nested = new Set(VIEWS.flatMap((view) => (view.nested ?? []).map((child) => child.resource)));
    const elsewhere = RESOURCES.filter((r) => !resourceBase(r.key) && !nested.has(r.key)).map((r) => r.key);
    expect([...elsewhere].sort()).toEqual([
      // Meal participants and check-ins have their own screens under /meals/{id}; keys and issued cards
      // are written by the server; card revocations are made from a person's page.
      'mealusers', 'mealcheckins', 'signingkeys', 'idcards', 'cardrevocations',
      // Match parts the súmula and the scale write (their own flows under the competitions' pages).
      'duels', 'duelevents', 'dueladendos', 'duellineups', 'refereeappointments', 'refereepins',
      // A phase's pots (the draw's own page), the matches' security and documents pages.
      'pots', 'duelssecurities', 'dueldocuments',
      // Requests and entity managers (the approval model, domain/approvals) are shown by the queues and the entity
      // pages; an entity's invitation code by /my/associations/token/{id}.
      'approvals', 'associationmanagers', 'associationtokens',
      // A person's documents and PAR-Qs have their own screens under /my, /records and /parqs.
      'userdocuments', 'parqs',
      // Consents and guardians: /my/privacy and /my/dependants.
      'consents', 'guardians',
      // A belt exam's marks (the grading sheet) and certificates (/my/registers/certificates).
      'registerexammarks', 'registercertificates',
      // Bills and their payments: named mutators only; /finances/bills is mounted by routes/finances.ts.
      'bills', 'billpayments',
      // Reservations: named mutators only; the filtered list and a reservation's page are routes/reservations.ts's.
      'reservations',
    ].sort());
  });

  it.each(routed.map((r) => [r.key, r] as const))('%s: list, create, show and edit render', async (_key, resource) => {
    const base = resourceBase(resource.key)!;

    renderRoute(db, base);
    expect(await screen.findByRole('heading', { level: 1, name: resource.labels.plural }, SLOW)).toBeTruthy();
    cleanup();

    renderRoute(db, `${base}/create`);
    expect(await screen.findByRole('heading', { level: 1, name: newLabel(resource) }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    cleanup();

    const id = uuidv7();
    await seed(db, resource.key, [{ id, [resource.title]: `Registro de teste ${resource.key}` }]);
    renderRoute(db, `${base}/show/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Registro de teste ${resource.key}` }, SLOW)).toBeTruthy();
    expect(screen.getByText(resource.fields[0]!.label)).toBeTruthy();
    cleanup();

    renderRoute(db, `${base}/edit/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: editLabel(resource) }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    // The seeded row is what the form edits, not an empty one.
    expect(screen.getByDisplayValue(`Registro de teste ${resource.key}`)).toBeTruthy();
  });
});
