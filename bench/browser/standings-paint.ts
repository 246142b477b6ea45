// Browser side of bench/standings-paint.ts: the 2023 Série A stored in a tenant replica (Dexie, as a
// pull leaves it), a live query over the competition's rows (readCompetitionRows, the screens' read)
// → competitionTables (the standings engine, punishments applied) → the 20 rows written into a
// <table> → painted (the next animation frame after the write, then a task: the frame is on screen).
// Each sample is one new result recorded with `duels.result` through mutate, timed from the write to
// the table painted. Baseline, same page: the same 20 rows sorted by points alone, written, painted.
import { liveQuery } from 'dexie';
import { mutate } from '../../src/data/mutate';
import { openTenantDb } from '../../src/data/tenant-db';
import { readCompetitionRows } from '../../src/data/competition-read';
import { competitionTables } from '../../src/features/competitions/play/standings-view';
import type { StandingRow } from '../../src/domain/competitions/standings';

interface SeasonInput {
  teams: { id: string; name: string }[];
  results: Record<string, unknown>[];
  rules: Record<string, unknown>;
}

const C = '0190f0a0-0000-7000-8000-00000000c000';
const P = '0190f0a0-0000-7000-8000-00000000c001';
const G = '0190f0a0-0000-7000-8000-00000000c002';
const R = '0190f0a0-0000-7000-8000-00000000c003';
const uuid = (n: number) => `0190f0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

const paint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function write(tbody: HTMLElement, rows: readonly Pick<StandingRow, 'position' | 'name' | 'points' | 'played' | 'wins' | 'draws' | 'losses' | 'goals_for' | 'goals_against' | 'goal_difference'>[]) {
  tbody.replaceChildren(...rows.map((r) => {
    const tr = document.createElement('tr');
    for (const v of [r.position, r.name, r.points, r.played, r.wins, r.draws, r.losses, r.goals_for, r.goals_against, r.goal_difference]) {
      const td = document.createElement('td');
      td.textContent = String(v);
      tr.append(td);
    }
    return tr;
  }));
}

export async function benchStandingsPaint(season: SeasonInput, samples: number) {
  const db = openTenantDb(`bench-standings-${Date.now()}`);
  const ids = new Map(season.teams.map((t, i) => [t.id, uuid(1000 + i)]));
  await db.rows('competitions').put({ id: C, name: 'Série A 2023', sport_id: uuid(1), season: 2023, regulation_id: R });
  await db.table('regulations').put({ id: R, name: 'CBF', sport_id: uuid(1), ...season.rules });
  await db.rows('phases').put({ id: P, competition_id: C, name: 'Pontos corridos', kind: 'round_robin', order: 1, legs: 2 });
  await db.rows('groups').put({ id: G, phase_id: P, competition_id: C, name: 'Grupo único', order: 1 });
  await db.table('teams').bulkPut(season.teams.map((t) => ({ id: ids.get(t.id)!, name: t.name, association_id: uuid(2), sport_id: uuid(1) })));
  await db.rows('competitionteams').bulkPut(season.teams.map((t, i) => ({ id: uuid(3000 + i), competition_id: C, team_id: ids.get(t.id)!, group_id: G })));
  const duels = season.results.map((r, i) => ({
    ...r, id: uuid(5000 + i), competition_id: C, phase_id: P, group_id: G, home_team_id: ids.get(String(r.home_team_id)), away_team_id: ids.get(String(r.away_team_id)), status: 'realizada',
  }));
  await db.table('duels').bulkPut(duels);

  // The read alone, outside the live query (what IndexedDB costs, without Dexie's change tracking).
  const directRead: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t0 = performance.now();
    await readCompetitionRows(db, C);
    if (i >= 5) directRead.push(performance.now() - t0);
  }

  // Floor of any re-read: the 380 duels alone, every row of the table, no index.
  const allDuels: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t0 = performance.now();
    await db.rows('duels').toArray();
    if (i >= 5) allDuels.push(performance.now() - t0);
  }

  const table = document.createElement('table');
  const tbody = document.createElement('tbody');
  table.append(tbody);
  document.body.append(table);

  let waiting: { score: number; resolve: () => void } | null = null;
  let shown = 0;
  let readStart = 0;
  let lastRead = 0;
  let lastCompute = 0;
  const sub = liveQuery(() => {
    readStart = performance.now();
    return readCompetitionRows(db, C);
  }).subscribe({
    next: (rows) => {
      if (!rows) return;
      const t1 = performance.now();
      const [t] = competitionTables(rows);
      write(tbody, t!.standings.rows);
      lastRead = t1 - readStart;
      lastCompute = performance.now() - t1;
      shown = Number(rows.duels[0]?.home_score ?? -1);
      if (waiting && shown === waiting.score) {
        const w = waiting;
        waiting = null;
        void paint().then(w.resolve);
      }
    },
    error: (e: unknown) => console.error(e),
  });
  const ctx = { userId: uuid(9) };
  const ours: number[] = [];
  const parts = { mutate: [] as number[], read: [] as number[], compute: [] as number[] };
  for (let i = 0; i < samples + 5; i++) {
    const score = (i % 7) + 1;
    const painted = new Promise<void>((resolve) => (waiting = { score, resolve }));
    const t0 = performance.now();
    await mutate(db, ctx, 'duels.result', { id: duels[0]!.id, home_score: score, away_score: 0, home_yellow: 0, away_yellow: 0, home_red: 0, away_red: 0 });
    const written = performance.now() - t0;
    await painted;
    if (i >= 5) {
      ours.push(performance.now() - t0);
      parts.mutate.push(written);
      parts.read.push(lastRead);
      parts.compute.push(lastCompute);
    }
  }
  sub.unsubscribe();

  // Baseline: the same 20 rows (the last table) sorted by points alone, written and painted.
  const rows = competitionTables((await readCompetitionRows(db, C))!)[0]!.standings.rows;
  const baseline: number[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const t0 = performance.now();
    const sorted = [...rows].sort((a, b) => b.points - a.points);
    write(tbody, sorted);
    await paint();
    if (i >= 5) baseline.push(performance.now() - t0);
  }
  await db.delete();
  return { ours, baseline, parts: { ...parts, directRead, allDuels }, top: rows.slice(0, 3).map((r) => `${r.name} ${r.points}`) };
}

declare global {
  interface Window {
    federaStandingsPaint: { benchStandingsPaint: typeof benchStandingsPaint };
  }
}
window.federaStandingsPaint = { benchStandingsPaint };
