// Relation writers (define.ts `writableVia`): an entity's manager, who lacks `users`, writes the
// profiles of the entity they manage and no other, judged before and after the write, on the device
// (ctx.viewer, no authorize step) as on the server (authorize + run).
import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../cpf';
import { reachesRow } from '../resources/relation-reach';
import { managedProfiles } from '../resources/relations';
import { uuidv7 } from '../uuid';
import { matchesIndex, runMutation, type MutationTx, type StoredRow } from './index';

function memoryTx(): MutationTx & { rows: Map<string, StoredRow> } {
  const map = new Map<string, StoredRow>();
  const tx = {
    rows: map,
    get: async (c: string, id: string) => map.get(`${c}/${id}`),
    put: async (c: string, r: StoredRow) => void map.set(`${c}/${r.id}`, r),
    delete: async (c: string, id: string) => void map.delete(`${c}/${id}`),
    query: async (c: string, index: string, value: Parameters<MutationTx['query']>[2]) =>
      [...map.entries()].filter(([k, r]) => k.startsWith(`${c}/`) && matchesIndex(r, index, value)).map(([, r]) => r),
  };
  return tx;
}

const manager = { id: uuidv7(), permissions_names: ['my_associations', 'my_users'], master: false };
const mine = { id: uuidv7(), name: 'Clube do Gestor' };
const theirs = { id: uuidv7(), name: 'Outro Clube' };
let cpf = 71_000_000;
const person = (association: string | null, over: Record<string, unknown> = {}): StoredRow => ({
  id: uuidv7(), user_id: uuidv7(), name: 'Pessoa da Entidade', cpf: cpfFromBase(String(cpf++)), birthdate: '2001-02-03',
  gender: 'feminino', association_id: association, ...over,
});

function world(): ReturnType<typeof memoryTx> {
  const tx = memoryTx();
  for (const a of [mine, theirs]) void tx.put('associations', { ...a, cnpj: null });
  void tx.put('associationmanagers', { id: uuidv7(), association_id: mine.id, user_id: manager.id });
  return tx;
}

const now = '2026-11-24T10:00:00.000Z';
const device = { userId: manager.id, tenantId: 'demo', now, viewer: manager };
const server = { userId: manager.id, tenantId: 'demo', now };

describe('reachesRow', () => {
  it('reaches a row whose last match field holds a value the previous hops reach, and nothing else', async () => {
    const tx = world();
    expect(await reachesRow(tx, managedProfiles, manager.id, person(mine.id))).toBe(true);
    expect(await reachesRow(tx, managedProfiles, manager.id, person(theirs.id))).toBe(false);
    expect(await reachesRow(tx, managedProfiles, manager.id, person(null))).toBe(false);
    expect(await reachesRow(tx, managedProfiles, uuidv7(), person(mine.id))).toBe(false);
  });
});

describe('writableVia on the generic put/delete', () => {
  for (const [side, ctx, viewer] of [['device', device, undefined], ['server', server, manager]] as const) {
    it(`${side}: a manager creates, changes and deletes a person of their entity`, async () => {
      const tx = world();
      const p = person(mine.id);
      await runMutation(tx, ctx, 'profiles.put', p, viewer);
      expect(await tx.get('profiles', p.id)).toMatchObject({ name: p.name, verified: false });
      await runMutation(tx, ctx, 'profiles.put', { ...p, name: 'Nome Corrigido' }, viewer);
      expect(await tx.get('profiles', p.id)).toMatchObject({ name: 'Nome Corrigido' });
      await runMutation(tx, ctx, 'profiles.delete', { id: p.id }, viewer);
      expect(await tx.get('profiles', p.id)).toBeUndefined();
    });

    it(`${side}: a manager cannot write another entity's person, move theirs out, or bring one in`, async () => {
      const tx = world();
      const other = person(theirs.id);
      const own = person(mine.id);
      await tx.put('profiles', other);
      await tx.put('profiles', own);
      const refused = { code: 'forbidden', message: 'Você não tem permissão para alterar pessoas.' };
      await expect(runMutation(tx, ctx, 'profiles.put', person(theirs.id), viewer)).rejects.toMatchObject(refused);
      await expect(runMutation(tx, ctx, 'profiles.put', { ...other, name: 'Roubado' }, viewer)).rejects.toMatchObject(refused);
      await expect(runMutation(tx, ctx, 'profiles.put', { ...other, association_id: mine.id }, viewer)).rejects.toMatchObject(refused);
      await expect(runMutation(tx, ctx, 'profiles.put', { ...own, association_id: theirs.id }, viewer)).rejects.toMatchObject(refused);
      await expect(runMutation(tx, ctx, 'profiles.delete', { id: other.id }, viewer)).rejects.toMatchObject(refused);
      expect(await tx.get('profiles', other.id)).toEqual(other);
      expect(await tx.get('profiles', own.id)).toEqual(own);
    });
  }

  it('a verified person changed by their manager waits for the federation again; the owner rule still binds the manager own profile', async () => {
    const tx = world();
    const verified = person(mine.id, { verified: true, verified_by: uuidv7(), verified_at: now });
    await tx.put('profiles', verified);
    await runMutation(tx, server, 'profiles.put', { ...verified, phone: '11987654321' }, manager);
    expect(await tx.get('profiles', verified.id)).toMatchObject({ verified: true });
    await runMutation(tx, server, 'profiles.put', { ...verified, name: 'Outro Nome' }, manager);
    expect(await tx.get('profiles', verified.id)).toMatchObject({ name: 'Outro Nome', verified: false, verified_by: null });
    const self = person(mine.id, { user_id: manager.id });
    await tx.put('profiles', self);
    await expect(runMutation(tx, server, 'profiles.put', { ...self, name: 'Eu Mesma' }, manager)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('a relation writer never decides whose a row is', () => {
  const changed = { code: 'forbidden', message: 'Você não pode alterar a quem este registro pertence: só a federação vincula um cadastro a outra pessoa.' };
  const taken = { code: 'forbidden', fields: { user_id: expect.stringContaining('já tem login ou cadastro') } };

  it('device: keeps a person\'s login, and refuses a new person under an id another profile it holds has', async () => {
    const tx = world();
    const own = person(mine.id);
    await tx.put('profiles', own);
    await expect(runMutation(tx, device, 'profiles.put', { ...own, user_id: uuidv7() })).rejects.toMatchObject(changed);
    await expect(runMutation(tx, device, 'profiles.put', person(mine.id, { user_id: own.user_id }))).rejects.toMatchObject(taken);
    expect(await tx.get('profiles', own.id)).toEqual(own);
  });

  it('server: also refuses an id that names a login (ownerIdInUse), and accepts a fresh one', async () => {
    const login = uuidv7();
    const tx = Object.assign(world(), { ownerIdInUse: async (id: string) => id === login });
    const ctx = { ...server, viewer: manager };
    await expect(runMutation(tx, ctx, 'profiles.put', person(mine.id, { user_id: login }), manager)).rejects.toMatchObject(taken);
    const fresh = person(mine.id);
    await runMutation(tx, ctx, 'profiles.put', fresh, manager);
    expect(await tx.get('profiles', fresh.id)).toMatchObject({ user_id: fresh.user_id });
  });
});
