// Browser side of bench/sumula-paint.ts: the match mode's tap → score and event list painted, with
// the app's own pieces — useEventLog (the tapped event painted at once, flushSync, then written by
// `duels.event` through mutate into a real IndexedDB replica), matchView (score.ts, the server's
// derivation) and the Scoreboard/EventList components under Chakra. One sample: a click on the
// "Gol" button, timed from the click to the frame that shows it (the next animation frame, then a
// task: the frame is on screen). Baseline in the same page: a plain button whose click writes the
// score into a <div> and one <li> into a list, to the same painted frame.
import { ChakraProvider } from '@chakra-ui/react';
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { TenantDbProvider } from '../../src/data/db-context';
import { openTenantDb, type TenantDb } from '../../src/data/tenant-db';
import { EventList, Scoreboard, type BoardWords } from '../../src/features/competitions/match-mode/event-board';
import { matchView } from '../../src/features/competitions/match-mode/event-view';
import { asEvents } from '../../src/features/competitions/match-mode/match-data';
import { useEventLog } from '../../src/features/competitions/match-mode/use-event-log';
import { systemFor } from '../../src/ui/theme';

const uuid = (n: number) => `0190f0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const C = uuid(1), P = uuid(2), D = uuid(3), H = uuid(10), A = uuid(11), EH = uuid(20), EA = uuid(21), USER = uuid(99);
const PEOPLE = Array.from({ length: 18 }, (_, i) => uuid(100 + i));
const WORDS: BoardWords = { events: 'Lançamentos', empty: 'Nenhum lançamento ainda.', points: (h, a) => `Pontos: ${h} × ${a}` };

const paint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function seedMatch(db: TenantDb) {
  await db.table('competitions').put({ id: C, name: 'Bench', season: 2026 });
  await db.rows('phases').put({ id: P, competition_id: C, name: 'Fase', kind: 'round_robin', order: 1 });
  await db.rows('duels').put({ id: D, competition_id: C, phase_id: P, round: 1, home_team_id: H, away_team_id: A, status: 'agendada' });
  await db.rows('competitionteams').bulkPut([{ id: EH, competition_id: C, team_id: H }, { id: EA, competition_id: C, team_id: A }]);
  await db.rows('competitionmembers').bulkPut(PEOPLE.map((p, i) => ({ id: uuid(200 + i), competition_id: C, competitionteam_id: EH, profile_id: p, role: 'atleta', shirt_number: i + 1 })));
}

let tap: () => Promise<string | null> = async () => null;

function Board() {
  const log = useEventLog(D);
  const view = useMemo(() => matchView(asEvents(log.rows ?? []), 'football', { home_team_id: H, away_team_id: A }, (id) => `${PEOPLE.indexOf(id) + 1} Atleta`), [log.rows]);
  let n = 0;
  tap = () => log.record({ kind: 'goal', team_id: H, person_id: PEOPLE[n++ % PEOPLE.length], minute: 10, period: 1 });
  return (
    <>
      <button type="button" id="tap" onClick={() => void tap()}>Gol</button>
      <Scoreboard view={view} home="Mandante" away="Visitante" words={WORDS} />
      <EventList view={view} words={WORDS} />
    </>
  );
}

export async function benchSumulaPaint(samples: number) {
  const db = openTenantDb(`bench-sumula-${Date.now()}`);
  await seedMatch(db);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <ChakraProvider value={systemFor('blue')}>
      <TenantDbProvider db={db} userId={USER}><Board /></TenantDbProvider>
    </ChakraProvider>,
  );
  while (!document.querySelector('[data-testid="match-scoreline"]')) await paint();

  const score = () => document.querySelector('[data-testid="match-scoreline"]')!.textContent!;
  const button = document.getElementById('tap')!;
  const ours: number[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const before = score();
    const t0 = performance.now();
    button.click();
    if (score() === before) throw new Error('o placar não mudou no toque');
    await paint();
    if (i >= 5) ours.push(performance.now() - t0);
    // Let the write commit and the live query settle before the next tap (a referee taps seconds apart).
    for (let k = 0; k < 20 && document.querySelectorAll('[data-testid="match-events"] li').length !== i + 1; k++) await paint();
    await new Promise((r) => setTimeout(r, 30));
  }
  const stored = await db.rows('duelevents').count();

  // Baseline: a bare DOM write in the same page, on a click.
  const plain = document.createElement('div');
  const list = document.createElement('ol');
  const bare = document.createElement('button');
  let goals = 0;
  bare.onclick = () => {
    goals++;
    plain.textContent = `${goals} × 0`;
    const li = document.createElement('li');
    li.textContent = `10' Gol — ${goals} Atleta`;
    list.prepend(li);
  };
  document.body.append(bare, plain, list);
  const baseline: number[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const t0 = performance.now();
    bare.click();
    await paint();
    if (i >= 5) baseline.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 30));
  }
  return { ours, baseline, stored, score: score() };
}

(window as unknown as { federaSumulaPaint: unknown }).federaSumulaPaint = { benchSumulaPaint };
