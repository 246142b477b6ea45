// `duels.confirm` {id, home_score, away_score}: the referee's confirmation, recording the score they
// saw. It is the súmula's signature and closes it (sumula-closed.ts). The server
// derives the score from the events (../competitions/sumula/score.ts):
// - equal: the result fields are written (the duel's flowFields, as `duels.result` does), the súmula
//   becomes `confirmada` (locked: events refused, addenda only) and the suspensions follow;
// - different: `divergencia`, the result fields stay empty so the standings ignore the match until
//   the federation's `duels.resolve`;
// - once closed, the same confirmation again (a replay, another device's copy) changes nothing and
//   one with another score is REFUSED, by anyone. Refused rather than recorded as an addendum: an
//   addendum is the referee's own text with its reason, written on purpose (and an administrator
//   writes none); turning a typed score into one would put words in his mouth, and a refusal
//   tells him at once, offline too, that corrections go as addenda.
// Optional report fields (../competitions/sumula/report.ts): `observations`, `incidents`
// [{category, text}], `captains` [{team_id, name, person_id?, ciente: true}]: the confirmation's
// report is the súmula's (sumula_observations/incidents/captains), the confirmation is kept in
// `sumula_claims` for the side-by-side view, and a confirmed or resolved súmula gets its digest
// (../competitions/sumula/digest.ts) for the printed QR.
// `duels.resolve` {id, home_score, away_score, reason}: the federation (`competitions`) settles a
// divergence with the score that stands, never someone whose confirmation is in the súmula; cards
// come from the events.
import * as v from 'valibot';
import { scoreFromEvents, cardTotals, sumulaSport } from './score';
import type { SumulaEvent } from './events';
import { sumulaDigest } from './digest';
import { CAPTAIN_TEAM_MESSAGE, captainsSchema, incidentsSchema, observationsSchema } from './report';
import { DUEL_RESULT_FIELDS, MAX_SUMULA_CLAIMS, score, type SumulaClaim } from '../../resources/duels';
import { DUEL_CANCELLED_MESSAGE, DUEL_MISSING_MESSAGE, DUEL_TEAMS_MISSING_MESSAGE } from '../duels';
import { authorizeSumula } from './sumula-access';
import { assertNotClaimant, reconfirmMessage, sumulaClosed } from './sumula-closed';
import { applyDiscipline } from './sumula-discipline';
import { MutationError, type MutationContext, type MutationTx, type Mutator, type StoredRow } from '../../mutators/types';

const duelId = v.pipe(v.string('Informe o jogo.'), v.uuid('Jogo inválido.'));

export const confirmArgs = v.object({
  id: duelId, home_score: score('o placar do mandante'), away_score: score('o placar do visitante'),
  observations: observationsSchema, incidents: incidentsSchema, captains: captainsSchema,
}, 'Informe o jogo e o placar.');
export type ConfirmArgs = v.InferOutput<typeof confirmArgs>;

export const resolveArgs = v.object({
  id: duelId, home_score: score('o placar do mandante'), away_score: score('o placar do visitante'),
  reason: v.pipe(v.string('Informe o motivo da resolução.'), v.trim(), v.minLength(3, 'Informe o motivo da resolução.'), v.maxLength(2000, 'Motivo deve ter no máximo 2000 caracteres.')),
}, 'Informe o jogo, o placar e o motivo.');
export type ResolveArgs = v.InferOutput<typeof resolveArgs>;

export const NOT_DIVERGENT_MESSAGE = 'Só uma súmula em divergência pode ser resolvida.';
const x = (h: unknown, a: unknown) => `${String(h)} × ${String(a)}`;

async function loadDuel(tx: MutationTx, id: string): Promise<StoredRow> {
  const duel = await tx.get('duels', id);
  if (!duel) throw new MutationError('not_found', DUEL_MISSING_MESSAGE);
  if (!duel.home_team_id || !duel.away_team_id) throw new MutationError('invalid', DUEL_TEAMS_MISSING_MESSAGE);
  if (duel.status === 'cancelada') throw new MutationError('invalid', DUEL_CANCELLED_MESSAGE);
  return duel;
}

async function derived(tx: MutationTx, duel: StoredRow) {
  const events = (await tx.query('duelevents', 'duel_id', duel.id)) as unknown as SumulaEvent[];
  const competition = await tx.get('competitions', duel.competition_id as string);
  const regulation = competition?.regulation_id ? await tx.get('regulations', competition.regulation_id as string) : undefined;
  const sport = competition?.sport_id ? await tx.get('sports', competition.sport_id as string) : undefined;
  const sides = { home_team_id: duel.home_team_id as string, away_team_id: duel.away_team_id as string };
  return { events, score: scoreFromEvents(events, sumulaSport(regulation?.sport, sport?.code), sides), cards: cardTotals(events, sides) };
}

