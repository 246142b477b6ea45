// `duels.result`: a match's result recorded without a match report (its wire contract):
//   {id, home_score, away_score, home_yellow, away_yellow, home_red, away_red}
//   + optional home/away_second_yellow, home/away_points_scored (volleyball rally points, the
//   scores then being sets), decided_by (regular | extra_time | penalties) with home/away_penalties
//   (only when decided on penalties, after a level score), no_show (home | away: a W.O.).
// The result fields are the duel's `flowFields`: only this mutator writes them (a generic put keeps
// them), stamped with who recorded it and when (the writer's clock: the device's optimistically,
// the server's when authoritative). A correction is another `duels.result`: the new result replaces
// the old one whole. A match whose súmula is confirmed (sumula-closed.ts) takes its result from the
// súmula only: retyping it would change what the súmula's public digest vouches for, so it is
// refused (corrections are the referee's addenda; a divergence is settled by `duels.resolve`).
//
// Who: holders of `competitions` record results of competitions not yet finished. Once the
// competition is `encerrada` its table is published and final, so changing a result there needs
// `competitions_full` (the "full" grant: edit a finished competition's results; it includes
// recording results like `competitions`). Checked on the server, and on the device when it knows
// the writer (so a phone refuses at once what the server would).
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { cards, DECIDED_BY, DUEL_RESULT_FIELDS, duels, NO_SHOW, score } from '../resources/duels';
import { integer } from '../resources/schema-kit';
import { offersModule, type Viewer } from '../resources/scope';
import { moduleRefusal } from '../mutators/generic';
import { RESULT_SUMULA_MESSAGE, sumulaClosed } from './sumula/sumula-closed';
import { MutationError, type MutationTx, type Mutator, type StoredRow } from '../mutators/types';

const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

export const resultArgs = v.pipe(
  v.object({
    id: v.pipe(v.string('Informe o jogo.'), v.uuid('Jogo inválido.')),
    home_score: score('o placar do mandante'),
    away_score: score('o placar do visitante'),
    home_yellow: cards('os cartões amarelos do mandante'),
    away_yellow: cards('os cartões amarelos do visitante'),
    home_red: cards('os cartões vermelhos do mandante'),
    away_red: cards('os cartões vermelhos do visitante'),
    home_second_yellow: optional(cards('os segundos amarelos do mandante')),
    away_second_yellow: optional(cards('os segundos amarelos do visitante')),
    home_points_scored: optional(integer('os pontos do mandante', 0, 9999)),
    away_points_scored: optional(integer('os pontos do visitante', 0, 9999)),
    decided_by: optional(v.picklist(Object.keys(DECIDED_BY) as (keyof typeof DECIDED_BY)[], 'Selecione como o jogo foi decidido.')),
    home_penalties: optional(score('os pênaltis do mandante')),
    away_penalties: optional(score('os pênaltis do visitante')),
    no_show: optional(v.picklist(Object.keys(NO_SHOW) as (keyof typeof NO_SHOW)[], 'Selecione quem não compareceu.')),
  }, 'Informe o jogo e o resultado.'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const r = dataset.value;
    const at = (key: keyof typeof r): [v.IssuePathItem] => [{ type: 'object', origin: 'value', input: r, key, value: r[key] }];
    const penalties = r.home_penalties != null || r.away_penalties != null;
    if (r.decided_by === 'penalties') {
      if (r.home_score !== r.away_score) addIssue({ message: 'Disputa de pênaltis só após empate no placar.', path: at('decided_by') });
      else if (r.home_penalties == null || r.away_penalties == null) addIssue({ message: 'Informe os pênaltis das duas equipes.', path: at(r.home_penalties == null ? 'home_penalties' : 'away_penalties') });
      else if (r.home_penalties === r.away_penalties) addIssue({ message: 'A disputa de pênaltis precisa de um vencedor.', path: at('away_penalties') });
    } else if (penalties) {
      addIssue({ message: 'Pênaltis só valem quando o jogo foi decidido nos pênaltis.', path: at(r.home_penalties != null ? 'home_penalties' : 'away_penalties') });
    }
  }),
);
export type ResultArgs = v.InferOutput<typeof resultArgs>;

export const DUEL_MISSING_MESSAGE = 'Jogo não encontrado.';
export const DUEL_TEAMS_MISSING_MESSAGE = 'O jogo ainda não tem as duas equipes definidas: defina mandante e visitante antes do resultado.';
export const DUEL_CANCELLED_MESSAGE = 'Jogo cancelado não recebe resultado.';
export const RESULT_FORBIDDEN_MESSAGE = 'Você não tem permissão para registrar resultados.';
export const FINISHED_FORBIDDEN_MESSAGE = 'Competição encerrada: alterar resultados exige a permissão de gestão completa de competições.';

function authorizeResults(viewer: Viewer): void {
  if (!offersModule(duels, viewer)) throw moduleRefusal(duels);
  if (!holdsPermission(viewer, 'competitions') && !holdsPermission(viewer, 'competitions_full')) {
    throw new MutationError('forbidden', RESULT_FORBIDDEN_MESSAGE);
  }
}

async function authorizeFinished(tx: MutationTx, viewer: Viewer, duel: StoredRow): Promise<void> {
  const competition = await tx.get('competitions', duel.competition_id as string);
  if (competition?.status === 'encerrada' && !holdsPermission(viewer, 'competitions_full')) {
    throw new MutationError('forbidden', FINISHED_FORBIDDEN_MESSAGE);
  }
}

export const resultMutator: Mutator<ResultArgs, 'duels.result'> = {
  name: 'duels.result',
  args: resultArgs,
  async authorize(tx, viewer, args) {
    authorizeResults(viewer);
    const duel = await tx.get('duels', args.id.toLowerCase());
    if (duel) await authorizeFinished(tx, viewer, duel);
  },
  async run(tx, ctx, args) {
    const id = args.id.toLowerCase();
    const duel = await tx.get('duels', id);
    if (!duel) throw new MutationError('not_found', DUEL_MISSING_MESSAGE);
    if (ctx.viewer) {
      authorizeResults(ctx.viewer);
      await authorizeFinished(tx, ctx.viewer, duel);
    }
    if (!duel.home_team_id || !duel.away_team_id) throw new MutationError('invalid', DUEL_TEAMS_MISSING_MESSAGE);
    if (duel.status === 'cancelada') throw new MutationError('invalid', DUEL_CANCELLED_MESSAGE);
    if (sumulaClosed(duel)) throw new MutationError('locked', RESULT_SUMULA_MESSAGE);
    const row: StoredRow = { ...duel, id };
    // The new result replaces the old one whole: a correction without penalties clears them.
    for (const field of DUEL_RESULT_FIELDS) delete row[field];
    for (const [key, value] of Object.entries(args)) if (key !== 'id' && value !== undefined && value !== null) row[key] = value;
    row.result_at = ctx.now;
    row.result_by = ctx.userId;
    row.status = args.no_show ? 'wo' : 'realizada';
    await tx.put('duels', row);
  },
};

export const DUEL_MUTATORS = [resultMutator] as const;
