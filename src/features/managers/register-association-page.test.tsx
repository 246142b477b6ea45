// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appStore } from '../../data/app-state';
import type { CommonConfig } from '../../domain/api';
import type { TenantDb } from '../../data/tenant-db';
import { uuidv7 } from '../../domain/uuid';
import { managerJoinRoutes } from '../../routes/manager-joins';
import { managerRoutes } from '../../routes/managers';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const dbs: TenantDb[] = [];
const db = () => {
  const fresh = freshDb();
  dbs.push(fresh);
  return fresh;
};
beforeAll(() => installDomStubs());
afterEach(() => {
  cleanup();
  appStore.set({ config: null });
});
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

const ROUTES = [...managerRoutes, ...managerJoinRoutes];
const PATH = '/my/register_associations';
const withRegistration = (open: boolean) =>
  appStore.set({ config: { register_associations: { open, cnpj_check: true, tolerance: 5 } } as CommonConfig });

async function catalog(d: TenantDb) {
  const type = uuidv7();
  const city = uuidv7();
  await seed(d, 'associationstypes', [{ id: type, name: 'Clube esportivo' }]);
  await seed(d, 'cities', [{ id: city, name: 'Campinas', state_id: uuidv7(), ibge: '3509502' }]);
  return { type, city };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function choose(label: RegExp, typed: string, option: string) {
  const combo = screen.getByRole('combobox', { name: label });
  fireEvent.click(combo);
  fireEvent.change(combo, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect((combo as HTMLInputElement).value).toBe(option));
}

async function fillEntity(cnpj: string) {
  await screen.findByRole('heading', { name: 'Nova entidade' }, SLOW);
  type(/^Razão social/, 'Associação Vôlei Barão');
  type(/^CNPJ/, cnpj);
  await choose(/^Categoria/, 'clube', 'Clube esportivo');
  await choose(/^Cidade/, 'campi', 'Campinas');
}

describe('/my/register_associations', () => {
  it('says in pt-BR that registration is closed when the tenant closed it, with no form', async () => {
    withRegistration(false);
    renderRoute(db(), PATH, TEST_USER, ROUTES);
    expect(await screen.findByText('O cadastro de novas entidades está fechado nesta federação. Para cadastrar a sua, fale com a secretaria.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar para aprovação' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver minhas solicitações de entidades' }).getAttribute('href')).toBe('/my/associationclaims/list');
  });

  it('the generic entity form with only what the person proposes, saved as an association_new request (no entity yet), then listed among their requests', async () => {
    withRegistration(true);
    const d = db();
    const { type: typeId, city } = await catalog(d);
    const { router } = renderRoute(d, PATH, TEST_USER, ROUTES);
    await fillEntity('11222333000181');
    // Whether it is active, and its shield, are not the requester's to propose.
    expect(screen.queryByRole('checkbox', { name: 'Ativa' })).toBeNull();
    expect(screen.queryByLabelText(/^Escudo/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/associationclaims/list'), SLOW);

    const [request] = await d.rows('approvals').toArray();
    expect(request).toMatchObject({
      kind: 'association_new', subject_collection: 'associations', subject_id: null, status: 'pendente', requested_by: TEST_USER.id,
      proposed: { name: 'Associação Vôlei Barão', cnpj: '11222333000181', associationstype_id: typeId, city_id: city },
    });
    const proposed = request!.proposed as Record<string, unknown>;
    expect(Object.keys(proposed).sort()).toEqual(['associationstype_id', 'city_id', 'cnpj', 'email', 'id', 'name', 'phone', 'short_name', 'sport_ids']);
    expect(await d.rows('associations').get(String(proposed.id))).toBeUndefined();
    expect((await d.outbox.toArray()).map((e) => e.name)).toEqual(['approvals.request']);
    expect(await screen.findByText('Associação Vôlei Barão', {}, SLOW)).toBeTruthy();
  });

  it('refuses at once, on the CNPJ field, a CNPJ another entity holds, and writes nothing', async () => {
    const d = db();
    const { type: typeId, city } = await catalog(d);
    await seed(d, 'associations', [{ id: uuidv7(), name: 'Clube Antigo', cnpj: '11222333000181', associationstype_id: typeId, city_id: city, sport_ids: [], active: true }]);
    renderRoute(d, PATH, TEST_USER, ROUTES);
    await fillEntity('11222333000181');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    const cnpj = screen.getByLabelText(/^CNPJ/);
    await waitFor(() => expect(cnpj.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getAllByText('CNPJ já está em uso por outra entidade.').length).toBeGreaterThan(0);
    expect(await d.rows('approvals').count()).toBe(0);
    expect(await d.outbox.count()).toBe(0);
  });
});
