// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TenantDb } from '../../data/tenant-db';
import { uuidv7 } from '../../domain/uuid';
import { managerRoutes } from '../../routes/managers';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

// jsdom cannot decode or draw pictures: the re-encode is the browser's (photo-picker.test.tsx does the same).
vi.mock('../../ui/files/reencode', async (original) => ({
  ...(await original<typeof import('../../ui/files/reencode')>()),
  cropAndEncode: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 7])], { type: 'image/jpeg' })),
}));

const dbs: TenantDb[] = [];
const db = () => {
  const fresh = freshDb();
  dbs.push(fresh);
  return fresh;
};
beforeAll(() => {
  installDomStubs();
  URL.createObjectURL = vi.fn(() => 'blob:test/shield');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

const AT = '2026-11-20T10:00:00.000Z';
const request = (over: Record<string, unknown>) => ({
  id: uuidv7(), kind: 'association_shield', subject_collection: 'associations', before: { shield_url: null }, requested_by: TEST_USER.id, requested_at: AT,
  status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null, history: [], ...over,
});

async function managedEntity(d: TenantDb, over: Record<string, unknown> = {}) {
  const id = uuidv7();
  // A whole, valid entity: the request is checked against the row it would make.
  const [type, city] = [uuidv7(), uuidv7()];
  await seed(d, 'associationstypes', [{ id: type, name: 'Clube' }]);
  await seed(d, 'cities', [{ id: city, name: 'Campinas', state_id: uuidv7(), ibge: '3509502' }]);
  await seed(d, 'associations', [{ id, name: 'Clube do Escudo', cnpj: '11222333000181', associationstype_id: type, city_id: city, sport_ids: [], active: true, shield_url: 'demo-photos/escudo-a.svg', ...over }]);
  await seed(d, 'associationmanagers', [{ id: uuidv7(), association_id: id, user_id: TEST_USER.id }]);
  return id;
}

describe('the entity shield page', () => {
  it('shows the current shield and a refusal\'s reason; a new square shield is kept on the device and requested for approval', async () => {
    const d = db();
    const entity = await managedEntity(d);
    const refused = request({ subject_id: entity, proposed: { shield_url: 'demo-photos/escudo-b.svg' }, status: 'recusado', reason: 'Imagem sem nitidez.', requested_at: '2026-11-19T10:00:00.000Z' });
    await seed(d, 'approvals', [refused]);
    const { container } = renderRoute(d, `/my/associations/image/${entity}`, TEST_USER, managerRoutes);
    expect(await screen.findByRole('img', { name: 'Escudo atual de Clube do Escudo' }, SLOW)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Pedidos de troca do escudo' });
    expect(await within(history).findByText('Imagem sem nitidez.', {}, SLOW)).toBeTruthy();
    expect(within(history).getByText('Recusado')).toBeTruthy();

    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'escudo.jpg', { type: 'image/jpeg' })] } });
    // The shield's frame is square: the crop speaks of the picture, not of a face.
    expect(await screen.findByText('Arraste (ou use as setas do teclado) para posicionar a imagem no quadro.', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usar esta foto' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Enquadrar a foto' })).toBeNull(), SLOW);
    const send = await screen.findByRole('button', { name: 'Enviar para aprovação' }, SLOW);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false), SLOW);
    fireEvent.click(send);

    let asked: Record<string, unknown> | undefined;
    await waitFor(async () => {
      asked = (await d.rows('approvals').where('subject_id').equals(entity).toArray()).find((r) => r.status === 'pendente');
      expect(asked).toBeTruthy();
    }, SLOW);
    expect(asked).toMatchObject({ kind: 'association_shield', subject_collection: 'associations', requested_by: TEST_USER.id, before: { shield_url: 'demo-photos/escudo-a.svg' } });
    const ref = (asked!.proposed as { shield_url: string }).shield_url;
    expect(ref).toMatch(/^files\/[0-9a-f]{64}$/);
    // The picture waits on the device for the next sync, which uploads it before the request.
    expect(await d.files.get(ref)).toMatchObject({ status: 'pending', kind: 'image' });
    expect(await screen.findByTestId('photo-pending', {}, SLOW)).toBeTruthy();
    expect(await d.outbox.count()).toBe(1);
  });

  it('says so for an entity the person does not manage, and offers no picker', async () => {
    const d = db();
    const other = uuidv7();
    await seed(d, 'associations', [{ id: other, name: 'Clube Alheio' }]);
    renderRoute(d, `/my/associations/image/${other}`, TEST_USER, managerRoutes);
    expect(await screen.findByText('Esta entidade não está entre as que você administra neste aparelho.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escolher foto' })).toBeNull();
  });
});
