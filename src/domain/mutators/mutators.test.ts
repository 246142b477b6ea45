import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../cpf';
import { uuidv7 } from '../uuid';
import { createOverlay, findMutator, isMutationError, matchesIndex, MutationError, mutatorNames, runMutation } from './index';
import { memoryTx as memoryTxOf } from '../competitions/competition-fixture';

/** Rows in memory, holding the state the cities below refer to. */
const memoryTx = () => memoryTxOf([[`states/${SP.id}`, SP]]);

const ctx = { userId: uuidv7(), tenantId: 'demo', now: '2026-11-20T10:00:00.000Z' };
const SP = { id: uuidv7(), name: 'São Paulo', uf: 'SP', ibge: '35', country_id: uuidv7() };
const city = () => ({ id: uuidv7(), name: 'Campinas', ibge: '3509502', state_id: SP.id });

describe('generic mutators', () => {
  it('registers put and delete for every resource', () => {
    expect(mutatorNames()).toContain('cities.put');
    expect(mutatorNames()).toContain('profiles.delete');
    expect(findMutator('cities.nope')).toBeUndefined();
  });

  it('put stores the validated record and returns it', async () => {
    const tx = memoryTx();
    const row = city();
    const out = await runMutation(tx, ctx, 'cities.put', { ...row, junk: true });
    expect(out).toEqual(row);
    expect(await tx.get('cities', row.id)).toEqual(row);
  });

  it('put refuses invalid args with a pt-BR message and per-field messages, writing nothing', async () => {
    const tx = memoryTx();
    const error = await runMutation(tx, ctx, 'cities.put', { ...city(), ibge: '12', name: '' }).catch((e) => e);
    expect(isMutationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'invalid', message: 'Informe o nome.' });
    expect((error as MutationError).fields).toEqual({ name: 'Informe o nome.', ibge: 'Código IBGE deve ter 7 dígitos.' });
    expect(tx.rows.size).toBe(1); // the state only
  });

  it('delete removes, and is a no-op for a missing row', async () => {
    const tx = memoryTx();
    const row = city();
    await runMutation(tx, ctx, 'cities.put', row);
    await runMutation(tx, ctx, 'cities.delete', { id: row.id });
    await runMutation(tx, ctx, 'cities.delete', { id: row.id });
    expect(await tx.get('cities', row.id)).toBeUndefined();
    await expect(runMutation(tx, ctx, 'cities.delete', { id: 'x' })).rejects.toMatchObject({ code: 'invalid', message: 'Identificador inválido.' });
  });

  it('unknown names are a typed error', async () => {
    await expect(runMutation(memoryTx(), ctx, 'nothing.here', {})).rejects.toMatchObject({ code: 'unknown' });
  });

  it('authorises with a viewer: permission holders, owners on their own rows', async () => {
    const tx = memoryTx();
    const athlete = { id: uuidv7(), permissions_names: [] };
    await expect(runMutation(tx, ctx, 'cities.put', city(), athlete)).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Você não tem permissão para alterar cidades.',
    });
    const mine = { id: uuidv7(), user_id: athlete.id, name: 'Ana', cpf: cpfFromBase('987654321'), birthdate: '2000-01-01', gender: 'feminino' };
    await runMutation(tx, ctx, 'profiles.put', mine, { id: uuidv7(), permissions_names: ['users'] });
    await runMutation(tx, ctx, 'profiles.put', { ...mine, phone: '11987654321' }, athlete);
    await expect(runMutation(tx, ctx, 'profiles.put', { ...mine, user_id: uuidv7() }, athlete)).rejects.toMatchObject({ code: 'forbidden' });
    await runMutation(tx, ctx, 'cities.put', city(), { id: uuidv7(), permissions_names: ['regions'] });
  });
});

describe('overlay', () => {
  it('keeps its lookups in step when a buffered row changes or goes (indexed buffer, same answers as a scan)', async () => {
    const { tx } = createOverlay(memoryTx());
    const a = { ...city(), name: 'Antes' };
    await tx.put('cities', a);
    expect(await tx.query('cities', 'name_search', 'antes')).toEqual([a]); // builds the lookup
    await tx.put('cities', { ...a, name: 'Depois' });
    expect(await tx.query('cities', 'name_search', 'antes')).toEqual([]);
    expect(await tx.query('cities', 'name_search', 'depois')).toEqual([{ ...a, name: 'Depois' }]);
    expect(await tx.query('cities', '[state_id+name_search]', [SP.id, 'depois'])).toHaveLength(1);
    await tx.delete('cities', a.id);
    expect(await tx.query('cities', 'name_search', 'depois')).toEqual([]);
    expect(await tx.query('cities', '[state_id+name_search]', [SP.id, 'depois'])).toEqual([]);
  });

  it('buffers writes until taken, reads its own writes, hides deleted rows from queries', async () => {
    const base = memoryTx();
    const a = { ...city(), name: 'A' };
    const b = { ...city(), name: 'B', state_id: a.state_id };
    await base.put('cities', a);
    const { tx, writes } = createOverlay(base);
    await tx.put('cities', b);
    await tx.delete('cities', a.id);
    expect(await tx.get('cities', a.id)).toBeUndefined();
    expect(await tx.get('cities', b.id)).toEqual(b);
    expect(await tx.query('cities', 'state_id', a.state_id)).toEqual([b]);
    expect(await tx.query('cities', 'name_search', 'b')).toEqual([b]);
    expect(base.rows.size).toBe(2); // the state and a
    expect(writes()).toEqual([
      { collection: 'cities', id: b.id, row: b },
      { collection: 'cities', id: a.id, row: null },
    ]);
  });

  it('clones rows so callers cannot edit buffered state', async () => {
    const { tx } = createOverlay(memoryTx());
    const row = city();
    await tx.put('cities', row);
    row.name = 'mudado';
    const read = (await tx.get('cities', row.id))!;
    read.name = 'outro';
    expect((await tx.get('cities', row.id))!.name).toBe('Campinas');
  });

  it('matches compound and multi-entry indexes like IndexedDB', () => {
    const row = { id: '1', a: 'x', b: 2, tags: ['p', 'q'] };
    expect(matchesIndex(row, '[a+b]', ['x', 2])).toBe(true);
    expect(matchesIndex(row, '[a+b]', ['x', 3])).toBe(false);
    expect(matchesIndex(row, '*tags', 'q')).toBe(true);
    expect(matchesIndex(row, 'a', 'x')).toBe(true);
  });
});

describe('MutationError', () => {
  it('carries code, message and fields', () => {
    const e = new MutationError('conflict', 'Check-in já registrado.', { id: 'x' });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'MutationError', code: 'conflict', message: 'Check-in já registrado.', fields: { id: 'x' } });
  });
});
