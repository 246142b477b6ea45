import * as v from 'valibot';
import { defineResource } from './define';
import { managedRows } from './relations';
import { choice, id, optionalRef, optionalText, ref } from './schema-kit';

export const INTENTION_KINDS = { interesse: 'Interesse do clube', disponibilidade: 'Disponibilidade do atleta' } as const;

const userId = v.nullish(v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.')));

// The market's notice board: a club announces what it looks for (`interesse`, by the entity's
// managers or the federation) or an athlete declares themself available (`disponibilidade`, by the
// athlete on their own row). Read by everyone of the tenant: announcing is the point. A club's
// interest names no athlete (what it seeks goes in the text), so no third party is exposed.
export const marketintentions = defineResource({
  key: 'marketintentions',
  labels: { singular: 'Intenção', plural: 'Intenções', gender: 'f' },
  schema: v.pipe(
    v.object({
      id: id(),
      market_id: ref('o mercado'),
      kind: choice(INTENTION_KINDS, 'o tipo'),
      association_id: optionalRef('a entidade'),
      profile_id: userId,
      user_id: userId,
      description: optionalText('a descrição', 1000),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((r) => r.kind !== 'interesse' || !!r.association_id, 'Informe a entidade interessada.'), ['association_id']),
    v.forward(v.check((r) => r.kind !== 'disponibilidade' || !!r.profile_id, 'Informe o atleta.'), ['profile_id']),
  ),
  storage: { indexes: ['market_id', 'association_id', 'user_id'], sort: 'market_id' },
  access: {
    scope: ['tenant'], permission: 'markets', module: 'markets',
    owner: 'user_id', ownerMayWrite: true,
    writableVia: [managedRows('marketintentions')],
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Disponibilidade para transferência que você declarou no mercado.',
      basis: 'consentimento', retention: 'Até o fim do mercado ou até você retirá-la.',
      erasure: { action: 'delete' },
    },
  },
  integrity: {
    references: { market_id: 'markets', association_id: 'associations' },
    // An athlete declares only their own availability: the profile must be the login's.
    memberships: [{ field: 'profile_id', in: 'profiles', match: { id: 'profile_id', user_id: 'user_id' }, message: 'O atleta indicado não é esta pessoa: cada atleta declara a própria disponibilidade.' }],
  },
  title: 'kind',
  fields: [
    { key: 'market_id', label: 'Mercado' },
    { key: 'kind', label: 'Tipo', options: INTENTION_KINDS },
    { key: 'association_id', label: 'Entidade' },
    { key: 'profile_id', label: 'Atleta' },
    { key: 'user_id', label: 'Login do atleta' },
    { key: 'description', label: 'Descrição', help: 'Ex.: procura atleta K1 júnior.' },
  ],
});
