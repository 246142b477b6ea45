import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, optionalRef, optionalText, ref, text } from './schema-kit';

export const COMMIT_KINDS = { transferencia: 'Transferência', correcao: 'Correção' } as const;

const instant = (what: string) => v.pipe(v.string(`Informe ${what}.`), v.isoTimestamp(`${what} inválida.`));

// The public record of effective transfers (like the CBF's BID): append-only. A commit is written
// by the federation's approval of a transfer (transfers.decide) or as a correction of an earlier one
// (marketcommits.correct), never changed or deleted: there is no put or delete (writes 'named'),
// and the database refuses a deletion (032_markets.sql). A correction is a new commit naming
// the one it corrects. `athlete_name` is copied at the decision so the record reads without the
// person's profile, which is not public; anonymisation replaces it (LGPD).
export const marketcommits = defineResource({
  key: 'marketcommits',
  labels: { singular: 'Registro de transferência', plural: 'Registros de transferência', gender: 'm' },
  schema: v.object({
    id: id(),
    market_id: ref('o mercado'),
    kind: choice(COMMIT_KINDS, 'o tipo'),
    transfer_id: optionalRef('a transferência'),
    profile_id: v.pipe(v.string('Atleta inválido.'), v.uuid('Atleta inválido.')),
    athlete_name: text('o nome do atleta', 200),
    from_association_id: optionalRef('a entidade de origem'),
    to_association_id: ref('a entidade de destino'),
    effective_at: instant('a data'),
    decided_by: v.pipe(v.string('Autor inválido.'), v.uuid('Autor inválido.')),
    corrects_id: optionalRef('o registro corrigido'),
    note: optionalText('a observação', 1000),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['market_id', 'profile_id', 'transfer_id', 'effective_at'], sort: 'effective_at', sortDescending: true },
  access: { scope: ['public'], permission: 'markets', module: 'markets', writes: 'named' },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Registro público das suas transferências efetivadas (nome, entidades e data).',
      basis: 'obrigacao_legal', retention: 'Permanente: registro público desportivo (Lei 9.615/98).',
      erasure: { action: 'scrub', fields: { athlete_name: 'placeholder' } },
    },
  },
  integrity: {
    references: { market_id: 'markets', transfer_id: 'transfers', from_association_id: 'associations', to_association_id: 'associations', corrects_id: 'marketcommits' },
    unique: ['transfer_id'],
  },
  title: 'athlete_name',
  fields: [
    { key: 'market_id', label: 'Mercado' },
    { key: 'kind', label: 'Tipo', options: COMMIT_KINDS },
    { key: 'transfer_id', label: 'Transferência' },
    { key: 'profile_id', label: 'Atleta' },
    { key: 'athlete_name', label: 'Atleta' },
    { key: 'from_association_id', label: 'De' },
    { key: 'to_association_id', label: 'Para' },
    { key: 'effective_at', label: 'Efetivada em' },
    { key: 'decided_by', label: 'Decidido por' },
    { key: 'corrects_id', label: 'Corrige o registro' },
    { key: 'note', label: 'Observação' },
  ],
});
