// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/uuid';
import { renderRoute, seed, SLOW, warmUp, screenTestDbs } from '../../../tests/support/ui-harness';

const db = screenTestDbs();
// The generic pages' chunk loaded once, before the first render waits on it.
beforeAll(warmUp);

const ids = { user: uuidv7(), profile: uuidv7(), type: uuidv7(), register: uuidv7(), entity: uuidv7(), other: uuidv7(), plan: uuidv7(), membership: uuidv7() };

async function seedPerson(d: ReturnType<typeof db>) {
  await seed(d, 'profiles', [{
    id: ids.profile, user_id: ids.user, name: 'Maria Souza', cpf: '52998224725', birthdate: '2000-05-01', gender: 'feminino',
    association_id: ids.other,
  }]);
  await seed(d, 'associations', [
    { id: ids.entity, name: 'Dojo Central' },
    { id: ids.other, name: 'Academia Norte' },
  ]);
  await seed(d, 'registertypes', [{ id: ids.type, name: 'Judô — CBJ', graduation_preset: 'cbj' }]);
  // Registered through another entity than her profile's: the membership must repeat the register's.
  await seed(d, 'registers', [{ id: ids.register, registertype_id: ids.type, user_id: ids.user, profile_id: ids.profile, association_id: ids.entity, number: '4711', status: 'ativo' }]);
  await seed(d, 'registermembershipplans', [{ id: ids.plan, name: 'Anuidade atleta', amount_cents: 18000, period: 'anual' }]);
}

describe('people by name in the registers screens', () => {
  it('lists and shows a membership, a register and a contract by the person’s name, never the profile id', async () => {
    const d = db();
    await seedPerson(d);
    await seed(d, 'registermemberships', [{ id: ids.membership, register_id: ids.register, plan_id: ids.plan, user_id: ids.user, profile_id: ids.profile, association_id: ids.entity, starts_on: '2026-03-01', status: 'ativa' }]);
    await seed(d, 'registercontracts', [{ id: uuidv7(), registertype_id: ids.type, user_id: ids.user, profile_id: ids.profile, association_id: ids.entity, kind: 'vinculo', number: 'C-1', starts_on: '2026-01-10' }]);

    for (const path of ['/registers/registermemberships', '/registers/registers', '/registers/registercontracts']) {
      renderRoute(d, path);
      expect(await screen.findByText('Maria Souza', {}, SLOW)).toBeTruthy();
      expect(screen.queryByText(ids.profile)).toBeNull();
      cleanup();
    }

    renderRoute(d, `/registers/registermemberships/show/${ids.membership}`);
    expect(await screen.findByRole('heading', { name: 'Maria Souza' }, SLOW)).toBeTruthy();
    expect(screen.queryByText(ids.profile)).toBeNull();
  });

  it('the membership form fills the person, login, register and the register’s entity from a CPF', async () => {
    const d = db();
    await seedPerson(d);
    const { router } = renderRoute(d, '/registers/registermemberships/create');
    await screen.findByRole('heading', { name: 'Nova filiação' }, SLOW);
    fireEvent.change(screen.getByPlaceholderText('000.000.000-00'), { target: { value: '529.982.247-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preencher' }));
    const register = screen.getByRole('combobox', { name: /^Registro/ });
    await waitFor(() => expect((register as HTMLInputElement).value).toBe('4711'), SLOW);
    // The entity's name is looked up after the register is set: it may come a render later.
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Entidade/ }) as HTMLInputElement).value).toBe('Dojo Central'), SLOW);

    const plan = screen.getByRole('combobox', { name: /^Plano/ });
    fireEvent.click(plan);
    fireEvent.change(plan, { target: { value: 'Anui' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Anuidade atleta' }, SLOW));
    await waitFor(() => expect((plan as HTMLInputElement).value).toBe('Anuidade atleta'), SLOW);
    fireEvent.change(screen.getByLabelText(/^Início/), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registers/registermemberships'), SLOW);
    const [row] = await d.rows('registermemberships').toArray();
    // "Situação" left blank: the membership starts with the schema's default, not a refusal.
    expect(row).toMatchObject({ register_id: ids.register, plan_id: ids.plan, user_id: ids.user, profile_id: ids.profile, association_id: ids.entity, status: 'ativa' });
  });
});
