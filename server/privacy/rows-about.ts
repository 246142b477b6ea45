// The rows about one person: what the export sends and what the
// anonymisation rewrites, the same set for both, read in the caller's transaction. "About" is the
// registry's `about` (define.ts; src/domain/privacy/about.ts), never who filed the row: a live row
// is about the person when a person field names their login id or one of their profiles' ids, or
// when its subject (a request's `subject_collection`/`subject_id`) is such a row, live or deleted
// since; a request to create a person's row is about the person it proposes; a request about an
// entity is about whoever filed it. A row the person merely filed about someone else is not theirs:
// `rowsFiledBy` lists those, for the export to say only that they exist.
import { ABOUT, PERSON_COLLECTIONS } from '../../src/domain/privacy/about';
import { HOLDINGS, type Holding } from '../../src/domain/privacy/holdings';
import type { StoredRow } from '../../src/domain/mutators/index';
import { findResource } from '../../src/domain/resources/index';
import type { Db } from '../db/db';

const SAFE = /^[a-z][a-z0-9_]*$/;
const safe = (name: string): string => {
  if (!SAFE.test(name)) throw new Error(`Nome inesperado: ${name}`);
  return name;
};
const field = (name: string, table = 'records'): string => `${table}.data->>'${safe(name)}'`;

export interface RowAbout {
  holding: Holding;
  row: StoredRow;
  collection: string;
}

export async function profileIdsOf(db: Db, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND data->>'user_id' = $2 AND NOT deleted ORDER BY id`,
    [tenantId, userId],
  );
  return rows.map((r) => r.id);
}

/** $2 = the login id, $3 = the profile ids. */
const namesPerson = (table: string) =>
  ABOUT.flatMap(({ resource, users, profiles }) => {
    const person = [...users.map((f) => `${field(f, table)} = $2`), ...profiles.map((f) => `${field(f, table)} = ANY($3::text[])`)];
    return person.length === 0 ? [] : [`(${table}.collection = '${safe(resource.key)}' AND (${person.join(' OR ')}))`];
  });

/**
 * A request to CREATE a person's row (no subject yet: a register asked for, by the person, their
 * entity's manager or the public page) is about the person its proposed row names, by that
 * collection's own person fields. $2 = the login id, $3 = the profile ids.
 */
const proposesPerson = (table: string) =>
  ABOUT.flatMap(({ resource, subject }) => {
    if (!subject) return [];
    const proposed = (f: string) => `${table}.data->'proposed'->>'${safe(f)}'`;
    return ABOUT.flatMap(({ resource: target, users, profiles }) => {
      const person = [...users.map((f) => `${proposed(f)} = $2`), ...profiles.map((f) => `${proposed(f)} = ANY($3::text[])`)];
      if (person.length === 0) return [];
      return [`(${table}.collection = '${safe(resource.key)}' AND ${field(subject.id, table)} IS NULL AND ${field(subject.collection, table)} = '${safe(target.key)}' AND (${person.join(' OR ')}))`];
    });
  });

/**
 * Rows about a row of `subjects` (their subject), or, when the subject is no person's row, about
 * their owner ($4 = PERSON_COLLECTIONS).
 */
const aboutSubject = (table: string) =>
  ABOUT.flatMap(({ resource, subject }) => {
    if (!subject) return [];
    const collection = field(subject.collection, table);
    const id = `lower(${field(subject.id, table)})`;
    const filer = resource.access.owner ? ` OR (${field(resource.access.owner, table)} = $2 AND NOT (coalesce(${collection}, '') = ANY($4::text[])))` : '';
    return [`(${table}.collection = '${safe(resource.key)}' AND ((${collection}, ${id}) IN (SELECT collection, id FROM subjects)${filer}))`];
  });

/**
 * Collections whose owner is the person a row is about: a deleted row keeps its owner (tombstones
 * keep `owner_id`, sql-tx.ts), so a request about the person's document deleted since is still
 * theirs, with the number and scan it proposed.
 */
const OWNED_ABOUT = ABOUT.filter(({ resource, users }) => resource.access.owner !== undefined && users.includes(resource.access.owner)).map((a) => a.resource.key);

export async function rowsAbout(db: Db, tenantId: string, userId: string, profileIds: readonly string[]): Promise<RowAbout[]> {
  const holdings = new Map(HOLDINGS.map((h) => [h.collection, h]));
  const subject = aboutSubject('s');
  const rows = await db.query<{ collection: string; id: string; data: StoredRow }>(
    `WITH direct AS (
       SELECT collection, id, data FROM records
        WHERE tenant_id = $1 AND NOT deleted AND (${[...namesPerson('records'), ...proposesPerson('records')].join(' OR ')})
     ), subjects AS (
       SELECT collection, id::text AS id FROM direct
       UNION SELECT collection, id::text FROM records
        WHERE tenant_id = $1 AND deleted AND owner_id = $2::uuid AND collection = ANY($5::text[])
     )
     SELECT collection, id::text AS id, data FROM direct
     ${subject.length === 0 ? '' : `UNION ALL
     SELECT s.collection, s.id::text AS id, s.data FROM records s
      WHERE s.tenant_id = $1 AND NOT s.deleted AND (${subject.join(' OR ')})`}
     ORDER BY collection, id`,
    [tenantId, userId, [...profileIds], [...PERSON_COLLECTIONS], OWNED_ABOUT],
  );
  // A resource may name the person both ways: each row once.
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    const key = `${r.collection}/${r.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ holding: holdings.get(r.collection)!, row: r.data, collection: r.collection }];
  });
}

export interface FiledRow {
  collection: string;
  /** pt-BR: the kind of record (the resource's singular label). */
  what: string;
  id: string;
}

/** Live rows the person owns (filed) that are about someone else: only that they exist. */
export async function rowsFiledBy(db: Db, tenantId: string, userId: string, about: readonly RowAbout[]): Promise<FiledRow[]> {
  const theirs = new Set(about.map((a) => `${a.collection}/${a.row.id}`));
  const owned = await db.query<{ collection: string; id: string }>(
    `SELECT collection, id::text AS id FROM records WHERE tenant_id = $1 AND owner_id = $2 AND NOT deleted ORDER BY collection, id`,
    [tenantId, userId],
  );
  return owned
    .filter((r) => !theirs.has(`${r.collection}/${r.id}`))
    .map((r) => ({ collection: r.collection, what: findResource(r.collection)?.labels.singular ?? r.collection, id: r.id }));
}
