// `duels.event` (wire contract): {id, duel_id, team_id, kind, minute, period, person_id?,
// in_person_id?, ref_id?}. Events are append-only and idempotent by id: an id already stored for
// the same duel is a no-op (a replayed outbox entry, or the same event from two devices, is one
// row); removing an event is a `void` event naming it. A yellow of a person who already has one in
// the duel is stored as `second_yellow` with `indirect: true` (the red a second yellow becomes by
// itself); the derivations (../competitions/sumula/events.ts) treat two plain yellows the same way,
// so two devices that each recorded one agree. Once the súmula is confirmed (confirmada or in
// divergence: sumula-closed.ts) events are refused, by anyone: corrections are addenda.
// The people named (person_id, in_person_id) must be registered members of `team_id` in the competition.
import * as v from 'valibot';
import { liveEvents } from './events';
import { DUEL_EVENT_KINDS, type DuelEventKind } from '../../resources/duelevents';
import { integer } from '../../resources/schema-kit';
import { authorizeSumula } from './sumula-access';
import { sumulaClosed } from './sumula-closed';
import { membershipsFor, NOT_REGISTERED_MESSAGE } from './sumula-members';
import { DUEL_MISSING_MESSAGE } from '../duels';
import { MutationError, type Mutator, type StoredRow } from '../../mutators/types';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

export const eventArgs = v.object({
  id: uuid('Lançamento sem identificador válido.'),
  duel_id: uuid('Informe o jogo.'),
  team_id: optional(uuid('Equipe inválida.')),
  kind: v.picklist(Object.keys(DUEL_EVENT_KINDS) as DuelEventKind[], 'Tipo de lançamento desconhecido.'),
  minute: optional(integer('o minuto', 0, 300)),
  period: optional(integer('o período', 1, 9)),
  person_id: optional(uuid('Pessoa inválida.')),
  in_person_id: optional(uuid('Pessoa inválida.')),
  ref_id: optional(uuid('Lançamento anulado inválido.')),
}, 'Informe o lançamento.');
export type EventArgs = v.InferOutput<typeof eventArgs>;

export const SUMULA_LOCKED_MESSAGE = 'Súmula já confirmada: o jogo não aceita mais lançamentos. Correções só por adendo do árbitro.';
export const EVENT_ID_TAKEN_MESSAGE = 'Este identificador já pertence a um lançamento de outro jogo.';
export const EVENT_TEAM_MESSAGE = 'A equipe do lançamento não joga esta partida.';
export const EVENT_PERSON_MESSAGE = 'Informe o atleta do lançamento.';
export const EVENT_IN_PERSON_MESSAGE = 'Informe quem entra na substituição.';
export const EVENT_VOID_MESSAGE = 'O lançamento a anular não existe neste jogo.';

const NEEDS_TEAM: readonly string[] = ['goal', 'penalty_goal', 'own_goal', 'yellow', 'red', 'second_yellow', 'substitution', 'point', 'set_end', 'timeout', 'foul'];
const NEEDS_PERSON: readonly string[] = ['yellow', 'red', 'second_yellow', 'substitution'];

export const eventMutator: Mutator<EventArgs, 'duels.event'> = {
  name: 'duels.event',
  args: eventArgs,
  async authorize(tx, viewer, args) {
    await authorizeSumula(tx, viewer, args.duel_id.toLowerCase(), 'event');
  },
  async run(tx, ctx, args) {
    const id = args.id.toLowerCase();
    const duelId = args.duel_id.toLowerCase();
    const existing = await tx.get('duelevents', id);
    if (existing) {
      if (existing.duel_id !== duelId) throw new MutationError('invalid', EVENT_ID_TAKEN_MESSAGE);
      return; // the same event again: one row
    }
    const duel = await tx.get('duels', duelId);
    if (!duel) throw new MutationError('not_found', DUEL_MISSING_MESSAGE);
    if (ctx.viewer) await authorizeSumula(tx, ctx.viewer, duelId, 'event');
    if (sumulaClosed(duel)) throw new MutationError('locked', SUMULA_LOCKED_MESSAGE);
    const team = args.team_id?.toLowerCase() ?? null;
    if (NEEDS_TEAM.includes(args.kind) && (!team || (team !== duel.home_team_id && team !== duel.away_team_id))) {
      throw new MutationError('invalid', EVENT_TEAM_MESSAGE, { team_id: EVENT_TEAM_MESSAGE });
    }
    if (NEEDS_PERSON.includes(args.kind) && !args.person_id) throw new MutationError('invalid', EVENT_PERSON_MESSAGE, { person_id: EVENT_PERSON_MESSAGE });
    if (args.kind === 'substitution' && !args.in_person_id) throw new MutationError('invalid', EVENT_IN_PERSON_MESSAGE, { in_person_id: EVENT_IN_PERSON_MESSAGE });
    // The people a súmula names are the teams' registered members (a review finding: an id typed by
    // an outside tool must not put a stranger in the match report). For an own goal, team = the scorer's.
    for (const [field, person] of [['person_id', args.person_id], ['in_person_id', args.in_person_id]] as const) {
      if (!person || !team) continue;
      if ((await membershipsFor(tx, duel.competition_id as string, team, person.toLowerCase())).length === 0) {
        throw new MutationError('invalid', NOT_REGISTERED_MESSAGE, { [field]: NOT_REGISTERED_MESSAGE });
      }
    }
    const events = await tx.query('duelevents', 'duel_id', duelId);
    if (args.kind === 'void') {
      const target = events.find((e) => e.id === args.ref_id?.toLowerCase());
      if (!target || target.kind === 'void') throw new MutationError('invalid', EVENT_VOID_MESSAGE, { ref_id: EVENT_VOID_MESSAGE });
    }
    const row: StoredRow = {
      id, duel_id: duelId, competition_id: duel.competition_id as string, team_id: team, kind: args.kind,
      minute: args.minute ?? null, period: args.period ?? null, person_id: args.person_id?.toLowerCase() ?? null,
      in_person_id: args.in_person_id?.toLowerCase() ?? null, ref_id: args.ref_id?.toLowerCase() ?? null, author_id: ctx.userId, at: ctx.now,
    };
    if (args.kind === 'yellow') {
      const yellows = liveEvents(events.map((e) => ({ ...e, kind: String(e.kind) })))
        .filter((e) => e.person_id === row.person_id && (e.kind === 'yellow' || e.kind === 'second_yellow'));
      if (yellows.length >= 1) Object.assign(row, { kind: 'second_yellow', indirect: true });
    }
    await tx.put('duelevents', row);
  },
};
