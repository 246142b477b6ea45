// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../data/mutate';
import { uuidv7 } from '../../domain/uuid';
import { freshDb, installDomStubs, renderRoute, warmUp, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const STATE = uuidv7();
const city = (name: string, ibge = String(1000000 + Math.floor(Math.random() * 8999999))) => ({ id: uuidv7(), name, ibge, state_id: STATE });

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

/** The replica as a finished download leaves it (the last page writes lastSyncAt). */
const downloaded = (d: ReturnType<typeof freshDb>) =>
  d.meta.put({ key: 'sync', cursor: 42, schemaVersion: 1, lastSyncAt: new Date().toISOString() });

const dataRows = () => document.querySelectorAll('tr[data-row]');
const IBGE: Record<string, number> = { Campinas: 3509502, 'Santo André': 3547809, Santos: 3548500, Sorocaba: 3552205 };
const ibgeOf = (name: string) => IBGE[name]!;

describe('ResourceList', () => {
  it('shows the empty state with a create button once the download is over', async () => {
    const d = db();
    await downloaded(d);
    renderRoute(d, '/locations/cities');
    expect(await screen.findByText('Nenhuma cidade cadastrada ainda.', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Nova cidade' }).length).toBeGreaterThan(0);
  });

  it('says the rows are being downloaded, not that there are none, during the first download', async () => {
    const d = db();
    renderRoute(d, '/locations/cities');
    expect(await screen.findByText('Baixando cidades…', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Baixando cidades…' })).toBeTruthy();
    expect(screen.queryByText('Nenhuma cidade cadastrada ainda.')).toBeNull();
    // The download ends: now the list is really empty.
    await downloaded(d);
    expect(await screen.findByText('Nenhuma cidade cadastrada ainda.', {}, SLOW)).toBeTruthy();
  });

  it('keeps saying so while the downloaded rows wait in packs to be unpacked', async () => {
    const d = db();
    await downloaded(d);
    await d.packs.add({ collection: 'cities', writes: [{ id: uuidv7(), row: null }] });
    renderRoute(d, '/locations/cities');
    expect(await screen.findByText('Baixando cidades…', {}, SLOW)).toBeTruthy();
    await d.packs.clear();
    expect(await screen.findByText('Nenhuma cidade cadastrada ainda.', {}, SLOW)).toBeTruthy();
  });

  it('finds a row by accent-insensitive prefix and not the others, with the state name resolved', async () => {
    const d = db();
    await downloaded(d);
    await seed(d, 'states', [{ id: STATE, name: 'São Paulo', uf: 'SP', ibge: '35', country_id: uuidv7() }]);
    await seed(d, 'cities', [city('São Paulo'), city('Santos'), city('Salvador'), city('São José dos Campos'), city('Rio Claro')]);
    renderRoute(d, '/locations/cities');
    await screen.findByText('Santos', {}, SLOW);
    expect(dataRows()).toHaveLength(5);

    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'SAO P' } });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    const row = dataRows()[0] as HTMLElement;
    // The city and, resolved from state_id, its state.
    await waitFor(() => expect(within(row).getAllByText('São Paulo')).toHaveLength(2));
    expect(screen.queryByText('Santos')).toBeNull();

    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'xyz' } });
    expect(await screen.findByText('Nenhum resultado para “xyz”.')).toBeTruthy();
  });

  it('sorts by an indexed column and pages by key range', async () => {
    const d = db();
    await downloaded(d);
    await seed(d, 'cities', Array.from({ length: 30 }, (_, i) => city(`Cidade ${String(i).padStart(2, '0')}`, String(9000000 - i))));
    renderRoute(d, '/locations/cities');
    await screen.findByText('Cidade 00', {}, SLOW);
    expect(dataRows()).toHaveLength(25);
    const header = screen.getByRole('columnheader', { name: /Código IBGE/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(within(dataRows()[0] as HTMLElement).getByText('Cidade 29')).toBeTruthy());
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    // A second click reverses the column: highest code first, said to screen readers.
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(within(dataRows()[0] as HTMLElement).getByText('Cidade 00')).toBeTruthy());
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    expect(within(dataRows()[4] as HTMLElement).getByText('Cidade 29')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(within(dataRows()[0] as HTMLElement).getByText('Cidade 29')).toBeTruthy());
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    expect(screen.getByText('Página 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(dataRows()).toHaveLength(25));
  });

  it('combines a state filter, a name search and a column sort', async () => {
    const d = db();
    await downloaded(d);
    const rj = uuidv7();
    await seed(d, 'states', [
      { id: STATE, name: 'São Paulo', uf: 'SP', ibge: '35', country_id: uuidv7() },
      { id: rj, name: 'Rio de Janeiro', uf: 'RJ', ibge: '33', country_id: uuidv7() },
    ]);
    await seed(d, 'cities', [
      city('Santos', '3548500'), city('Santo André', '3547809'), city('Sorocaba', '3552205'), city('Campinas', '3509502'),
      { ...city('Santo Antônio de Pádua', '3304706'), state_id: rj }, { ...city('São Gonçalo', '3304904'), state_id: rj },
    ]);
    renderRoute(d, '/locations/cities');
    await screen.findByText('Campinas', {}, SLOW);
    expect(dataRows()).toHaveLength(6);

    // Filter: the state's cities, still in name order (the compound [state_id+name_search] index).
    const combo = screen.getByRole('combobox', { name: /^Estado/ });
    fireEvent.click(combo);
    fireEvent.change(combo, { target: { value: 'rio' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Rio de Janeiro' }));
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const names = () => [...dataRows()].map((r) => r.querySelector('td')?.textContent);
    expect(names()).toEqual(['Santo Antônio de Pádua', 'São Gonçalo']);

    // A search keeps the filter: "san" among Rio de Janeiro's cities only.
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'san' } });
    await waitFor(() => expect(names()).toEqual(['Santo Antônio de Pádua']));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'sor' } });
    expect(await screen.findByText('Nenhum resultado para “sor” com este filtro.')).toBeTruthy();

    // Another state, the search cleared, sorted by IBGE code: the filter holds under the new order.
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: '' } });
    fireEvent.click(combo);
    fireEvent.change(combo, { target: { value: 'são' } });
    fireEvent.click(await screen.findByRole('option', { name: 'São Paulo' }));
    await waitFor(() => expect(names()).toEqual(['Campinas', 'Santo André', 'Santos', 'Sorocaba']));
    // Highest IBGE code first (two clicks): the order differs from the names', and the other state's
    // cities (lower codes) stay out, read through the IBGE index with the state checked per row.
    const header = screen.getByRole('columnheader', { name: /Código IBGE/ });
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Campinas', 'Santo André', 'Santos', 'Sorocaba'].sort((a, b) => ibgeOf(b) - ibgeOf(a))));
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    const d = db();
    await downloaded(d);
    await seed(d, 'cities', [city('Americana'), city('Bauru'), city('Campinas')]);
    const { router } = renderRoute(d, '/locations/cities');
    await screen.findByText('Campinas', {}, SLOW);
    const rows = dataRows();
    expect([...rows].map((r) => r.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    (rows[0] as HTMLElement).focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1]!, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2]!, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/locations\/cities\/show\//));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campinas' })).toBeTruthy();
  });

  it('shows one card per row below 600 px', async () => {
    installDomStubs(false);
    try {
      const d = db();
      await downloaded(d);
      await seed(d, 'cities', [city('Americana')]);
      renderRoute(d, '/locations/cities');
      const link = await screen.findByRole('link', { name: 'Americana' }, SLOW);
      expect(link.closest('article')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByText('Código IBGE')).toBeTruthy();
    } finally {
      installDomStubs(true);
    }
  });

  it('marks rows written locally and not yet synced as pending', async () => {
    const d = db();
    await seed(d, 'states', [{ id: STATE, name: 'São Paulo', uf: 'SP', ibge: '35', country_id: uuidv7() }]); // the write's reference
    await downloaded(d);
    await seed(d, 'cities', [city('Campinas')]);
    await mutate(d, { userId: TEST_USER.id }, 'cities.put', city('Jundiaí', '3525904'));
    renderRoute(d, '/locations/cities');
    const row = (await screen.findByText('Jundiaí', {}, SLOW)).closest('tr')!;
    expect(await within(row).findByText('Pendente')).toBeTruthy();
    const other = screen.getByText('Campinas').closest('tr')!;
    expect(within(other).queryByText('Pendente')).toBeNull();
  });

  it('"Todos" renders only a window of 5k rows and reads more as it scrolls', async () => {
    const d = db();
    await downloaded(d);
    await seed(d, 'cities', Array.from({ length: 5000 }, (_, i) => city(`Município ${String(i).padStart(4, '0')}`)));
    renderRoute(d, '/locations/cities');
    await screen.findByText('Município 0000', {}, SLOW);
    fireEvent.change(screen.getByLabelText('Registros por página'), { target: { value: 'all' } });
    const box = await screen.findByTestId('all-rows', {}, SLOW);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(10));
    expect(dataRows().length).toBeLessThan(60);
    expect(screen.queryByText('Município 0100')).toBeNull();

    // Scroll deep: the window moves (rows far below are rendered, the first ones are gone).
    await act(async () => {
      box.scrollTop = 41 * 200;
      box.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getByText('Município 0205')).toBeTruthy());
    expect(screen.queryByText('Município 0000')).toBeNull();
    expect(dataRows().length).toBeLessThan(60);

    // Past the first chunk (250 rows): the next key range was read ahead while scrolling.
    await act(async () => {
      box.scrollTop = 41 * 450;
      box.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getByText('Município 0455')).toBeTruthy());
    expect(dataRows().length).toBeLessThan(60);
  });

  it("hides Editar and Excluir from a user without the resource's write permission (gate staff on meals, a reader here)", async () => {
    const d = db();
    await downloaded(d);
    const chile = { id: uuidv7(), name: 'Chile', iso2: 'CL', iso3: 'CHL', ddi: '56' };
    await seed(d, 'countries', [chile]);
    const reader = { ...TEST_USER, master: false, admin: false, permissions_names: ['meals'] };
    renderRoute(d, '/locations/countries', reader);
    await screen.findByText('Chile', {}, SLOW);
    expect(screen.queryByRole('link', { name: /^Editar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Novo país' })).toBeNull();
    cleanup();
    renderRoute(d, `/locations/countries/show/${chile.id}`, reader);
    await screen.findByRole('heading', { name: 'Chile' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    cleanup();
    renderRoute(d, `/locations/countries/show/${chile.id}`, { ...reader, permissions_names: ['regions'] });
    expect(await screen.findByRole('link', { name: 'Editar' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeTruthy();
  });
});
