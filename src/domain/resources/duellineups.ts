import * as v from 'valibot';
import { CHECK_METHODS, LINEUP_ROLES } from '../competitions/sumula/eligibility';
import { defineResource } from './define';
import { appointedLineups } from './relations';
import { choice, id, optionalInstant, optionalInteger, ref } from './schema-kit';

// A match's lineup (the "before" phase; COMPETITIONS.md §5.2): one row per registered member put in
// it — starter, substitute or official —, with the shirt number, the captain's armband and the
// pitch-side check (ID card QR or photo, and when). Written only by `duels.lineup`
// (../mutators/sumula-lineup.ts), which checks registration, suspensions and the súmula's lock on
// the device and the server alike. The id is derived from the duel and the member, so two devices
// lining up the same person write the same row. Replicated to `competitions` holders and to the
// officials appointed to the duel (relations.ts).
export const duellineups = defineResource({
  key: 'duellineups',
  schema: v.object({
    id: id(),
    duel_id: ref('o jogo'),
    competition_id: ref('a competição'),
    team_id: ref('a equipe'),
    member_id: ref('o integrante'),
    profile_id: v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.')),
    role: choice(LINEUP_ROLES, 'a condição na escalação'),
    shirt_number: optionalInteger('o número da camisa', 0, 999),
    captain: v.nullish(v.boolean('Indique se é o capitão.')),
    checked_at: optionalInstant('a hora da conferência'),
    check_method: v.nullish(choice(CHECK_METHODS, 'a forma de conferência')),
    author_id: v.pipe(v.string('Autor inválido.'), v.uuid('Autor inválido.')),
    at: optionalInstant('a hora do registro'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Escalação', plural: 'Escalações', gender: 'f' },
  access: {
    scope: ['permission:competitions', appointedLineups],
    permission: 'competitions',
    writes: 'named',
    module: 'competitions',
  },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Escalações de partidas (titular, reserva, número).',
      basis: 'obrigacao_legal', retention: 'Permanente: súmulas e resultados (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  storage: { indexes: ['duel_id'], sort: 'duel_id' },
  integrity: { references: { duel_id: 'duels', competition_id: 'competitions' } },
  title: 'role',
  fields: [
    { key: 'duel_id', label: 'Jogo' },
    { key: 'team_id', label: 'Equipe' },
    { key: 'member_id', label: 'Integrante' },
    { key: 'role', label: 'Condição', options: LINEUP_ROLES },
    { key: 'shirt_number', label: 'Camisa' },
    { key: 'captain', label: 'Capitão' },
    { key: 'check_method', label: 'Conferência', options: CHECK_METHODS },
    { key: 'checked_at', label: 'Conferido em' },
  ],
});
