// The check-in flow the gate scanner (scan-flow.ts) and the manual screen (checkin-page.tsx) share:
// from "this person, at this meal" to what the screen shows, against the local replica only (no
// network: the confirmation never waits for one).
//
// Speed (the gate's budget is ≤30 ms p95 from QR decode to the confirmation painted): ONE Dexie
// read-write transaction does the three lookups in parallel (meal by id, list row by its derived id,
// the person's check-ins by the [meal_id+user_id] index) with the reads mutateInTx needs (packs
// waiting, the client row) and, only for a new check-in, the `meals.checkin` mutation with its
// outbox entry (mutateInTx), which reuses those reads instead of repeating them. The new check-in's
// row is known fresh (no row or shadow to read first) and the transaction is asked to commit as soon
// as the writes are issued: two round trips to IndexedDB in all, the reads and the strict commit,
// which is what stretches first when the phone is busy. Being one transaction also makes two
// quick scans of the same person on this device strictly ordered: the second one sees the first and
// answers "already", never two green screens.
import { useCallback } from 'react';
import { useReplica } from '../../data/replica';
import { useTenantData } from '../../data/db-context';
import { mutateInTx } from '../../data/mutate';
import { knownQueryKey, knownRowKey, type KnownReads } from '../../data/dexie-tx';
import { drainPacks, packedCollections } from '../../data/packs';
import { writeTables, type TenantDb } from '../../data/tenant-db';
import { mealWindow } from '../../domain/meals/meal-window';
import { mealUserId } from '../../domain/meals/meals-checkin';
import type { StoredRow } from '../../domain/mutators/index';
import { uuidv7 } from '../../domain/uuid';
import { transact } from '../../data/transact';

/** Who is at the gate, from their row on the meal's list (a snapshot: no profile needed). */
export interface MealPerson {
  userId: string;
  name: string;
  socialName?: string | null;
  photoUrl?: string | null;
  associationName?: string | null;
  cpf?: string | null;
  /**
   * Set (true) only when the list's copy says the profile is no longer verified (a change nobody
   * checked since the person was listed: meal-snapshots.ts); the gate then says "não verificado".
   */
  unverified?: true;
}

export type CheckinOutcome =
  /** Counted now (local, optimistic: the server confirms or marks it duplicate on sync). */
  | { kind: 'checked-in'; person: MealPerson; at: string }
  /** Already in: `at` is the time of the counted check-in. */
  | { kind: 'already'; person: MealPerson; at: string }
  | { kind: 'not-eligible'; userId: string }
  | { kind: 'meal-closed' }
  | { kind: 'meal-missing' }
  /** Outside the meal's window (meal-window.ts): nothing saved; ask, then call again with `outsideWindow`. */
  | { kind: 'outside-window'; person: MealPerson; window: string };

export interface CheckinInput {
  mealId: string;
  userId: string;
  method: 'qr' | 'manual';
  /** ISO instant of the scan (device clock); defaults to now. */
  at?: string;
  /** The staff confirmed a check-in outside the meal's window. */
  outsideWindow?: boolean;
}

export interface CheckinOptions {
  /** Called after a new check-in is saved (the sync client's push trigger: TenantDataSession.onMutated). */
  onMutated?: () => void;
}

const LOOKED_UP = ['meals', 'mealusers', 'mealcheckins'] as const;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function personOf(row: StoredRow): MealPerson {
  return {
    userId: String(row.user_id),
    name: String(row.name ?? ''),
    socialName: str(row.social_name),
    photoUrl: str(row.photo_url),
    associationName: str(row.association_name),
    cpf: str(row.cpf),
    ...(row.verified === false ? { unverified: true as const } : {}),
  };
}

/** The counted check-in among a person's check-ins (the earliest, should a replica briefly hold two). */
export function countedOf(rows: readonly StoredRow[]): StoredRow | undefined {
  let found: StoredRow | undefined;
  for (const r of rows) if (r.status === 'counted' && (!found || String(r.at) < String(found.at))) found = r;
  return found;
}

/**
 * The gate's rules, in order, over what is known of one person at one meal (pure: the database path
 * below and the in-memory gate, gate-memory.ts, both ask it): no meal, a closed meal, not on the
 * list, already in (the time of the counted check-in), outside the meal's hours unless the staff
 * confirmed; otherwise green, which the caller then writes.
 */
export function decideCheckin(
  meal: StoredRow | undefined, listed: StoredRow | undefined, countedAt: string | undefined,
  scan: { userId: string; at: string; outsideWindow?: boolean },
): CheckinOutcome {
  if (!meal) return { kind: 'meal-missing' };
  if (meal.status !== 'open') return { kind: 'meal-closed' };
  if (!listed) return { kind: 'not-eligible', userId: scan.userId };
  const person = personOf(listed);
  if (countedAt) return { kind: 'already', person, at: String(countedAt) };
  const window = mealWindow(meal, scan.at);
  if (!window.inside && !scan.outsideWindow) return { kind: 'outside-window', person, window: window.label };
  return { kind: 'checked-in', person, at: scan.at };
}

/**
 * Checks a person in at a meal, on this device. Never waits for the network. Throws only what
 * `mutate` throws (a MutationError for args it refuses, a storage error); the refusals a gate must
 * show (not on the list, meal closed or missing, already in) are outcomes, not errors.
 */
