// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setNoticeSink, type Notice } from '../../lib/notices';
import { UUID_V7_PATTERN, uuidv7 } from '../../domain/uuid';
import { freshDb, renderRoute, warmUp, seed, SLOW } from '../../../tests/support/ui-harness';

const dbs: ReturnType<typeof freshDb>[] = [];
const db = () => {
  const fresh = freshDb();
  dbs.push(fresh);
  return fresh;
};

beforeAll(warmUp);
afterEach(cleanup);
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('ResourceForm', () => {
  it("shows the schema's pt-BR messages on invalid input and writes nothing", async () => {
    const d = db();
    renderRoute(d, '/locations/countries/create');
    await screen.findByRole('heading', { name: 'Novo país' }, SLOW);
    type(/^Código ISO \(2 letras\)/, 'br');
    save();
    expect(await screen.findByText('Informe o nome.')).toBeTruthy();
    expect(screen.getByText('Código ISO deve ter 2 letras maiúsculas, ex.: BR.')).toBeTruthy();
    expect(screen.getByText('DDI deve ter de 1 a 4 dígitos, ex.: 55.')).toBeTruthy();
    expect(screen.getByLabelText(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    expect(await d.outbox.count()).toBe(0);
    expect(await d.rows('countries').count()).toBe(0);
  });

  it('creates a record with a v7 id and exactly one outbox entry, then returns to the list', async () => {
    const d = db();
    const { router } = renderRoute(d, '/locations/countries/create');
    await screen.findByRole('heading', { name: 'Novo país' }, SLOW);
    type(/^Nome/, 'Uruguai');
    type(/^Código ISO \(2 letras\)/, 'UY');
    type(/^Código ISO \(3 letras\)/, 'URY');
    type(/^DDI/, '598');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations/countries'));
    const rows = await d.rows('countries').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Uruguai', iso2: 'UY', iso3: 'URY', ddi: '598', name_search: 'uruguai' });
    expect(rows[0]!.id).toMatch(UUID_V7_PATTERN);
    const outbox = await d.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'countries.put', status: 'pending', args: { id: rows[0]!.id, name: 'Uruguai' } });
    expect(await screen.findByText('Uruguai')).toBeTruthy();
  });

  it('says so when the device cannot store the write, and stays on the form with what was typed', async () => {
    const d = db();
    const { router } = renderRoute(d, '/locations/countries/create');
    await screen.findByRole('heading', { name: 'Novo país' }, SLOW);
    const notices: Notice[] = [];
    setNoticeSink((notice) => notices.push(notice));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      type(/^Nome/, 'Uruguai');
      type(/^Código ISO \(2 letras\)/, 'UY');
      type(/^Código ISO \(3 letras\)/, 'URY');
      type(/^DDI/, '598');
      d.close(); // IndexedDB gone from under the form (another tab deleting it, storage evicted)
      save();
      await waitFor(() => expect(notices.map((n) => [n.type, n.title])).toContainEqual(['error', 'Não foi possível salvar neste aparelho. Tente de novo.']));
      expect(router.state.location.pathname).toBe('/locations/countries/create');
      expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Uruguai');
    } finally {
      setNoticeSink(null);
      quiet.mockRestore();
    }
  });

  it('ties each error to its field, the comboboxes included (aria-invalid, aria-describedby)', async () => {
    renderRoute(db(), '/locations/cities/create');
    await screen.findByRole('heading', { name: 'Nova cidade' }, SLOW);
    save();
    await screen.findByText('Selecione o estado.');
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
    const combo = screen.getByRole('combobox', { name: /^Estado/ });
    expect(combo.getAttribute('aria-invalid')).toBe('true');
    expect(described(combo)).toContain('Selecione o estado.');
    expect(described(screen.getByLabelText(/^Nome/))).toContain('Informe o nome.');
  });

  it('picks a reference through the searchable combobox and saves a city', async () => {
    const d = db();
    const sp = uuidv7();
    await seed(d, 'states', [
      { id: sp, name: 'São Paulo', uf: 'SP', ibge: '35', country_id: uuidv7() },
      { id: uuidv7(), name: 'Sergipe', uf: 'SE', ibge: '28', country_id: uuidv7() },
    ]);
    const { router } = renderRoute(d, '/locations/cities/create');
    await screen.findByRole('heading', { name: 'Nova cidade' }, SLOW);
    type(/^Nome/, 'Campinas');
    type(/^Código IBGE/, '3509502');
    const combo = screen.getByRole('combobox', { name: /^Estado/ });
    fireEvent.click(combo);
    fireEvent.change(combo, { target: { value: 'sao' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Sergipe' })).toBeNull());
    const option = await screen.findByRole('option', { name: 'São Paulo' });
    fireEvent.click(option);
    await waitFor(() => expect((combo as HTMLInputElement).value).toBe('São Paulo'));
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations/cities'));
    const [city] = await d.rows('cities').toArray();
    expect(city).toMatchObject({ name: 'Campinas', ibge: '3509502', state_id: sp, stateregion_id: null });
  });

  it('edits a stored row and deletes it after confirmation', async () => {
    const d = db();
    const id = uuidv7();
    await seed(d, 'sports', [{ id, name: 'Futebol', code: 'FUT', team_sport: true, active: true }]);
    const { router } = renderRoute(d, `/admin/sports/edit/${id}`);
    const name = await screen.findByLabelText(/^Nome/, {}, SLOW);
    expect((name as HTMLInputElement).value).toBe('Futebol');
    expect((screen.getByRole('checkbox', { name: 'Modalidade coletiva' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(name, { target: { value: 'Futebol de campo' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sports'));
    expect(await d.rows('sports').get(id)).toMatchObject({ name: 'Futebol de campo', code: 'FUT', team_sport: true });

    cleanup();
    renderRoute(d, `/admin/sports/show/${id}`);
    await screen.findByRole('heading', { name: 'Futebol de campo' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Excluir a modalidade “Futebol de campo”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(async () => expect(await d.rows('sports').get(id)).toBeUndefined());
    expect((await d.outbox.toArray()).map((e) => e.name)).toEqual(['sports.put', 'sports.delete']);
  });

  it('says so when the row to edit does not exist', async () => {
    renderRoute(db(), `/locations/states/edit/${uuidv7()}`);
    expect(await screen.findByRole('heading', { name: 'Estado não encontrado.' }, SLOW)).toBeTruthy();
  });

  it("an entity's shield is a square photo picker (camera or file, cropped here), not an address to type", async () => {
    renderRoute(db(), '/records/associations/create');
    await screen.findByRole('heading', { name: 'Nova entidade' }, SLOW);
    const shield = screen.getByText(/^Escudo/).closest('[data-part="root"]') as HTMLElement;
    expect(within(shield).getByText('Escolher foto')).toBeTruthy();
    expect(within(shield).queryByRole('textbox')).toBeNull();
    expect(within(shield).getByText('Sem foto')).toBeTruthy();
  });
});
