import * as v from 'valibot';
import { defineResource } from './define';
import { captainsSchema, incidentsSchema, observationsSchema } from '../competitions/sumula/report';
import { choice, dateOrInstant, id, integer, optionalInstant, optionalInteger, optionalRef, optionalText, ref } from './schema-kit';

// A match (duel) of a competition's phase. The wire contract:
// {id, competition_id, phase_id, group_id, round, home_team_id, away_team_id, starts_at}; group_id
// is null outside group phases, and a knockout slot whose teams are not known yet has null teams and
// says where they come from (`home_from: 'winner:<duelId>'`). The result fields are written only by
// the named mutator `duels.result` (../mutators/duels.ts): a generic put keeps their stored values,
// so editing a date never erases a result and nobody forges one through `duels.put`.
export const DUEL_STATUS = { agendada: 'Agendada', realizada: 'Realizada', adiada: 'Adiada', cancelada: 'Cancelada', wo: 'W.O.' } as const;
export const DECIDED_BY = { regular: 'Tempo normal', extra_time: 'Prorrogação', penalties: 'Pênaltis' } as const;
export const NO_SHOW = { home: 'Mandante não compareceu', away: 'Visitante não compareceu' } as const;

export const score = (what: string) => integer(what, 0, 999);
export const cards = (what: string) => integer(what, 0, 99);
const optionalScore = (what: string) => v.nullish(score(what));
const optionalCards = (what: string) => v.nullish(cards(what));
/**
 * Where a knockout slot's team comes from: `winner:<duelId>`, `loser:<duelId>` (what the generators'
 * FixtureSource {kind, match} becomes on the wire), `group:<groupId>:<position>`, `seed:<n>`, `bye`.
 */
const slotSource = (what: string) => v.nullish(v.pipe(
  v.string(`${what} inválida.`),
  v.regex(/^(winner|loser|group|seed|heat|bye)(:[A-Za-z0-9_.:-]{1,100})?$/, `${what} inválida: use, por exemplo, winner:<id do jogo>.`),
));
/** Double elimination and knockout brackets, as the generators label them. */
export const DUEL_BRACKETS = {
  winners: 'Chave dos vencedores', losers: 'Chave dos perdedores', final: 'Final', final_reset: 'Final extra', third_place: 'Terceiro lugar',
} as const;

/** Written only by `duels.result` (declared as `flowFields` below). */
export const DUEL_RESULT_FIELDS = [
  'home_score', 'away_score', 'home_yellow', 'away_yellow', 'home_red', 'away_red', 'home_second_yellow', 'away_second_yellow',
  'home_points_scored', 'away_points_scored', 'decided_by', 'home_penalties', 'away_penalties', 'no_show', 'result_at', 'result_by',
] as const;

/**
 * The súmula's state, written only by its named mutators (mutators/sumula-*.ts): after
 * the referee's confirmation `confirmada` or `divergencia` (the confirmed score differs from the
 * events': no result, so the standings ignore the match until `duels.resolve`). Either way the súmula
 * is closed (mutators/sumula-closed.ts: no more events nor another score, only addenda).
 * `sumula_home/away_score` keep the score the referee confirmed, beside the events' score, for the
 * side-by-side resolution.
 */
export const DUEL_SEALED_MESSAGE = 'Súmula confirmada: equipes, fase, data, local e situação do jogo não mudam mais, e o jogo não pode ser excluído. Correções só por adendo do árbitro.';
export const SUMULA_STATUS = { confirmada: 'Súmula confirmada', divergencia: 'Divergência' } as const;
export const DUEL_SUMULA_FIELDS = [
  'sumula_status', 'sumula_home_score', 'sumula_away_score', 'sumula_by', 'sumula_at', 'sumula_divergence',
  'sumula_resolution', 'sumula_resolved_by', 'sumula_resolved_at',
  'sumula_observations', 'sumula_incidents', 'sumula_captains', 'sumula_claims', 'sumula_digest',
] as const;
/**
 * The confirmation that closed the súmula, with its author, time and report (older data may hold a
 * later one with another score, from before a closed súmula refused it): the divergence screen shows
 * them side by side.
 */
