// The súmula's events as the pure functions read them (the wire rows of `duelevents`, reduced to
// what the derivations need), and the two rules every derivation shares: voided events do not
// count, and events are read in match order (period, minute, then id: ids are uuid v7, made on the
// device when tapped, so two taps of the same minute keep their order).
export interface SumulaEvent {
  id: string;
  kind: string;
  team_id?: string | null;
  person_id?: string | null;
  in_person_id?: string | null;
  ref_id?: string | null;
  period?: number | null;
  minute?: number | null;
  indirect?: boolean | null;
}

export type SumulaSport = 'football' | 'futsal' | 'volleyball';

const order = (a: SumulaEvent, b: SumulaEvent): number =>
  (a.period ?? 0) - (b.period ?? 0) || (a.minute ?? 0) - (b.minute ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The events that count, in match order: without `void` events and the events they remove. */
export function liveEvents(events: readonly SumulaEvent[]): SumulaEvent[] {
  const voided = new Set(events.filter((e) => e.kind === 'void' && e.ref_id).map((e) => e.ref_id!));
  return events.filter((e) => e.kind !== 'void' && !voided.has(e.id)).sort(order);
}

export type Card = 'yellow' | 'second_yellow' | 'red';

export interface PersonCards {
  person_id: string;
  team_id: string | null;
  /** Yellows shown (a second yellow counts here too: 2). */
  yellows: number;
  /** Sent off by a second yellow (an indirect red, CBF: the súmula must say which). */
  indirectRed: boolean;
  /** Sent off by a direct red. */
  directRed: boolean;
}

/**
 * Each person's cards in one duel. A second yellow of the same person is an indirect red by itself,
 * whether the device wrote it as `second_yellow` (it knew the first) or as a plain `yellow` (two
 * devices each recorded one offline): the derivation decides, not the tap.
 */
export function cardsByPerson(events: readonly SumulaEvent[]): PersonCards[] {
  const people = new Map<string, PersonCards>();
  for (const e of liveEvents(events)) {
    if (!e.person_id || !['yellow', 'second_yellow', 'red'].includes(e.kind)) continue;
    const p = people.get(e.person_id) ?? { person_id: e.person_id, team_id: e.team_id ?? null, yellows: 0, indirectRed: false, directRed: false };
    people.set(e.person_id, p);
    if (e.kind === 'red') {
      if (e.indirect) p.indirectRed = true;
      else p.directRed = true;
    } else if (!p.indirectRed) {
      p.yellows = Math.min(2, p.yellows + 1);
      if (p.yellows === 2) p.indirectRed = true;
    }
  }
  return [...people.values()];
}
