// The running score and the event list as the match mode paints them, from the súmula's events
// alone (the same derivations the server uses: score.ts, events.ts), so what the referee sees is
// what a confirmation will be checked against. Pure: the board, its test and the bench share it.
import { recordedMinuteLabel } from '../../../domain/competitions/sumula/clock';
import { profileOf } from '../../../domain/competitions/sumula/profile';
import { cardsByPerson, liveEvents, type SumulaEvent, type SumulaSport } from '../../../domain/competitions/sumula/events';
import { scoreFromEvents, type Sides, type SumulaScore } from '../../../domain/competitions/sumula/score';
import { DUEL_EVENT_KINDS } from '../../../domain/resources/duelevents';

export interface EventLine {
  id: string;
  side: 'home' | 'away' | null;
  /** "23'", "45+2'" (stoppage kept in the minute label as recorded), "2º set" for volleyball. */
  when: string;
  kind: string;
  /** pt-BR: "Gol — 9 Fulano", "2º amarelo → vermelho — 4 Beltrano". */
  text: string;
  /** A red the second yellow became by itself (shown in red). */
  red: boolean;
}

export interface MatchView {
  score: SumulaScore;
  lines: EventLine[];
  /** The last event that can be undone (a `void` names it). */
  lastId: string | null;
}

export type PersonLabel = (personId: string) => string;

const KIND_TEXT: Record<string, string> = { ...DUEL_EVENT_KINDS, second_yellow: '2º amarelo → vermelho' };

export function matchView(events: readonly SumulaEvent[], sport: SumulaSport, sides: Sides, person: PersonLabel): MatchView {
  const live = liveEvents(events);
  const sentOff = new Set(cardsByPerson(events).filter((p) => p.indirectRed).map((p) => p.person_id));
  // Which yellow is a person's second: the later of their two (two plain yellows from two devices count the same).
  const yellowsSeen = new Map<string, number>();
  const lines: EventLine[] = live.map((e) => {
    const side = e.team_id === sides.home_team_id ? 'home' : e.team_id === sides.away_team_id ? 'away' : null;
    let kind = e.kind;
    if ((kind === 'yellow' || kind === 'second_yellow') && e.person_id) {
      const n = (yellowsSeen.get(e.person_id) ?? 0) + 1;
      yellowsSeen.set(e.person_id, n);
      kind = n >= 2 && sentOff.has(e.person_id) ? 'second_yellow' : 'yellow';
    }
    const who = e.kind === 'substitution' && e.person_id && e.in_person_id
      ? `sai ${person(e.person_id)}, entra ${person(e.in_person_id)}`
      : e.person_id ? person(e.person_id) : '';
    const when = sport === 'volleyball' ? `${e.period ?? 1}º set` : e.minute != null ? recordedMinuteLabel(e.minute, e.period ?? 1, profileOf(sport).periodMinutes) : '';
    return { id: e.id, side, when, kind, text: who ? `${KIND_TEXT[kind] ?? kind} — ${who}` : (KIND_TEXT[kind] ?? kind), red: kind === 'second_yellow' || kind === 'red' };
  });
  const last = [...live].sort((a, b) => (a.id < b.id ? -1 : 1)).at(-1);
  return { score: scoreFromEvents(events, sport, sides), lines: lines.reverse(), lastId: last?.id ?? null };
}
