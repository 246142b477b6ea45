// @vitest-environment jsdom
// A manager changes the photo of a person of their entity (`/my/associations/{association_id}/users/
// image/{id}/{team_id?}`, `/my/teams/{team_id}/users/image/{id}`): drawn from the local replica, the
// photo kept on the device and the profile_picture request written locally with no network.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TenantDb } from '../../data/tenant-db';
import { cpfFromBase } from '../../domain/cpf';
import { uuidv7 } from '../../domain/uuid';
import { managerRoutes } from '../../routes/managers';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

// jsdom cannot decode or draw pictures: the re-encode is the browser's (photo-picker.test.tsx does the same).
vi.mock('../../ui/files/reencode', async (original) => ({
  ...(await original<typeof import('../../ui/files/reencode')>()),
  cropAndEncode: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 7])], { type: 'image/jpeg' })),
}));

const MANAGER = { ...TEST_USER, admin: false, master: false, permissions_names: ['my_associations', 'my_users', 'my_teams'] };

const dbs: TenantDb[] = [];
beforeAll(() => {
  installDomStubs();
  URL.createObjectURL = vi.fn(() => 'blob:test/photo');
  URL.revokeObjectURL = vi.fn();
  // Offline: any network call fails (the screen and the request must not need one).
  globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(cleanup);
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

let cpf = 400_000_001;
async function entityWithPeople() {
  const db = freshDb();
  dbs.push(db);
  const own = uuidv7();
  const other = uuidv7();
  const team = uuidv7();
  await seed(db, 'associations', [{ id: own, name: 'Clube do Gestor' }, { id: other, name: 'Clube Alheio' }]);
  await seed(db, 'associationmanagers', [{ id: uuidv7(), association_id: own, user_id: MANAGER.id }]);
  await seed(db, 'teams', [{ id: team, name: 'Sub-17 Feminino', association_id: own }]);
  const person = (name: string, association: string, verified: boolean) =>
    ({ id: uuidv7(), user_id: uuidv7(), name, cpf: cpfFromBase(String(cpf++)), birthdate: '2009-05-01', gender: 'feminino', association_id: association, verified });
  const people = { verified: person('Ana Conferida', own, true), pending: person('Bia Em Análise', own, false), stranger: person('Caia de Fora', other, true) };
  await seed(db, 'profiles', Object.values(people));
  return { db, own, team, people };
}

describe('the manager\'s photo of a person', () => {
  it('asks for a new photo offline: kept on the device, the request by the manager waiting in the outbox', async () => {
    const { db, own, people } = await entityWithPeople();
    const view = renderRoute(db, `/my/associations/${own}/users/image/${people.verified.user_id}`, MANAGER, managerRoutes);
    expect(await screen.findByRole('heading', { name: 'Foto de Ana Conferida', level: 1 }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à pessoa' }).getAttribute('href')).toBe(`/my/associations/users/${own}/show/${people.verified.id}`);

    await screen.findByRole('button', { name: 'Escolher foto' }, SLOW);
    const input = view.container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'IMG_0002.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Usar esta foto' }, SLOW));
    await screen.findByRole('button', { name: 'Trocar foto' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));

    expect(await screen.findByTestId('photo-pending', {}, SLOW)).toBeTruthy();
    const [request] = await db.rows('approvals').toArray();
    expect(request).toMatchObject({ kind: 'profile_picture', subject_id: people.verified.id, requested_by: MANAGER.id, status: 'pendente' });
    const ref = String((request!.proposed as { photo_url: string }).photo_url);
    expect(ref).toMatch(/^files\/[0-9a-f]{64}$/);
    expect(await db.files.get(ref)).toMatchObject({ status: 'pending', kind: 'image' });
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['approvals.request']);
    // The profile itself waits for the federation.
    expect((await db.rows('profiles').get(people.verified.id))?.photo_url).toBeUndefined();
    const mine = within(screen.getByRole('region', { name: 'Pedidos de foto que você fez para esta pessoa' }));
    expect(mine.getByTestId('my-request').getAttribute('data-status')).toBe('pendente');
  });

  it('from a team: the same screen, leading back to the team (the team route and the entity route with a team)', async () => {
    const { db, own, team, people } = await entityWithPeople();
    renderRoute(db, `/my/teams/${team}/users/image/${people.verified.user_id}`, MANAGER, managerRoutes);
    const back = await screen.findByRole('link', { name: 'Voltar à equipe Sub-17 Feminino' }, SLOW);
    expect(back.getAttribute('href')).toBe(`/my/teams/show/${team}`);
    expect(await screen.findByRole('button', { name: 'Enviar para aprovação' }, SLOW)).toBeTruthy();
    cleanup();
    renderRoute(db, `/my/associations/${own}/users/image/${people.verified.user_id}/${team}`, MANAGER, managerRoutes);
    expect((await screen.findByRole('link', { name: 'Voltar à equipe Sub-17 Feminino' }, SLOW)).getAttribute('href')).toBe(`/my/associations/teams/${own}/${team}`);
  });

  it('a registration still under review changes photo through its edit form, not a request', async () => {
    const { db, own, people } = await entityWithPeople();
    renderRoute(db, `/my/associations/${own}/users/image/${people.pending.user_id}`, MANAGER, managerRoutes);
    const notice = await screen.findByTestId('photo-under-review', {}, SLOW);
    expect(within(notice).getByRole('link', { name: 'Editar o cadastro' }).getAttribute('href')).toBe(`/my/associations/users/${own}/edit/${people.pending.id}`);
    expect(screen.queryByRole('button', { name: 'Enviar para aprovação' })).toBeNull();
  });

  it('offers nothing for a person of another entity, nor for an entity the person does not manage', async () => {
    const { db, own, people } = await entityWithPeople();
    renderRoute(db, `/my/associations/${own}/users/image/${people.stranger.user_id}`, MANAGER, managerRoutes);
    expect(await screen.findByText('Esta pessoa não está entre as pessoas de Clube do Gestor neste aparelho.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar para aprovação' })).toBeNull();
    cleanup();
    renderRoute(db, `/my/associations/${String(people.stranger.association_id)}/users/image/${people.stranger.user_id}`, MANAGER, managerRoutes);
    expect(await screen.findByText('Esta entidade não está entre as que você administra neste aparelho.', {}, SLOW)).toBeTruthy();
  });
});
