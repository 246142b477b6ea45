// The blocks of a declaration keep their field names checked against the schema: a name the
// schema lacks is a type error in every block (the @ts-expect-error lines fail the typecheck
// if that checking is ever lost), and an absent integrity block is an empty one.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineResource } from './define';

const schema = v.object({ id: v.string(), name: v.string(), user_id: v.string() });

describe('defineResource', () => {
  it('checks the field names of every block against the schema', () => {
    const ok = defineResource({
      key: 'examples', labels: { singular: 'Exemplo', plural: 'Exemplos', gender: 'm' }, schema,
      storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
      integrity: { unique: ['name'], references: { user_id: 'profiles' } },
      access: { scope: ['owner'], permission: 'users', owner: 'user_id', ownerFields: ['name'] },
      about: { users: ['user_id'] },
      title: 'name', fields: [{ key: 'name', label: 'Nome' }],
    });
    expect(ok.integrity.unique).toEqual(['name']);
    defineResource({
      key: 'examples', labels: { singular: 'Exemplo', plural: 'Exemplos', gender: 'm' }, schema,
      // @ts-expect-error: `nome` is not a field of the schema
      storage: { indexes: [], search: 'nome', sort: 'id' },
      // @ts-expect-error: `nome` is not a field of the schema
      integrity: { flowFields: ['nome'] },
      // @ts-expect-error: `dono` is not a field of the schema
      access: { scope: ['owner'], permission: 'users', owner: 'dono' },
      // @ts-expect-error: `nome` is not a field of the schema
      title: 'nome', fields: [],
    });
  });

  it('gives a declaration without cross-row rules an empty integrity block', () => {
    const plain = defineResource({
      key: 'plain', labels: { singular: 'Simples', plural: 'Simples', gender: 'm' }, schema,
      storage: { indexes: [], sort: 'id' }, access: { scope: ['tenant'], permission: 'users' }, title: 'name', fields: [],
    });
    expect(plain.integrity).toEqual({});
  });
});