export async function checkInPerson(
  db: TenantDb,
  staffUserId: string,
  input: CheckinInput,
  options: CheckinOptions = {},
): Promise<CheckinOutcome> {
  const mealId = input.mealId.toLowerCase();
  const userId = input.userId.toLowerCase();
  const at = input.at ?? new Date().toISOString();
  const listId = mealUserId(mealId, userId);
  const outcome = await transact(db, 'rw', writeTables(db), async (db, tx): Promise<CheckinOutcome> => {
    const lookups = () => Promise.all([
      db.rows('meals').get(mealId),
      db.rows('mealusers').get(listId),
      db.rows('mealcheckins').where('[meal_id+user_id]').equals([mealId, userId]).toArray(),
    ]);
    // One round trip for everything this flow and the mutator need to know first.
    const [packed, client, firstLookups] = await Promise.all([packedCollections(db), db.clients.get(staffUserId), lookups()]);
    let [meal, listed, earlier] = firstLookups;
    // Rows of a first download may still wait in packs (data/packs.ts): when one of the three
    // collections has some, move them into their tables and read again (once, right after a sync).
    const stale = LOOKED_UP.filter((c) => packed.has(c));
    if (stale.length > 0) {
      for (const collection of stale) {
        await drainPacks(db, collection);
        packed.delete(collection);
      }
      [meal, listed, earlier] = await lookups();
    }
    const verdict = decideCheckin(meal, listed, countedOf(earlier)?.at as string | undefined, { userId, at, outsideWindow: input.outsideWindow });
    if (verdict.kind !== 'checked-in') return verdict;
    // Typed narrow for the mutator's known reads below (decideCheckin answered green only with both).
    if (!meal || !listed) return { kind: 'meal-missing' };
    const nonce = uuidv7();
    // The mutator reads the same three (and the fresh nonce, known absent): hand it what was read.
    const known: KnownReads = {
      rows: new Map<string, StoredRow | null>([
        [knownRowKey('meals', mealId), meal],
        [knownRowKey('mealusers', listId), listed],
        [knownRowKey('mealcheckins', nonce), null],
      ]),
      queries: new Map([[knownQueryKey('mealcheckins', '[meal_id+user_id]', [mealId, userId]), earlier]]),
      // The check-in row is new under a fresh id: written without reading its row and shadow first.
      fresh: new Set([knownRowKey('mealcheckins', nonce)]),
    };
    await mutateInTx(db, { userId: staffUserId }, 'meals.checkin', {
      mealId,
      userId,
      nonce,
      at,
      deviceId: getDeviceId(),
      method: input.method,
      ...(mealWindow(meal, at).inside ? {} : { outsideWindow: true }),
    }, { packed, client: client ?? null, known, endsTransaction: tx.idbtrans });
    return verdict;
  });
  if (outcome.kind === 'checked-in') options.onMutated?.();
  return outcome;
}

/** `checkInPerson` bound to the current tenant, user and push trigger (for screens). */
export function useCheckIn(): ((input: CheckinInput) => Promise<CheckinOutcome>) | null {
  const { db, userId, onMutated } = useTenantData();
  const run = useCallback((input: CheckinInput) => checkInPerson(db, userId!, input, { onMutated }), [db, userId, onMutated]);
  return userId ? run : null;
}

/** Counts a meal's list (M) and the distinct people with a counted check-in (N). */
export async function mealCounters(db: TenantDb, mealId: string): Promise<{ eligible: number; checkedIn: number }> {
  // Counts on the indexes, without reading rows: this query re-runs after every scan, while the
  // confirmation paints, and a lunch has hundreds of check-ins. One counted row per person holds on
  // this device (checkInPerson answers "already" instead) and on the server (later ones are
  // `duplicate`); two devices' offline scans of one person are both counted here only until the
  // pull that brings the server's verdict.
  const [eligible, checkedIn] = await Promise.all([
    db.rows('mealusers').where('meal_id').equals(mealId).count(),
    db.rows('mealcheckins').where('[meal_id+status]').equals([mealId, 'counted']).count(),
  ]);
  return { eligible, checkedIn };
}

/** Live "N de M" of a meal; undefined while loading. */
export function useMealCounters(mealId: string): { eligible: number; checkedIn: number } | undefined {
  const { db } = useTenantData();
  return useReplica(() => mealCounters(db, mealId), [db, mealId]);
}

// The device id stamped on every check-in (audit: which phone scanned). Stable per browser profile:
// kept in localStorage, beside the spec's keys but outside the typed list in src/data/storage.ts
// (that list is the spec's, exactly), read the same defensive way (private mode, sandboxed frames,
// quota): when storage refuses, one id for the life of the page.
export const DEVICE_ID_KEY = 'federa_device_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let memoryDeviceId: string | null = null;

export function getDeviceId(): string {
  if (memoryDeviceId) return memoryDeviceId;
  let id: string | null = null;
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_ID_KEY) ?? null;
    if (stored && UUID.test(stored)) id = stored;
  } catch {
    // no localStorage: fall through to a fresh id
  }
  if (!id) {
    id = uuidv7();
    try {
      globalThis.localStorage?.setItem(DEVICE_ID_KEY, id);
    } catch {
      // kept in memory for this page
    }
  }
  memoryDeviceId = id;
  return id;
}
