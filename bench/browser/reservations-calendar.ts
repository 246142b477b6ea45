// Browser side of bench/reservations-calendar.ts: a space's month in a tenant replica (Dexie, as a
// pull leaves it): 16 one-hour slots a day (06:00–22:00, every weekday), 300 live reservations of the
// space in a 30-day month, a venue-wide block, and 1,200 reservations of four other spaces of the
// venue. Ours: the screens' read (readSpaceBook: space, venue, hours, slot length, blocks, the
// venue's reservations of the month by [venue_id+starts_at], this space's kept) → monthDays (the slots' states, counted per day) →
// the 30 day cells written into a <table> → painted. Baseline, same page: the same rows read with raw
// IndexedDB (one transaction, getAll on the same indexes, this space's kept), grouped per day by their first ten
// characters, written into the same cells and painted.
import { openTenantDb } from '../../src/data/tenant-db';
import { readSpaceBook } from '../../src/features/reservations/reservation-data';
import { monthDays } from '../../src/domain/reservations/slots';
import { localToInstant, monthDates } from '../../src/domain/reservations/zone';

const uuid = (n: number) => `0190f0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const VENUE = uuid(1);
const SPACE = uuid(2);
const MONTH = '2099-04';
const paint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function makeGrid(): HTMLElement[] {
  const table = document.createElement('table');
  const tbody = document.createElement('tbody');
  const cells: HTMLElement[] = [];
  for (let w = 0; w < 6; w++) {
    const tr = document.createElement('tr');
    for (let d = 0; d < 7; d++) {
      const td = document.createElement('td');
      tr.append(td);
      cells.push(td);
    }
    tbody.append(tr);
  }
  table.append(tbody);
  document.body.replaceChildren(table);
  return cells;
}

function write(cells: HTMLElement[], lead: number, days: ReadonlyArray<{ day: string; text: string }>) {
  for (const cell of cells) cell.textContent = '';
  days.forEach((d, i) => { cells[lead + i]!.textContent = `${d.day.slice(8)} ${d.text}`; });
}

export async function benchReservationsCalendar(samples: number, seed: number) {
  const db = openTenantDb(`bench-reservations-${Date.now()}`);
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  await db.rows('venues').put({ id: VENUE, name: 'Ginásio', city_id: uuid(3) });
  const spaces = [SPACE, uuid(4), uuid(5), uuid(6), uuid(7)];
  await db.rows('spaces').bulkPut(spaces.map((id, i) => ({ id, venue_id: VENUE, name: `Quadra ${i + 1}`, sport_ids: [], public_booking: true })));
  await db.rows('spaceschedules').bulkPut(spaces.flatMap((space_id, s) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ id: uuid(100 + s * 10 + weekday), space_id, weekday, opens_at: '06:00', closes_at: '22:00' }))));
  await db.rows('spacegaps').put({ id: uuid(200), space_id: SPACE, slot_minutes: 60, gap_minutes: 0 });
  const dates = monthDates(MONTH);
  const at = (day: string, hour: number) => new Date(localToInstant(day, hour * 60)).toISOString();
  await db.rows('reservationblocks').put({ id: uuid(300), venue_id: VENUE, starts_at: at(dates[20]!, 6), ends_at: at(dates[20]!, 12), reason: 'manutencao' });
  type Booking = { id: string; space_id: string; venue_id: string; starts_at: string; ends_at: string; status: 'confirmada' | 'pendente'; source: 'staff'; name: string };
  const rows: Booking[] = [];
  spaces.forEach((space_id, s) => {
    const taken = new Set<number>();
    while (taken.size < 300) taken.add(Math.floor(random() * dates.length * 16));
    for (const n of taken) {
      const day = dates[Math.floor(n / 16)]!;
      const hour = 6 + (n % 16);
      rows.push({ id: uuid(10_000 + s * 1000 + rows.length), space_id, venue_id: VENUE, starts_at: at(day, hour), ends_at: at(day, hour + 1), status: random() < 0.8 ? 'confirmada' : 'pendente', source: 'staff', name: 'Pessoa' });
    }
  });
  await db.rows('reservations').bulkPut(rows);
  const lead = (monthDays(MONTH, { schedules: [] })[0]!.weekday) - 1;
  const cells = makeGrid();

  const ours: number[] = [];
  let check = { free: 0, reserved: 0, blocked: 0 };
  for (let i = 0; i < samples + 5; i++) {
    const t0 = performance.now();
    const book = (await readSpaceBook(db, SPACE, dates[0]!, dates[dates.length - 1]!))!;
    const days = monthDays(MONTH, { ...book, space_id: SPACE, now: new Date('2099-01-01T00:00:00Z') });
    write(cells, lead, days.map((d) => ({ day: d.day, text: `${d.free} livres, ${d.reserved} reservados, ${d.blocked} bloqueados` })));
    await paint();
    if (i >= 5) ours.push(performance.now() - t0);
    check = days.reduce((c, d) => ({ free: c.free + d.free, reserved: c.reserved + d.reserved, blocked: c.blocked + d.blocked }), { free: 0, reserved: 0, blocked: 0 });
  }

  // Baseline: the same rows through raw IndexedDB, counted per day by their date text, painted.
  const raw = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(db.name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const from = at(dates[0]!, -24);
  const to = at(dates[dates.length - 1]!, 48);
  const getAll = (store: IDBObjectStore, index: string, range: IDBKeyRange) => new Promise<unknown[]>((resolve, reject) => {
    const request = store.index(index).getAll(range);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  // The replica stores each declared index with the id appended (tenant-db.ts storedIndex).
  const prefix = (value: string) => IDBKeyRange.bound([value], [value, []]);
  const baseline: number[] = [];
  let rawCount = 0;
  for (let i = 0; i < samples + 5; i++) {
    const t0 = performance.now();
    const tx = raw.transaction(['spaces', 'spaceschedules', 'spacegaps', 'reservationblocks', 'reservations'], 'readonly');
    const [, , , , reservations] = await Promise.all([
      new Promise((resolve) => { const r = tx.objectStore('spaces').get(SPACE); r.onsuccess = () => resolve(r.result); }),
      getAll(tx.objectStore('spaceschedules'), '[space_id+id]', prefix(SPACE)),
      getAll(tx.objectStore('spacegaps'), '[space_id+id]', prefix(SPACE)),
      getAll(tx.objectStore('reservationblocks'), '[venue_id+id]', prefix(VENUE)),
      getAll(tx.objectStore('reservations'), '[venue_id+starts_at+id]', IDBKeyRange.bound([VENUE, from], [VENUE, to], false, true)),
    ]);
    const mine = (reservations as Array<{ starts_at: string; space_id: string }>).filter((r) => r.space_id === SPACE);
    const perDay = new Map<string, number>();
    for (const r of mine) perDay.set(r.starts_at.slice(0, 10), (perDay.get(r.starts_at.slice(0, 10)) ?? 0) + 1);
    write(cells, lead, dates.map((day) => ({ day, text: `${perDay.get(day) ?? 0} reservas` })));
    await paint();
    if (i >= 5) baseline.push(performance.now() - t0);
    rawCount = mine.length;
  }
  raw.close();
  await db.delete();
  return { ours, baseline, check, rawCount };
}

declare global {
  interface Window {
    federaReservationsCalendar: { benchReservationsCalendar: typeof benchReservationsCalendar };
  }
}
window.federaReservationsCalendar = { benchReservationsCalendar };
