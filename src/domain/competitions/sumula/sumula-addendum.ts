// `duels.addendum` {id, duel_id, text}: the appointed árbitro's amendment to a confirmed súmula
// (COMPETITIONS.md §5.3), the only correction once it is closed (sumula-closed.ts), in divergence
// too (his explanation of it, for whoever resolves), within the regulation's `addendum_hours` (default 72) after the
// confirmation; kept as a `dueladendos` row with author and time, never edited. Idempotent by id.
import * as v from 'valibot';
import { DUEL_MISSING_MESSAGE } from '../duels';
import { authorizeSumula } from './sumula-access';
import { sumulaClosed } from './sumula-closed';
import { MutationError, type Mutator } from '../../mutators/types';

export const DEFAULT_ADDENDUM_HOURS = 72;
export const addendumArgs = v.object({
  id: v.pipe(v.string('Adendo sem identificador válido.'), v.uuid('Adendo sem identificador válido.')),
  duel_id: v.pipe(v.string('Informe o jogo.'), v.uuid('Jogo inválido.')),
  text: v.pipe(v.string('Escreva o adendo.'), v.trim(), v.minLength(3, 'Escreva o adendo.'), v.maxLength(4000, 'Adendo deve ter no máximo 4000 caracteres.')),
}, 'Informe o jogo e o texto do adendo.');
export type AddendumArgs = v.InferOutput<typeof addendumArgs>;

export const ADDENDUM_NOT_CONFIRMED_MESSAGE = 'Adendos só depois da confirmação da súmula.';
export const addendumLateMessage = (hours: number) => `Prazo de adendos encerrado: ${hours} h após a confirmação da súmula.`;

export const addendumMutator: Mutator<AddendumArgs, 'duels.addendum'> = {
  name: 'duels.addendum',
  args: addendumArgs,
  async authorize(tx, viewer, args) {
    await authorizeSumula(tx, viewer, args.duel_id.toLowerCase(), 'addendum');
  },
  async run(tx, ctx, args) {
    const id = args.id.toLowerCase();
    const duelId = args.duel_id.toLowerCase();
    if (await tx.get('dueladendos', id)) return;
    const duel = await tx.get('duels', duelId);
    if (!duel) throw new MutationError('not_found', DUEL_MISSING_MESSAGE);
    if (ctx.viewer) await authorizeSumula(tx, ctx.viewer, duelId, 'addendum');
    if (!sumulaClosed(duel) || typeof duel.sumula_at !== 'string') throw new MutationError('invalid', ADDENDUM_NOT_CONFIRMED_MESSAGE);
    const competition = await tx.get('competitions', duel.competition_id as string);
    const regulation = competition?.regulation_id ? await tx.get('regulations', competition.regulation_id as string) : undefined;
    const hours = typeof regulation?.addendum_hours === 'number' ? regulation.addendum_hours : DEFAULT_ADDENDUM_HOURS;
    if (Date.parse(ctx.now) > Date.parse(duel.sumula_at) + hours * 3_600_000) throw new MutationError('late', addendumLateMessage(hours));
    await tx.put('dueladendos', { id, duel_id: duelId, text: args.text, author_id: ctx.userId, at: ctx.now });
  },
};
