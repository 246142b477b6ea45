// @vitest-environment jsdom
// Who acts on a transfer, as its page offers it: the adult athlete consents on their own page; a
// minor does not (the guardian does, on theirs); the releasing club's manager answers for the club
// and decides nothing; the federation decides, refusing only with a reason.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TenantDb } from '../../data/tenant-db';
import { uuidv7 } from '../../domain/uuid';
import { marketRoutes } from '../../routes/markets';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const db = screenTestDbs();
const PERSON = { ...TEST_USER, admin: false, master: false, permissions_names: [] };

async function transferOf(d: TenantDb, athleteUser: string, birthdate: string, over: Record<string, unknown> = {}) {
  const [market, from, to, profile] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  await seed(d, 'markets', [{ id: market, name: 'Transferências 2027', sport_id: uuidv7(), season: '2027', preset: 'cbca' }]);
  await seed(d, 'profiles', [{ id: profile, user_id: athleteUser, name: 'Caio Canoísta', cpf: '52998224725', birthdate, gender: 'masculino', association_id: from }]);
  const id = uuidv7();
  await seed(d, 'transfers', [{
    id, market_id: market, profile_id: profile, user_id: athleteUser, athlete_name: 'Caio Canoísta', from_association_id: from, to_association_id: to,
    status: 'pendente', requested_at: '2027-01-10T12:00:00.000Z', requested_by: uuidv7(), made_at: '2027-01-10T11:00:00.000Z', club_answer: 'pendente', ...over,
  }]);
  return { id, from };
}

describe('the transfer page\'s actions', () => {
  it('an adult athlete consents on their own page; the timeline then shows it, by them', async () => {
    const d = db();
    const { id } = await transferOf(d, PERSON.id, '1995-05-05');
    renderRoute(d, `/my/markets/transfers/${id}`, PERSON, marketRoutes);
    fireEvent.click(await screen.findByRole('button', { name: 'Consentir com a transferência' }, SLOW));
    expect(await screen.findByText('Consentimento do atleta')).toBeTruthy();
    expect(screen.getByText(/— você$/)).toBeTruthy();
    expect((await d.rows('transfers').get(id))?.athlete_consent_by).toBe(PERSON.id);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Consentir com a transferência' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Aprovar transferência' })).toBeNull();
  });

  it('a minor is not offered the consent: their guardian is', async () => {
    const d = db();
    const { id } = await transferOf(d, PERSON.id, '2014-05-05');
    renderRoute(d, `/my/markets/transfers/${id}`, PERSON, marketRoutes);
    expect(await screen.findByText('Atleta menor de 18 anos: quem consente com a transferência é o responsável.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Consentir com a transferência' })).toBeNull();
  });

  it('the releasing club\'s manager answers for the club and does not decide', async () => {
    const d = db();
    const { id, from } = await transferOf(d, uuidv7(), '1995-05-05');
    await seed(d, 'associations', [{ id: from, name: 'Clube Origem' }]);
    await seed(d, 'associationmanagers', [{ id: uuidv7(), association_id: from, user_id: PERSON.id }]);
    renderRoute(d, `/my/associations/markets/${from}/requests/${id}`, { ...PERSON, permissions_names: ['my_associations'] }, marketRoutes);
    fireEvent.click(await screen.findByRole('button', { name: 'Negar liberação' }, SLOW));
    expect(await screen.findByText('Clube de origem negou a liberação')).toBeTruthy();
    expect((await d.rows('transfers').get(id))?.club_answer).toBe('negada');
    // A refusal may still be turned into a release; the decision is the federation's.
    expect(screen.getByRole('button', { name: 'Conceder liberação' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar transferência' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Consentir com a transferência' })).toBeNull();
  });

  it('the federation refuses only with a reason, which the page then shows', async () => {
    const d = db();
    const { id } = await transferOf(d, uuidv7(), '1995-05-05');
    renderRoute(d, `/competitions/markets/transfers/${id}`, TEST_USER, marketRoutes);
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar transferência' }, SLOW));
    const confirm = screen.getByRole('button', { name: 'Confirmar recusa' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Motivo da recusa/), { target: { value: 'Documentação incompleta.' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Recusada pela federação')).toBeTruthy();
    expect(screen.getByText('Documentação incompleta.')).toBeTruthy();
    expect((await d.rows('transfers').get(id))?.status).toBe('recusada');
  });

  it('the federation records a fine in reais: a debt of the destination entity, shown as awaiting payment', async () => {
    const d = db();
    const { id } = await transferOf(d, uuidv7(), '1995-05-05');
    renderRoute(d, `/competitions/markets/transfers/${id}`, TEST_USER, marketRoutes);
    const amount = await screen.findByLabelText(/Lançar multa rescisória/, {}, SLOW);
    fireEvent.change(amount, { target: { value: 'mil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar fatos' }));
    expect(await screen.findByText('Valor da multa inválido. Use reais e centavos, ex.: 1.500,00.')).toBeTruthy();
    expect((await d.rows('transfers').get(id))?.fine_debt_id).toBeUndefined();
    fireEvent.change(amount, { target: { value: '1.500,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar fatos' }));
    expect(await screen.findByText(/Multa lançada como débito da entidade de destino: R\$\s1\.500,00\. Aguardando pagamento\./, {}, SLOW)).toBeTruthy();
    const transfer = await d.rows('transfers').get(id);
    expect(transfer).toMatchObject({ fine_cents: 150_000 });
    expect(await d.rows('debts').get(String(transfer?.fine_debt_id))).toMatchObject({ amount_cents: 150_000, origin: 'transfer', association_id: transfer?.to_association_id });
  });
});