const sumulaClaim = v.object({
  home_score: score('o placar confirmado do mandante'),
  away_score: score('o placar confirmado do visitante'),
  by: v.pipe(v.string('Autor da confirmação inválido.'), v.uuid('Autor da confirmação inválido.')),
  at: v.string('Data da confirmação inválida.'),
  observations: observationsSchema,
  incidents: incidentsSchema,
  captains: captainsSchema,
}, 'Confirmação inválida.');
export type SumulaClaim = v.InferOutput<typeof sumulaClaim>;
export const MAX_SUMULA_CLAIMS = 10;
const optionalUser = (what: string) => v.nullish(v.pipe(v.string(`${what} inválido.`), v.uuid(`${what} inválido.`)));

export const duels = defineResource({
  key: 'duels',
  schema: v.pipe(v.object({
    id: id(),
    competition_id: ref('a competição'),
    phase_id: ref('a fase'),
    group_id: optionalRef('o grupo'),
    round: integer('a rodada', 1, 999),
    home_team_id: optionalRef('o mandante'),
    away_team_id: optionalRef('o visitante'),
    starts_at: v.nullish(dateOrInstant('a data do jogo')),
    home_from: slotSource('Origem do mandante'),
    away_from: slotSource('Origem do visitante'),
    venue: optionalText('o local', 160),
    /** 1 or 2 in a two-legged tie. */
    leg: optionalInteger('o jogo do confronto', 1, 2),
    /** Groups the legs of one tie (the same value on both). */
    tie: optionalText('o confronto', 80),
    /** Which bracket (double elimination; the third-place match of a knockout). */
    bracket: v.nullish(choice(DUEL_BRACKETS, 'a chave')),
    /** Played only if an earlier result calls for it (the grand-final reset). */
    conditional: v.nullish(v.boolean('Indique se o jogo é condicional.')),
    /** Position in its round of the bracket (0-based), for drawing the tree. */
    slot: optionalInteger('a posição na chave', 0, 9999),
    status: v.nullish(choice(DUEL_STATUS, 'a situação')),
    home_score: optionalScore('o placar do mandante'),
    away_score: optionalScore('o placar do visitante'),
    home_yellow: optionalCards('os cartões amarelos do mandante'),
    away_yellow: optionalCards('os cartões amarelos do visitante'),
    home_red: optionalCards('os cartões vermelhos do mandante'),
    away_red: optionalCards('os cartões vermelhos do visitante'),
    home_second_yellow: optionalCards('os segundos amarelos do mandante'),
    away_second_yellow: optionalCards('os segundos amarelos do visitante'),
    /** Volleyball: rally points over the match (the point ratio). Scores are then sets. */
    home_points_scored: v.nullish(integer('os pontos do mandante', 0, 9999)),
    away_points_scored: v.nullish(integer('os pontos do visitante', 0, 9999)),
    decided_by: v.nullish(choice(DECIDED_BY, 'como o jogo foi decidido')),
    home_penalties: optionalScore('os pênaltis do mandante'),
    away_penalties: optionalScore('os pênaltis do visitante'),
    no_show: v.nullish(choice(NO_SHOW, 'quem não compareceu')),
    result_at: optionalInstant('a data do resultado'),
    result_by: v.nullish(v.pipe(v.string('Autor do resultado inválido.'), v.uuid('Autor do resultado inválido.'))),
    sumula_status: v.nullish(choice(SUMULA_STATUS, 'a situação da súmula')),
    sumula_home_score: optionalScore('o placar confirmado do mandante'),
    sumula_away_score: optionalScore('o placar confirmado do visitante'),
    sumula_by: optionalUser('Autor da confirmação'),
    sumula_at: optionalInstant('a data da confirmação'),
    sumula_divergence: optionalText('a divergência', 500),
    sumula_resolution: optionalText('a resolução', 2000),
    sumula_resolved_by: optionalUser('Autor da resolução'),
    sumula_resolved_at: optionalInstant('a data da resolução'),
    /** The report of the confirmation that stands (the first one; addenda amend it). */
    sumula_observations: observationsSchema,
    sumula_incidents: incidentsSchema,
    sumula_captains: captainsSchema,
    sumula_claims: v.nullish(v.pipe(v.array(sumulaClaim, 'Confirmações inválidas.'), v.maxLength(MAX_SUMULA_CLAIMS, 'Confirmações demais.'))),
    /** SHA-256 of the confirmed content (../competitions/sumula/digest.ts), for the printed QR. */
    sumula_digest: v.nullish(v.pipe(v.string('Resumo da súmula inválido.'), v.regex(/^[0-9a-f]{64}$/, 'Resumo da súmula inválido.'))),
  }, 'Dados do registro inválidos.'),
  v.forward(
    v.check((row) => !row.home_team_id || row.home_team_id !== row.away_team_id, 'Mandante e visitante devem ser equipes diferentes.'),
    ['away_team_id'],
  )),
  labels: { singular: 'Jogo', plural: 'Jogos', gender: 'm' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['[competition_id+round]', 'phase_id', 'group_id'], sort: '[competition_id+round]' },
  integrity: {
    references: {
      competition_id: 'competitions', phase_id: 'phases', group_id: 'groups', home_team_id: 'teams', away_team_id: 'teams',
    },
    agreements: [
      { field: 'competition_id', reference: 'phase_id', targetField: 'competition_id', match: 'equal', under: 'phase_id', message: 'A fase não pertence à competição deste jogo.' },
      { field: 'phase_id', reference: 'group_id', targetField: 'phase_id', match: 'equal', under: 'group_id', message: 'O grupo não pertence à fase deste jogo.' },
    ],
    // A team plays only in competitions it entered and was confirmed in (a pending or refused entry does not play).
    memberships: [
      { field: 'home_team_id', in: 'competitionteams', match: { competition_id: 'competition_id', team_id: 'home_team_id' },
        excluding: { field: 'status', values: ['pendente', 'recusada'] }, message: 'O mandante não é uma equipe confirmada nesta competição.' },
      { field: 'away_team_id', in: 'competitionteams', match: { competition_id: 'competition_id', team_id: 'away_team_id' },
        excluding: { field: 'status', values: ['pendente', 'recusada'] }, message: 'O visitante não é uma equipe confirmada nesta competição.' },
    ],
    flowFields: [...DUEL_RESULT_FIELDS, ...DUEL_SUMULA_FIELDS],
    // A closed súmula vouches for the match as it was: what the public verification
    // shows beside the digest does not change, and the duel is not deleted.
    sealed: {
      when: { field: 'sumula_status', values: ['confirmada', 'divergencia'] },
      fields: ['competition_id', 'phase_id', 'group_id', 'home_team_id', 'away_team_id', 'starts_at', 'venue', 'status'],
      message: DUEL_SEALED_MESSAGE,
    },
  },
  title: 'round',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'phase_id', label: 'Fase' },
    { key: 'group_id', label: 'Grupo' },
    { key: 'round', label: 'Rodada' },
    { key: 'starts_at', label: 'Data e hora', help: 'AAAA-MM-DD ou AAAA-MM-DDTHH:MM.' },
    { key: 'home_team_id', label: 'Mandante' },
    { key: 'away_team_id', label: 'Visitante' },
    { key: 'home_from', label: 'Origem do mandante', help: 'Chave de mata-mata: ex.: winner:<id do jogo>.' },
    { key: 'away_from', label: 'Origem do visitante' },
    { key: 'venue', label: 'Local' },
    { key: 'leg', label: 'Jogo do confronto (1 ou 2)' },
    { key: 'tie', label: 'Confronto' },
    { key: 'bracket', label: 'Chave', options: DUEL_BRACKETS },
    { key: 'conditional', label: 'Só acontece se necessário', help: 'Ex.: a final extra da dupla eliminação.' },
    { key: 'slot', label: 'Posição na chave' },
    { key: 'status', label: 'Situação', options: DUEL_STATUS },
    { key: 'home_score', label: 'Placar do mandante' },
    { key: 'away_score', label: 'Placar do visitante' },
    { key: 'home_yellow', label: 'Amarelos do mandante' },
    { key: 'away_yellow', label: 'Amarelos do visitante' },
    { key: 'home_red', label: 'Vermelhos do mandante' },
    { key: 'away_red', label: 'Vermelhos do visitante' },
    { key: 'home_second_yellow', label: 'Segundos amarelos do mandante' },
    { key: 'away_second_yellow', label: 'Segundos amarelos do visitante' },
    { key: 'home_points_scored', label: 'Pontos do mandante (vôlei)' },
    { key: 'away_points_scored', label: 'Pontos do visitante (vôlei)' },
    { key: 'decided_by', label: 'Decidido em', options: DECIDED_BY },
    { key: 'home_penalties', label: 'Pênaltis do mandante' },
    { key: 'away_penalties', label: 'Pênaltis do visitante' },
    { key: 'no_show', label: 'Não comparecimento', options: NO_SHOW },
    { key: 'result_at', label: 'Resultado registrado em' },
    { key: 'result_by', label: 'Resultado registrado por' },
  ],
});
