// The súmula's events as the match mode shows them: the rows in the replica (live) plus the events
// tapped on this device that IndexedDB has not committed yet. A tap paints at once (the score and
// the list are re-derived from this list, flushSync) and the write runs behind it through the
// outbox (`duels.event`, the same mutator the server runs); a refusal takes the tap back and says
// why. Merged by id, so a committed event is never shown twice; once committed, the copy is dropped
// at the replica's next read, so a later refusal by the server (the rebase removes the row) shows.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useMutate } from '../../../data/hooks';
import { isMutationError } from '../../../domain/mutators/index';
import type { EventArgs } from '../../../domain/competitions/sumula/sumula-event';
import { uuidv7 } from '../../../domain/uuid';
import { useDuelRows, type Row } from './match-data';

export interface EventInput {
  kind: EventArgs['kind'];
  team_id?: string | null;
  person_id?: string | null;
  in_person_id?: string | null;
  ref_id?: string | null;
  minute?: number | null;
  period?: number | null;
}

export interface EventLog {
  rows: Row[] | undefined;
  /** Paints the event at once, then writes it; resolves with the refusal's pt-BR message, or null. */
  record(input: EventInput): Promise<string | null>;
}

export function useEventLog(duelId: string): EventLog {
  const stored = useDuelRows('duelevents', duelId);
  // Not useWrite: taps paint before the write and overlap, each taken back alone; one busy/error cannot say that.
  const save = useMutate();
  const [tapped, setTapped] = useState<Row[]>([]);
  // Ids whose local write committed: from the next read of the replica on, the replica is the truth
  // (a refusal from the server later removes the row there, and must remove it here too).
  const committed = useRef(new Set<string>());
  useEffect(() => {
    if (!stored) return;
    const ids = new Set(stored.map((r) => r.id));
    setTapped((list) => {
      const kept = list.filter((r) => !ids.has(r.id) && !committed.current.has(r.id));
      return kept.length === list.length ? list : kept;
    });
  }, [stored]);
  const rows = useMemo(() => {
    if (!stored) return tapped.length ? tapped : undefined;
    const ids = new Set(stored.map((r) => r.id));
    const extra = tapped.filter((r) => !ids.has(r.id));
    return extra.length ? [...stored, ...extra] : stored;
  }, [stored, tapped]);
  const record = useCallback(async (input: EventInput): Promise<string | null> => {
    const args = { id: uuidv7(), duel_id: duelId, ...input };
    flushSync(() => setTapped((list) => [...list, args]));
    try {
      await save('duels.event', args);
      committed.current.add(args.id);
      return null;
    } catch (error) {
      setTapped((list) => list.filter((r) => r.id !== args.id));
      if (isMutationError(error)) return error.message;
      throw error;
    }
  }, [duelId, save]);
  return { rows, record };
}
