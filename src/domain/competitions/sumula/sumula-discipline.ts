// The server-side effect of a confirmed súmula: the automatic suspensions the
// regulation gives (../competitions/discipline.ts) written as `punishments` rows in the same
// transaction. Deterministic: ids are derived from the duel, the person and the basis, so a replay
// writes the same rows, and a suspension that no longer follows (a resolution changed the cards) is
// removed. The history is the competition's events of confirmed duels, in kick-off order. A device
// runs it too (optimistically, over the events it holds); the server's rows replace them on the next pull.
import { disciplineRules, suspensionsFrom, SUSPENSION_BASIS_LABELS, type MatchCards, type SuspensionBasis } from '../discipline';
import { cardsByPerson, type SumulaEvent } from './events';
import { derivedId } from '../../uuid';
import type { MutationContext, MutationTx, StoredRow } from '../../mutators/types';

export const AUTOMATIC_DECIDER = 'Automático (súmula)';
const BASES: readonly SuspensionBasis[] = ['red', 'second_yellow', 'series'];

export const suspensionId = (duelId: string, personId: string, basis: SuspensionBasis): string => derivedId('punishments', duelId, personId, basis);

export async function applyDiscipline(tx: MutationTx, ctx: MutationContext, duel: StoredRow): Promise<void> {
  const competition = await tx.get('competitions', duel.competition_id as string);
  const regulation = competition?.regulation_id ? await tx.get('regulations', competition.regulation_id as string) : undefined;
  const events = await tx.query('duelevents', 'competition_id', duel.competition_id as string);
  const byDuel = new Map<string, SumulaEvent[]>();
  for (const e of events) {
    const list = byDuel.get(e.duel_id as string) ?? [];
    list.push(e as unknown as SumulaEvent);
    byDuel.set(e.duel_id as string, list);
  }
  const confirmed: StoredRow[] = [];
  for (const id of byDuel.keys()) {
    const row = id === duel.id ? duel : await tx.get('duels', id);
    if (row?.sumula_status === 'confirmada') confirmed.push(row);
  }
  const key = (d: StoredRow) => `${String(d.starts_at ?? '')}|${d.id}`;
  confirmed.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const history: MatchCards[] = confirmed.map((d) => ({ duel_id: d.id, cards: cardsByPerson(byDuel.get(d.id) ?? []) }));
  const due = suspensionsFrom(history, duel.id, disciplineRules(regulation));
  const keep = new Set<string>();
  for (const s of due) {
    const id = suspensionId(duel.id, s.person_id, s.basis);
    keep.add(id);
    await tx.put('punishments', {
      id, kind: 'suspensao_partidas', competition_id: duel.competition_id as string, team_id: s.team_id, profile_id: s.person_id,
      duel_id: duel.id, matches: s.matches, basis: SUSPENSION_BASIS_LABELS[s.basis], decided_by: AUTOMATIC_DECIDER,
      decided_at: ctx.now.slice(0, 10), status: 'definitiva',
    });
  }
  const people = new Set((byDuel.get(duel.id) ?? []).map((e) => e.person_id).filter((p): p is string => !!p));
  for (const person of people) {
    for (const basis of BASES) {
      const id = suspensionId(duel.id, person, basis);
      if (!keep.has(id) && (await tx.get('punishments', id))) await tx.delete('punishments', id);
    }
  }
}