/** The confirmation's report, empty parts as null; a captain must be of one of the duel's teams. */
function reportOf(duel: StoredRow, args: ConfirmArgs) {
  const captains = args.captains?.length ? args.captains.map((c) => ({ ...c, team_id: c.team_id.toLowerCase(), person_id: c.person_id?.toLowerCase() ?? null })) : null;
  if (captains?.some((c) => c.team_id !== duel.home_team_id && c.team_id !== duel.away_team_id)) {
    throw new MutationError('invalid', CAPTAIN_TEAM_MESSAGE, { captains: CAPTAIN_TEAM_MESSAGE });
  }
  return { observations: args.observations || null, incidents: args.incidents?.length ? args.incidents : null, captains };
}

/** `row` with the digest of what it now says (confirmed or resolved). */
function withDigest(row: StoredRow, events: readonly SumulaEvent[]): StoredRow {
  const digest = sumulaDigest({
    id: row.id, competition_id: row.competition_id, home_team_id: row.home_team_id, away_team_id: row.away_team_id,
    home_score: row.home_score as number, away_score: row.away_score as number, confirmed_by: row.sumula_by,
    observations: row.sumula_observations, incidents: row.sumula_incidents, captains: row.sumula_captains, resolution: row.sumula_resolution,
  }, events);
  return { ...row, sumula_digest: digest };
}

/** The duel with its result written (scores given, cards and volleyball points from the events). */
function withResult(duel: StoredRow, ctx: MutationContext, home: number, away: number, d: Awaited<ReturnType<typeof derived>>): StoredRow {
  const row: StoredRow = { ...duel };
  for (const field of DUEL_RESULT_FIELDS) delete row[field];
  Object.assign(row, { home_score: home, away_score: away, ...d.cards, result_at: ctx.now, result_by: ctx.userId, status: 'realizada', sumula_status: 'confirmada', sumula_divergence: null });
  if (d.score.home_points !== undefined) Object.assign(row, { home_points_scored: d.score.home_points, away_points_scored: d.score.away_points });
  return row;
}

export const confirmMutator: Mutator<ConfirmArgs, 'duels.confirm'> = {
  name: 'duels.confirm',
  args: confirmArgs,
  async authorize(tx, viewer, args) {
    await authorizeSumula(tx, viewer, args.id.toLowerCase(), 'confirm');
  },
  async run(tx, ctx, args) {
    const duel = await loadDuel(tx, args.id.toLowerCase());
    if (ctx.viewer) await authorizeSumula(tx, ctx.viewer, duel.id, 'confirm');
    const report = reportOf(duel, args);
    if (sumulaClosed(duel)) {
      // Closed by its first confirmation: the same score again is a replay; another is refused.
      if (duel.sumula_home_score === args.home_score && duel.sumula_away_score === args.away_score) return;
      throw new MutationError('locked', reconfirmMessage(duel.sumula_home_score, duel.sumula_away_score));
    }
    const d = await derived(tx, duel);
    const entry: SumulaClaim = { home_score: args.home_score, away_score: args.away_score, by: ctx.userId, at: ctx.now, ...report };
    const claims = [...((duel.sumula_claims as SumulaClaim[] | undefined) ?? []), entry].slice(-MAX_SUMULA_CLAIMS);
    const claim = {
      sumula_home_score: args.home_score, sumula_away_score: args.away_score, sumula_by: ctx.userId, sumula_at: ctx.now, sumula_claims: claims,
      sumula_observations: report.observations, sumula_incidents: report.incidents, sumula_captains: report.captains,
    };
    const divergence = d.score.home !== args.home_score || d.score.away !== args.away_score
      ? `O placar confirmado (${x(args.home_score, args.away_score)}) difere do placar dos lançamentos (${x(d.score.home, d.score.away)}).`
      : null;
    if (divergence) {
      const row: StoredRow = { ...duel, ...claim, sumula_status: 'divergencia', sumula_divergence: divergence, sumula_digest: null };
      for (const field of DUEL_RESULT_FIELDS) delete row[field];
      await tx.put('duels', row);
      return;
    }
    const row = withDigest({ ...withResult(duel, ctx, args.home_score, args.away_score, d), ...claim }, d.events);
    await tx.put('duels', row);
    await applyDiscipline(tx, ctx, row);
  },
};

export const resolveMutator: Mutator<ResolveArgs, 'duels.resolve'> = {
  name: 'duels.resolve',
  args: resolveArgs,
  async authorize(tx, viewer, args) {
    await authorizeSumula(tx, viewer, args.id.toLowerCase(), 'resolve');
  },
  async run(tx, ctx, args) {
    const duel = await loadDuel(tx, args.id.toLowerCase());
    if (ctx.viewer) await authorizeSumula(tx, ctx.viewer, duel.id, 'resolve');
    if (duel.sumula_status !== 'divergencia') throw new MutationError('invalid', NOT_DIVERGENT_MESSAGE);
    assertNotClaimant(duel, ctx.userId);
    const d = await derived(tx, duel);
    const row = withDigest({
      ...withResult(duel, ctx, args.home_score, args.away_score, d),
      sumula_resolution: args.reason, sumula_resolved_by: ctx.userId, sumula_resolved_at: ctx.now,
    }, d.events);
    await tx.put('duels', row);
    await applyDiscipline(tx, ctx, row);
  },
};
