// Live queries of the meals back-office screens, over the local replica only (through the tenant
// context: screens hold no Dexie instance). Every read goes by index: a meal's list by
// [meal_id+name_search] / [meal_id+cpf], a person's check-ins by [meal_id+user_id], list rows by
// their derived id, the check-in log by [meal_id+at].
import { MAX_KEY, MIN_KEY, useReplica } from '../../data/replica';
import { useTenantData } from '../../data/db-context';
import { useList } from '../../data/hooks';
import type { Page } from '../../data/list-query';
import type { TenantDb } from '../../data/tenant-db';
import { onlyDigits } from '../../domain/cpf';
import { mealUserId } from '../../domain/meals/meals-checkin';
import type { StoredRow } from '../../domain/mutators/index';
import type { Row } from '../../domain/resources/index';
import type { CsvEntry } from '../../lib/cpf-csv';
import { countedOf } from './checkin-flow';

/** A search box's text as a CPF prefix (digits, dots and dashes only, 3+ digits), else null. */
export function cpfPrefix(search: string): string | null {
  const text = search.trim();
  if (!/^[\d.\-\s]+$/.test(text)) return null;
  const digits = onlyDigits(text);
  return digits.length >= 3 ? digits : null;
}

/** People on a meal's list, by name prefix (accent-insensitive) or CPF prefix. */
export function useMealPeople(mealId: string, search: string, limit: number): Page<Row<'mealusers'>> | undefined {
  const cpf = cpfPrefix(search);
  const text = search.trim();
  return useList('mealusers', cpf
    ? { index: '[meal_id+cpf]', equals: [mealId], prefix: cpf, limit }
    : { index: '[meal_id+name_search]', equals: [mealId], prefix: text === '' ? undefined : text, limit });
}

/** Profiles by name or CPF prefix (the people an admin holding `users` replicates). */
export function useProfileSearch(search: string, limit: number): Page<Row<'profiles'>> | undefined {
  const cpf = cpfPrefix(search);
  const text = search.trim();
  return useList('profiles', cpf ? { index: 'cpf', prefix: cpf, limit } : { index: 'name_search', prefix: text === '' ? undefined : text, limit });
}

/** Whether this device holds any profile at all (undefined while reading). */
export function useHasProfiles(): boolean | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (await db.rows('profiles').limit(1).count()) > 0, [db]);
}

/** Of `userIds`, those on the meal's list. */
export function useListedAmong(mealId: string, userIds: readonly string[]): ReadonlySet<string> | undefined {
  const { db } = useTenantData();
  const key = userIds.join(',');
  return useReplica(async () => {
    const ids = key === '' ? [] : key.split(',');
    const rows = await db.rows('mealusers').bulkGet(ids.map((u) => mealUserId(mealId, u)));
    return new Set(ids.filter((_, i) => rows[i] !== undefined));
  }, [db, mealId, key]);
}

/** userId → time of their counted check-in, for the people shown. */
export function useCheckedInAmong(mealId: string, userIds: readonly string[]): ReadonlyMap<string, string> | undefined {
  const { db } = useTenantData();
  const key = userIds.join(',');
  return useReplica(async () => {
    const ids = key === '' ? [] : key.split(',');
    const lists = await Promise.all(ids.map((u) => db.rows('mealcheckins').where('[meal_id+user_id]').equals([mealId, u]).toArray()));
    const out = new Map<string, string>();
    lists.forEach((rows, i) => {
      const counted = countedOf(rows);
      if (counted) out.set(ids[i]!, String(counted.at));
    });
    return out;
  }, [db, mealId, key]);
}

export interface CheckinLine {
  row: StoredRow;
  /** The person's name on the list, or null when they are no longer on it. */
  name: string | null;
  /** A local check-in the server has not confirmed yet. */
  pending: boolean;
}

