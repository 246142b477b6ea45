// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, SLOW, warmUp, screenTestDbs } from '../../../tests/support/ui-harness';

const db = screenTestDbs();
// The generic pages' chunk loaded once, before the first render waits on it.
beforeAll(warmUp);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

// A treasurer types reais; the wire and the replica keep integer cents.
describe('money fields', () => {
  it('typing "180,00" saves 18000 cents, the list shows "R$ 180,00" and the edit form "180,00"', async () => {
    const d = db();
    const { router } = renderRoute(d, '/registers/registermembershipplans/create');
    await screen.findByRole('heading', { name: 'Novo plano de filiação' }, SLOW);
    type(/^Nome/, 'Anuidade atleta');
    type(/^Valor/, '180,00');
    type(/^Periodicidade/, 'anual');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/registers/registermembershipplans'), SLOW);
    const [plan] = await d.rows('registermembershipplans').toArray();
    expect(plan).toMatchObject({ name: 'Anuidade atleta', amount_cents: 18000, period: 'anual' });
    expect((await d.outbox.toArray())[0]).toMatchObject({ name: 'registermembershipplans.put', args: { amount_cents: 18000 } });
    expect(await screen.findByText('R$ 180,00')).toBeTruthy();

    cleanup();
    renderRoute(d, `/registers/registermembershipplans/edit/${String(plan!.id)}`);
    const amount = await screen.findByLabelText(/^Valor/, {}, SLOW);
    expect((amount as HTMLInputElement).value).toBe('180,00');
    fireEvent.change(amount, { target: { value: '1.234,5' } });
    save();
    await waitFor(async () => expect((await d.rows('registermembershipplans').get(String(plan!.id)))?.amount_cents).toBe(123450), SLOW);
  });

  it('refuses text that is not an amount with a pt-BR message under the field, and writes nothing', async () => {
    const d = db();
    renderRoute(d, '/registers/registermembershipplans/create');
    await screen.findByRole('heading', { name: 'Novo plano de filiação' }, SLOW);
    type(/^Nome/, 'Mensalidade');
    type(/^Valor/, '18O,00');
    type(/^Periodicidade/, 'mensal');
    save();
    const message = 'Valor: valor inválido. Use reais e centavos, ex.: 1.234,56.';
    expect(await screen.findByText(message)).toBeTruthy();
    const input = screen.getByLabelText(/^Valor/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(await d.outbox.count()).toBe(0);
    expect(await d.rows('registermembershipplans').count()).toBe(0);
  });
});
