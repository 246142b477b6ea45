import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, isoDate, optionalDate, optionalInteger, optionalMoney, optionalRef, optionalText, text } from './schema-kit';

// The disciplinary ledger (COMPETITIONS.md §6.2): suspensions of people and teams, points
// deductions, fines, awarded results (W.O.) and annulled matches, each with its legal basis, who
// decided and when, and its status through appeals (`supersedes_id` points at the entry an appeal or
// an injunction replaces). The standings read the deductions and awarded results in force.
// Scope tenant: disciplinary decisions are public acts (the STJD publishes them, with the names of
// those punished), and every device computing a table needs the deductions. Only kinds without a
// person (perda_pontos, wo, anulacao) reach the public pages (server/public/competitions.ts).
// `profile_id` is not a checked reference: see competitionmembers.
export const PUNISHMENT_KINDS = {
  suspensao_partidas: 'Suspensão por partidas', suspensao_dias: 'Suspensão por prazo', suspensao_equipe: 'Suspensão de equipe',
  perda_pontos: 'Perda de pontos', multa: 'Multa', wo: 'W.O. (resultado atribuído)', anulacao: 'Anulação de partida',
} as const;
export const PUNISHMENT_STATUS = { provisoria: 'Provisória', definitiva: 'Definitiva', suspensa: 'Suspensa', revogada: 'Revogada' } as const;

