// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../domain/api';
import { cpfFromBase } from '../../../domain/cpf';
import { uuidv7 } from '../../../domain/uuid';
import { recordImageRoutes } from '../../../routes/record-images';
import type { TenantDb } from '../../../data/tenant-db';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../../tests/support/ui-harness';

// jsdom cannot decode or draw pictures: the re-encode is the browser's (photo-picker.test.tsx does the same).
vi.mock('../../../ui/files/reencode', async (original) => ({
  ...(await original<typeof import('../../../ui/files/reencode')>()),
  cropAndEncode: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 9])], { type: 'image/jpeg' })),
}));

const db = screenTestDbs();
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test/picture');
  URL.revokeObjectURL = vi.fn();
});

/** A signed-in person with no federation permission (the spec opens the person's route to every login). */
const PLAIN: UserInfo = { ...TEST_USER, id: uuidv7(), admin: false, master: false, permissions_names: [] };

async function person(d: TenantDb, userId: string) {
  const id = uuidv7();
  await seed(d, 'profiles', [{
    id, user_id: userId, name: 'Rita Retrato', cpf: cpfFromBase('345678912'), birthdate: '1999-03-03', gender: 'feminino',
    verified: true, photo_url: 'demo-photos/rita.svg',
  }]);
  return id;
}

async function pick(container: HTMLElement) {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'foto.jpg', { type: 'image/jpeg' })] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Usar esta foto' }, SLOW));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Enquadrar a foto' })).toBeNull(), SLOW);
}

describe('a record\'s picture (/records/{users|associations}/image/{id})', () => {
  it('the federation changes a person\'s photo directly: a profiles.put of the row with the new photo, the photo kept on the device', async () => {
    const d = db();
    const id = await person(d, uuidv7());
    const { container } = renderRoute(d, `/records/users/image/${id}`, TEST_USER, recordImageRoutes);
    expect(await screen.findByRole('img', { name: 'Foto atual de Rita Retrato' }, SLOW)).toBeTruthy();
    await pick(container);
    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), SLOW);
    fireEvent.click(save);
    let photo = '';
    await waitFor(async () => {
      photo = String((await d.rows('profiles').get(id))?.photo_url);
      expect(photo).toMatch(/^files\/[0-9a-f]{64}$/);
    }, SLOW);
    const [entry] = await d.outbox.toArray();
    expect(entry).toMatchObject({ name: 'profiles.put' });
    // The whole row goes (a put replaces it): the name and CPF are still there, not only the photo.
    expect(entry?.args).toMatchObject({ id, name: 'Rita Retrato', photo_url: photo });
    expect(await d.files.get(photo)).toMatchObject({ status: 'pending', kind: 'image' });
    expect(await d.rows('approvals').count()).toBe(0);
  });

  it('anyone else asks for it: their own photo becomes a profile_picture request, the profile unchanged', async () => {
    const d = db();
    const id = await person(d, PLAIN.id);
    const { container } = renderRoute(d, `/records/users/image/${id}`, PLAIN, recordImageRoutes);
    expect(await screen.findByText('A nova foto vale depois de aprovada pela federação.', {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nova foto' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await pick(container);
    const send = screen.getByRole('button', { name: 'Enviar para aprovação' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false), SLOW);
    fireEvent.click(send);
    await waitFor(async () => expect(await d.rows('approvals').count()).toBe(1), SLOW);
    expect((await d.rows('approvals').toArray())[0]).toMatchObject({ kind: 'profile_picture', subject_id: id, requested_by: PLAIN.id, status: 'pendente' });
    expect((await d.rows('profiles').get(id))?.photo_url).toBe('demo-photos/rita.svg');
  });

  it('a record not on this device says so, with no picker', async () => {
    const d = db();
    renderRoute(d, `/records/associations/image/${uuidv7()}`, TEST_USER, recordImageRoutes);
    expect(await screen.findByText('Este cadastro não está neste aparelho.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
