// @vitest-environment jsdom
// The manager's import (`/my/associations/users/import/{id}`): the records import with the entity
// fixed to the route's, from the local replica. The worker's calls run in this thread (jsdom has no
// module workers); everything else is the real page, mutators and Dexie replica.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TenantDb } from '../../data/tenant-db';
import { cpfFromBase } from '../../domain/cpf';
import { uuidv7 } from '../../domain/uuid';
import { managerRoutes } from '../../routes/managers';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';
import { importWorkerApi } from '../../ui/import/import-worker-api';

vi.mock('../../ui/import/import-client', async (original) => ({
  ...(await original<typeof import('../../ui/import/import-client')>()),
  startImportWorker: () => ({ api: importWorkerApi(), close: () => undefined }),
}));

/** An entity's manager: none of the federation's permissions, so their writes are a relation writer's. */
const MANAGER = { ...TEST_USER, admin: false, master: false, permissions_names: ['my_associations', 'my_users'] };

const dbs: TenantDb[] = [];
beforeAll(() => installDomStubs());
afterEach(cleanup);
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

async function managedEntity() {
  const db = freshDb();
  dbs.push(db);
  const own = uuidv7();
  const other = uuidv7();
  await seed(db, 'associations', [{ id: own, name: 'Clube do Gestor', cnpj: '11222333000181' }, { id: other, name: 'Clube Alheio', cnpj: '11444777000161' }]);
  await seed(db, 'associationmanagers', [{ id: uuidv7(), association_id: own, user_id: MANAGER.id }]);
  return { db, own, other };
}

const csvFile = (lines: string[][]) => new File([lines.map((l) => l.join(';')).join('\r\n')], 'pessoas.csv', { type: 'text/csv' });

describe('the manager\'s people import', () => {
  it('fixes the entity to the route\'s (no Entidade column, whatever the file says), refuses bad rows with pt-BR reasons, and writes each person as a manager\'s register', async () => {
    const { db, own } = await managedEntity();
    const registered = cpfFromBase('300000001');
    await seed(db, 'profiles', [{ id: uuidv7(), user_id: uuidv7(), name: 'Já Cadastrada', cpf: registered, birthdate: '2000-01-01', gender: 'feminino', association_id: own }]);
    const [cpfA, cpfB] = [cpfFromBase('300000002'), cpfFromBase('300000003')];
    const broken = cpfA.slice(0, 10) + String((Number(cpfA[10]) + 1) % 10);
    const view = renderRoute(db, `/my/associations/users/import/${own}`, MANAGER, managerRoutes);
    expect(await screen.findByRole('heading', { name: 'Importar pessoas — Clube do Gestor', level: 1 }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Todas as pessoas do arquivo entram em Clube do Gestor/)).toBeTruthy();

    const input = view.container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [csvFile([
      ['Nome', 'CPF', 'Data de nascimento', 'Entidade'],
      ['Ana Importada', cpfA, '15/06/2001', 'Clube Alheio'],
      ['Bia Importada', cpfB, '01/02/2003', '11444777000161'],
      ['Repetida', cpfB, '01/02/2003', ''],
      ['Dígito Errado', broken, '01/02/2003', ''],
      ['Já Cadastrada', registered, '01/01/2000', ''],
    ])] } });
    expect(await screen.findByRole('heading', { name: 'Colunas' }, SLOW)).toBeTruthy();
    // The entity is not a field the manager maps: the file's column is ignored.
    expect(screen.queryByRole('combobox', { name: 'Entidade' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /CPF/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferir linhas' }));

    expect((await screen.findByTestId('import-summary', {}, SLOW)).textContent).toBe('2 linhas aceitas, 3 recusadas.');
    const refused = within(screen.getByTestId('refused-rows'));
    expect(refused.getByText('CPF repetido no arquivo (linha 3).')).toBeTruthy();
    expect(refused.getByText('CPF inválido.')).toBeTruthy();
    expect(refused.getByText('CPF já cadastrado.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Importar 2 linhas aceitas' }));
    expect(await screen.findByText(/2 registros gravados neste aparelho/, {}, SLOW)).toBeTruthy();
    const written = (await db.rows('profiles').where('association_id').equals(own).toArray()).filter((p) => p.name !== 'Já Cadastrada');
    expect(written.map((p) => [p.name, p.cpf, p.association_id, p.verified]).sort()).toEqual([
      ['Ana Importada', cpfA, own, false], ['Bia Importada', cpfB, own, false],
    ]);
    // Each person opens the federation's review, as the register screen does, and syncs on its own.
    const requests = await db.rows('approvals').toArray();
    expect(requests.map((r) => [r.kind, r.subject_id, r.requested_by]).sort()).toEqual(
      written.map((p) => ['association_user', p.id, MANAGER.id]).sort(),
    );
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['profiles.put', 'profiles.put']));
  });

  it('says so, and offers no import, for an entity the person does not manage', async () => {
    const { db, other } = await managedEntity();
    renderRoute(db, `/my/associations/users/import/${other}`, MANAGER, managerRoutes);
    expect(await screen.findByText('Esta entidade não está entre as que você administra neste aparelho.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('Planilha (CSV ou XLSX)')).toBeNull();
  });
});
