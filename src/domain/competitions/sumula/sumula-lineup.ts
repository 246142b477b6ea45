// `duels.lineup` {duel_id, member_id, role, shirt_number?, captain?, check?}: puts a registered
// member in a match's lineup (starter, substitute, official), changes their shirt number or the
// captain's armband, records the pitch-side check (`check`: `qr`, the ID card's signature verified
// on the device, or `foto`), or takes them out (`role: "fora"`). One row per duel and member, with a
// derived id (two devices lining up the same person write one row). Refused, in pt-BR, on the device
// and the server alike: a person not registered by either team of the match in this competition,
// a suspended person (../competitions/sumula/eligibility.ts: the reason and the matches left),
// an athlete as an official or the reverse, more starters than the sport fields, a confirmed súmula,
// or a writer without súmula access (sumula-access.ts, as for the events).
import * as v from 'valibot';
import { CHECK_METHODS, LINEUP_ROLES, STARTERS, suspensionFor, suspensionMessage, type CheckMethod, type LineupRole } from './eligibility';
import { sumulaSport } from './score';
import { integer } from '../../resources/schema-kit';
import { derivedId } from '../../uuid';
import { DUEL_MISSING_MESSAGE } from '../duels';
import { authorizeSumula } from './sumula-access';
import { sumulaClosed } from './sumula-closed';
import { MutationError, type MutationTx, type Mutator, type StoredRow } from '../../mutators/types';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
const ROLES = [...Object.keys(LINEUP_ROLES), 'fora'] as (LineupRole | 'fora')[];

export const lineupArgs = v.object({
  duel_id: uuid('Informe o jogo.'),
  member_id: uuid('Informe o integrante.'),
  role: v.optional(v.picklist(ROLES, 'Condição na escalação inválida.')),
  shirt_number: v.optional(v.nullable(integer('o número da camisa', 0, 999))),
  captain: v.optional(v.boolean('Indique se é o capitão.')),
  check: v.optional(v.picklist(Object.keys(CHECK_METHODS) as CheckMethod[], 'Forma de conferência inválida.')),
}, 'Informe a escalação.');
export type LineupArgs = v.InferOutput<typeof lineupArgs>;

export const LINEUP_LOCKED_MESSAGE = 'Súmula já confirmada: a escalação não pode mais mudar.';
export const LINEUP_MEMBER_MESSAGE = 'Esta pessoa não está inscrita por nenhuma das equipes deste jogo nesta competição.';
export const LINEUP_OFFICIAL_MESSAGE = 'Só integrantes da comissão técnica entram como oficiais; atletas são titulares ou reservas.';
export const LINEUP_NOT_IN_MESSAGE = 'Escale a pessoa antes de conferi-la ou de mudar sua camisa.';
export const startersFullMessage = (max: number) => `Titulares completos: no máximo ${max} por equipe.`;

export const lineupId = (duelId: string, memberId: string): string => derivedId('duellineups', duelId, memberId);

/** The competition's duels (every phase), for the suspensions' count of matches served. */
async function competitionDuels(tx: MutationTx, competitionId: string): Promise<StoredRow[]> {
  const duels: StoredRow[] = [];
  for (const phase of await tx.query('phases', 'competition_id', competitionId)) duels.push(...(await tx.query('duels', 'phase_id', phase.id)));
  return duels;
}

async function sportOfDuel(tx: MutationTx, duel: StoredRow): Promise<string> {
  const competition = await tx.get('competitions', duel.competition_id as string);
  const regulation = competition?.regulation_id ? await tx.get('regulations', competition.regulation_id as string) : undefined;
  const sport = competition?.sport_id ? await tx.get('sports', competition.sport_id as string) : undefined;
  return sumulaSport(regulation?.sport, sport?.code);
}

export const lineupMutator: Mutator<LineupArgs, 'duels.lineup'> = {
  name: 'duels.lineup',
  args: lineupArgs,
  async authorize(tx, viewer, args) {
    await authorizeSumula(tx, viewer, args.duel_id.toLowerCase(), 'event');
  },
  async run(tx, ctx, args) {
    const duelId = args.duel_id.toLowerCase();
    const memberId = args.member_id.toLowerCase();
    const duel = await tx.get('duels', duelId);
    if (!duel) throw new MutationError('not_found', DUEL_MISSING_MESSAGE);
    if (ctx.viewer) await authorizeSumula(tx, ctx.viewer, duelId, 'event');
    if (sumulaClosed(duel)) throw new MutationError('locked', LINEUP_LOCKED_MESSAGE);
    const member = await tx.get('competitionmembers', memberId);
    const entry = member ? await tx.get('competitionteams', member.competitionteam_id as string) : undefined;
    const teamId = entry?.team_id as string | undefined;
    if (!member || member.competition_id !== duel.competition_id || !teamId || (teamId !== duel.home_team_id && teamId !== duel.away_team_id)) {
      throw new MutationError('invalid', LINEUP_MEMBER_MESSAGE, { member_id: LINEUP_MEMBER_MESSAGE });
    }
    const id = lineupId(duelId, memberId);
    const existing = await tx.get('duellineups', id);
    if (args.role === 'fora') {
      if (existing) await tx.delete('duellineups', id);
      return;
    }
    const role = args.role ?? (existing?.role as LineupRole | undefined);
    if (!role) throw new MutationError('invalid', LINEUP_NOT_IN_MESSAGE, { role: LINEUP_NOT_IN_MESSAGE });
    if ((role === 'oficial') !== (member.role !== 'atleta')) throw new MutationError('invalid', LINEUP_OFFICIAL_MESSAGE, { role: LINEUP_OFFICIAL_MESSAGE });
    const profileId = String(member.profile_id).toLowerCase();
    const [punishments, duels] = await Promise.all([tx.query('punishments', 'competition_id', duel.competition_id as string), competitionDuels(tx, duel.competition_id as string)]);
    const suspension = suspensionFor(profileId, teamId, duel, punishments, duels);
    if (suspension) {
      const message = suspensionMessage(suspension);
      throw new MutationError('suspended', message, { member_id: message });
    }
    const lineup = await tx.query('duellineups', 'duel_id', duelId);
    const team = lineup.filter((r) => r.team_id === teamId && r.id !== id);
    if (role === 'titular' && existing?.role !== 'titular') {
      const max = STARTERS[await sportOfDuel(tx, duel)] ?? 11;
      if (team.filter((r) => r.role === 'titular').length >= max) throw new MutationError('invalid', startersFullMessage(max), { role: startersFullMessage(max) });
    }
    const captain = args.captain ?? (existing?.captain === true);
    if (captain) {
      // One armband per team: giving it to this person takes it from whoever had it.
      for (const other of team.filter((r) => r.captain === true)) await tx.put('duellineups', { ...other, captain: false });
    }
    const checked = args.check ? { checked_at: ctx.now, check_method: args.check } : { checked_at: existing?.checked_at ?? null, check_method: existing?.check_method ?? null };
    await tx.put('duellineups', {
      id, duel_id: duelId, competition_id: duel.competition_id as string, team_id: teamId, member_id: memberId, profile_id: profileId, role,
      shirt_number: args.shirt_number !== undefined ? args.shirt_number : (existing?.shirt_number ?? member.shirt_number ?? null),
      captain, ...checked, author_id: ctx.userId, at: ctx.now,
    });
  },
};
