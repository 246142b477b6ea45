// @vitest-environment jsdom
// The transfer request as a club's manager and the federation make it: the device's rule preview
// (a window closed by its clock; the 12-month interval of an athlete it holds), a CPF the device does
// not know going with the origin the person names, the request pending on its page until the server
// answers, and the server's refusal shown there in its own words.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TenantDb } from '../../data/tenant-db';
import { cpfFromBase } from '../../domain/cpf';
import { uuidv7 } from '../../domain/uuid';
import { marketRoutes } from '../../routes/markets';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const db = screenTestDbs();

const MANAGER = { ...TEST_USER, admin: false, master: false, permissions_names: ['my_associations'] };

async function world(d: TenantDb, window: { starts_at: string; ends_at: string }) {
  const [type, city, own, other, market, sport] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  await seed(d, 'associationstypes', [{ id: type, name: 'Clube' }]);
  await seed(d, 'cities', [{ id: city, name: 'Campinas', state_id: uuidv7(), ibge: '3509502' }]);
  const entity = (id: string, name: string) => ({ id, name, associationstype_id: type, city_id: city, sport_ids: [], active: true });
  await seed(d, 'associations', [entity(own, 'Clube Destino'), entity(other, 'Clube Origem')]);
  await seed(d, 'associationmanagers', [{ id: uuidv7(), association_id: own, user_id: TEST_USER.id }]);
  await seed(d, 'markets', [{ id: market, name: 'Transferências 2027', sport_id: sport, season: '2027', preset: 'cbca' }]);
  await seed(d, 'marketwindows', [{ id: uuidv7(), market_id: market, ...window }]);
  return { own, other, market };
}

const openNewRequest = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Novo pedido de transferência' }, SLOW));
  return screen.findByRole('form', { name: 'Pedido de transferência' }, SLOW);
};

describe('the transfer request', () => {
  it('a closed window is named with the day it reopens; an unknown CPF goes with the named origin; the server\'s refusal shows on the request', async () => {
    const d = db();
    const { own, other } = await world(d, { starts_at: '2099-01-01T00:00:00.000-03:00', ends_at: '2099-02-01T00:00:00.000-03:00' });
    renderRoute(d, `/my/associations/markets/${own}/requests`, MANAGER, marketRoutes);
    const form = await openNewRequest();
    const cpf = cpfFromBase('612345678');
    fireEvent.change(within(form).getByLabelText('Atleta (CPF ou nome)'), { target: { value: cpf } });
    fireEvent.change(await within(form).findByLabelText('Entidade de origem (onde o atleta está registrado)'), { target: { value: other } });
    expect(await within(form).findByText(/^Janela de transferências fechada: o pedido foi recebido em .* a próxima janela abre em 01\/01\/2099\.$/)).toBeTruthy();

    // The preview warns; the server decides: the request is saved and waits for it.
    fireEvent.click(within(form).getByRole('button', { name: 'Pedir transferência' }));
    expect(await screen.findByText('Aguardando envio ao servidor', {}, SLOW)).toBeTruthy();
    const [entry] = await d.outbox.toArray();
    expect(entry).toMatchObject({ name: 'transfers.request', status: 'pending', args: { cpf, from_association_id: other, to_association_id: own } });
    expect(entry!.args).not.toHaveProperty('profile_id');

    const message = 'Janela de transferências fechada: o pedido foi feito em 31/01/2027, 23:50:00 e recebido em 01/02/2027, 00:00:05 (horário de Brasília), fora de toda janela do mercado; a próxima janela abre em 01/07/2027.';
    await d.outbox.update(entry!.id!, { status: 'rejected', code: 'rule', message });
    const refused = await screen.findByTestId('refused-transfer-write');
    expect(refused.textContent).toContain(message);
    await waitFor(() => expect(screen.queryByText('Aguardando envio ao servidor')).toBeNull());
    // The next pull leaves no such row on the device; the reason stays on its page.
    await d.rows('transfers').delete(String(entry!.args.id));
    expect(await screen.findByRole('heading', { name: 'Transferência não encontrada' })).toBeTruthy();
    expect((await screen.findByTestId('refused-transfer-write')).textContent).toContain(message);
  });

  it('an athlete the device holds: the 12-month rule (CBCa) is previewed with the day it lifts', async () => {
    const d = db();
    const now = Date.now();
    const { own, other, market } = await world(d, { starts_at: new Date(now - 86_400_000).toISOString(), ends_at: new Date(now + 86_400_000).toISOString() });
    const profile = uuidv7();
    const cpf = cpfFromBase('612345679');
    await seed(d, 'profiles', [{ id: profile, user_id: uuidv7(), name: 'Bia Remadora', cpf, birthdate: '1999-01-01', gender: 'feminino', association_id: other }]);
    const lastMove = new Date(now - 90 * 86_400_000);
    await seed(d, 'marketcommits', [{
      id: uuidv7(), market_id: market, kind: 'transferencia', transfer_id: uuidv7(), profile_id: profile, athlete_name: 'Bia Remadora',
      from_association_id: own, to_association_id: other, effective_at: lastMove.toISOString(), decided_by: uuidv7(),
    }]);
    renderRoute(d, '/competitions/markets/transfers', TEST_USER, marketRoutes);
    const form = await openNewRequest();
    fireEvent.change(within(form).getByLabelText('Entidade de destino'), { target: { value: own } });
    fireEvent.change(within(form).getByLabelText('Atleta (CPF ou nome)'), { target: { value: 'bia' } });
    fireEvent.click(await within(form).findByRole('button', { name: /^Bia Remadora — .* — Clube Origem$/ }, SLOW));
    const rule = await within(form).findByText(/^1 transferência a cada 12 meses: possível a partir de \d{2}\/\d{2}\/\d{4}\.$/, {}, SLOW);
    const lifts = new Date(lastMove);
    lifts.setMonth(lifts.getMonth() + 12);
    expect(rule.textContent).toContain(String(lifts.getFullYear()));
    expect(within(form).queryByText(/Janela de transferências fechada/)).toBeNull();
  });
});