const punishmentRecord = v.object({
  id: id(),
  kind: choice(PUNISHMENT_KINDS, 'o tipo de punição'),
  competition_id: optionalRef('a competição'),
  team_id: optionalRef('a equipe'),
  profile_id: v.nullish(v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.'))),
  duel_id: optionalRef('o jogo'),
  matches: optionalInteger('o número de partidas', 1, 999),
  days: optionalInteger('o número de dias', 1, 3650),
  starts_on: optionalDate('o início do cumprimento'),
  /** Negative = deduction (CBJD art. 214: −1 won in the match −3 = −4). */
  points: optionalInteger('os pontos', -999, 999),
  amount_cents: optionalMoney('o valor da multa', 0, 10_000_000_000),
  /** W.O.: the result awarded (e.g. 3 × 0). */
  awarded_home_score: optionalInteger('o placar atribuído ao mandante', 0, 999),
  awarded_away_score: optionalInteger('o placar atribuído ao visitante', 0, 999),
  basis: text('o fundamento', 200),
  decided_by: text('o órgão que decidiu', 200),
  decided_at: isoDate('a data da decisão'),
  status: choice(PUNISHMENT_STATUS, 'a situação'),
  supersedes_id: optionalRef('a decisão substituída'),
  /** A decision of an outside body (another federation, the STJD), listed at punishments/external. */
  external: v.nullish(v.boolean('Indique se a decisão é de órgão externo.')),
  description: optionalText('a descrição', 4000),
}, 'Dados do registro inválidos.');

type Kind = keyof typeof PUNISHMENT_KINDS;
/** The form shows a subject field only for the kinds that use it (SUBJECT_RULES says which require it). */
const when = (...kinds: Kind[]) => ({ field: 'kind', values: kinds });
type Row = v.InferOutput<typeof punishmentRecord>;
const has = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** What each kind must name, with the refusal shown under the missing field. */
const SUBJECT_RULES: readonly { kinds: readonly Kind[]; field: keyof Row; ok: (row: Row) => boolean; message: string }[] = [
  { kinds: ['suspensao_partidas', 'suspensao_dias'], field: 'profile_id', ok: (r) => has(r.profile_id), message: 'Informe a pessoa suspensa.' },
  { kinds: ['suspensao_partidas'], field: 'matches', ok: (r) => has(r.matches), message: 'Informe o número de partidas de suspensão.' },
  { kinds: ['suspensao_dias'], field: 'days', ok: (r) => has(r.days), message: 'Informe o número de dias de suspensão.' },
  { kinds: ['suspensao_equipe', 'perda_pontos'], field: 'team_id', ok: (r) => has(r.team_id), message: 'Informe a equipe punida.' },
  { kinds: ['suspensao_equipe'], field: 'matches', ok: (r) => has(r.matches) || has(r.days), message: 'Informe as partidas ou os dias de suspensão.' },
  { kinds: ['perda_pontos'], field: 'competition_id', ok: (r) => has(r.competition_id), message: 'Informe a competição em que os pontos são descontados.' },
  { kinds: ['perda_pontos'], field: 'points', ok: (r) => typeof r.points === 'number' && r.points < 0, message: 'Informe os pontos perdidos como número negativo, ex.: −4.' },
  { kinds: ['multa'], field: 'amount_cents', ok: (r) => typeof r.amount_cents === 'number' && r.amount_cents > 0, message: 'Informe o valor da multa.' },
  { kinds: ['multa'], field: 'team_id', ok: (r) => has(r.team_id) || has(r.profile_id), message: 'Informe a equipe ou a pessoa multada.' },
  { kinds: ['wo', 'anulacao'], field: 'duel_id', ok: (r) => has(r.duel_id), message: 'Informe o jogo.' },
];

export const punishments = defineResource({
  key: 'punishments',
  schema: v.pipe(
    punishmentRecord,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const row = dataset.value;
      for (const rule of SUBJECT_RULES) {
        if (!rule.kinds.includes(row.kind) || rule.ok(row)) continue;
        addIssue({ message: rule.message, path: [{ type: 'object', origin: 'value', input: row, key: rule.field, value: row[rule.field] }] });
      }
    }),
  ),
  labels: { singular: 'Punição', plural: 'Punições', gender: 'f' },
  access: { scope: ['tenant'], permission: 'punishments', module: 'competitions' },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Punições desportivas aplicadas a você (decisão e fundamento).',
      basis: 'obrigacao_legal', retention: 'Permanente: justiça desportiva (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  storage: {
    indexes: ['competition_id', 'decided_at', 'team_id', 'duel_id'],
    sort: 'decided_at',
    sortDescending: true,
  },
  integrity: {
    references: { competition_id: 'competitions', team_id: 'teams', duel_id: 'duels', supersedes_id: 'punishments' },
    agreements: [
      { field: 'competition_id', reference: 'duel_id', targetField: 'competition_id', match: 'equal', under: 'duel_id', message: 'O jogo não pertence a esta competição.' },
    ],
  },
  title: 'basis',
  fields: [
    { key: 'kind', label: 'Tipo', options: PUNISHMENT_KINDS },
    { key: 'competition_id', label: 'Competição', shownWhen: when('suspensao_partidas', 'suspensao_equipe', 'perda_pontos', 'multa', 'wo', 'anulacao') },
    { key: 'team_id', label: 'Equipe', shownWhen: when('suspensao_partidas', 'suspensao_dias', 'suspensao_equipe', 'perda_pontos', 'multa') },
    { key: 'profile_id', label: 'Pessoa', shownWhen: when('suspensao_partidas', 'suspensao_dias', 'multa') },
    { key: 'duel_id', label: 'Jogo', shownWhen: when('suspensao_partidas', 'wo', 'anulacao', 'perda_pontos', 'multa') },
    { key: 'matches', label: 'Partidas', shownWhen: when('suspensao_partidas', 'suspensao_equipe') },
    { key: 'days', label: 'Dias', shownWhen: when('suspensao_dias', 'suspensao_equipe') },
    { key: 'starts_on', label: 'Início do cumprimento', shownWhen: when('suspensao_partidas', 'suspensao_dias', 'suspensao_equipe') },
    { key: 'points', label: 'Pontos', help: 'Negativo para perda de pontos, ex.: −4.', shownWhen: when('perda_pontos') },
    { key: 'amount_cents', label: 'Valor da multa', shownWhen: when('multa') },
    { key: 'awarded_home_score', label: 'Placar atribuído ao mandante', shownWhen: when('wo') },
    { key: 'awarded_away_score', label: 'Placar atribuído ao visitante', shownWhen: when('wo') },
    { key: 'basis', label: 'Fundamento', help: 'Ex.: CBJD art. 214.' },
    { key: 'decided_by', label: 'Decidido por', help: 'Ex.: STJD – 1ª Comissão Disciplinar.' },
    { key: 'decided_at', label: 'Data da decisão' },
    { key: 'status', label: 'Situação', options: PUNISHMENT_STATUS },
    { key: 'supersedes_id', label: 'Substitui a decisão' },
    { key: 'external', label: 'Decisão de órgão externo' },
    { key: 'description', label: 'Descrição' },
  ],
});