/** The meal's latest check-ins, newest first, with names from the list. */
export function useMealCheckins(mealId: string, limit: number): { lines: CheckinLine[]; more: boolean } | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    const rows = await db.rows('mealcheckins').where('[meal_id+at]').between([mealId, MIN_KEY], [mealId, MAX_KEY]).reverse().limit(limit + 1).toArray();
    const shown = rows.slice(0, limit);
    const [people, shadows] = await Promise.all([
      db.rows('mealusers').bulkGet(shown.map((r) => mealUserId(mealId, String(r.user_id)))),
      db.serverRows.bulkGet(shown.map((r): [string, string] => ['mealcheckins', r.id])),
    ]);
    const lines = shown.map((row, i) => {
      const person = people[i];
      const social = typeof person?.social_name === 'string' && person.social_name ? person.social_name : null;
      return { row, name: person ? (social ?? String(person.name)) : null, pending: shadows[i] !== undefined };
    });
    return { lines, more: rows.length > limit };
  }, [db, mealId, limit]);
}

/** Profiles of an association, split into those to add and those already on the list. */
export function useAssociationPeople(mealId: string, associationId: string): { toAdd: string[]; listed: number } | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    if (!associationId) return { toAdd: [], listed: 0 };
    // Verified profiles only: meals.eligibility.add refuses the others.
    const profiles = (await db.rows('profiles').where('association_id').equals(associationId).toArray()).filter((p) => p.verified === true);
    const userIds = [...new Set(profiles.map((p) => String(p.user_id)))];
    const rows = await db.rows('mealusers').bulkGet(userIds.map((u) => mealUserId(mealId, u)));
    return { toAdd: userIds.filter((_, i) => !rows[i]), listed: rows.filter(Boolean).length };
  }, [db, mealId, associationId]);
}

/** `unverified`: the profile is not verified by the federation: the gate trusts only verified data. */
export type CsvRefusal = 'invalid' | 'duplicate' | 'not-found' | 'unverified' | 'listed';

export interface CsvPreview {
  accepted: { line: number; cpf: string; userId: string; name: string }[];
  refused: { line: number; raw: string; reason: CsvRefusal }[];
}

/** Sorts parsed rows into what can be added and what is refused, and why. */
export async function previewCpfs(db: TenantDb, mealId: string, entries: readonly CsvEntry[]): Promise<CsvPreview> {
  const accepted: CsvPreview['accepted'] = [];
  const refused: CsvPreview['refused'] = [];
  const usable = entries.filter((e) => !e.problem && e.cpf);
  const profiles = await Promise.all(usable.map((e) => db.rows('profiles').where('cpf').equals(e.cpf!).first()));
  const listed = await db.rows('mealusers').bulkGet(profiles.map((p) => (p ? mealUserId(mealId, String(p.user_id)) : '')));
  const found = new Map<CsvEntry, { profile: StoredRow | undefined; listed: boolean }>();
  usable.forEach((e, i) => found.set(e, { profile: profiles[i], listed: listed[i] !== undefined }));
  for (const e of entries) {
    if (e.problem) {
      refused.push({ line: e.line, raw: e.raw, reason: e.problem });
      continue;
    }
    const hit = found.get(e);
    if (!hit?.profile) refused.push({ line: e.line, raw: e.raw, reason: 'not-found' });
    else if (hit.profile.verified !== true) refused.push({ line: e.line, raw: e.raw, reason: 'unverified' });
    else if (hit.listed) refused.push({ line: e.line, raw: e.raw, reason: 'listed' });
    else accepted.push({ line: e.line, cpf: e.cpf!, userId: String(hit.profile.user_id), name: String(hit.profile.name) });
  }
  return { accepted, refused };
}

/** previewCpfs as a live query (the preview follows the list while it is open). */
export function useCpfPreview(mealId: string, entries: readonly CsvEntry[] | null): CsvPreview | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (entries ? previewCpfs(db, mealId, entries) : undefined), [db, mealId, entries]);
}
