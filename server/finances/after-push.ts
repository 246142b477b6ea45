// After a push commits: each accepted `recurrences.put` runs its recurrence for the current period
// (recurrence-run.ts), so a treasurer who creates a monthly fee sees this month's debts on the next
// pull. A failure here is logged and left to the daily tick: the push itself is already saved.
import type { PushAnswer, PushRequest } from '../../src/domain/protocol';
import type { Db } from '../db/db';
import { runRecurrence } from './recurrence-run';

export async function afterPushRecurrences(db: Db, tenantId: string, req: PushRequest, answer: PushAnswer, now: Date): Promise<void> {
  const accepted = new Set(answer.results.filter((r) => r.ok).map((r) => r.seq));
  const ids = new Set<string>();
  for (const m of req.mutations) {
    const id = (m.args as { id?: unknown } | null)?.id;
    if (m.name === 'recurrences.put' && accepted.has(m.seq) && typeof id === 'string') ids.add(id.toLowerCase());
  }
  for (const id of ids) {
    try {
      await runRecurrence(db, tenantId, id, now);
    } catch (error) {
      console.error(`[federa] recorrência ${id}: débitos do período não gerados agora (o ciclo diário tenta de novo):`, error);
    }
  }
}
