// What the document and PAR-Q screens read, from the local replica only (they draw offline): a
// person's profile, documents with their types, PAR-Qs, and the review queues.
import type { TenantDb } from '../../data/tenant-db';
import { documentKind } from '../../domain/documents/document-review';
import type { StoredRow } from '../../domain/mutators/index';

/** Today in Brasília (the federation's calendar), AAAA-MM-DD. */

export interface HeldDoc {
  row: StoredRow;
  type: StoredRow | undefined;
}

export interface PersonDocuments {
  profile: StoredRow | undefined;
  documents: HeldDoc[];
  /** Types required for competitions that the person has never sent. */
  missing: StoredRow[];
  parqs: StoredRow[];
}

const byNewest = (a: StoredRow, b: StoredRow): number => String(b.issued_on ?? b.id).localeCompare(String(a.issued_on ?? a.id));

async function withTypes(db: TenantDb, docs: StoredRow[]): Promise<HeldDoc[]> {
  const types = await db.rows('documenttypes').bulkGet([...new Set(docs.map((d) => String(d.document_type_id)))]);
  const byId = new Map(types.filter((t) => t !== undefined).map((t) => [t.id, t]));
  return docs.map((row) => ({ row, type: byId.get(String(row.document_type_id)) }));
}

export async function readPersonDocuments(db: TenantDb, userId: string): Promise<PersonDocuments> {
  const profile = await db.rows('profiles').where('user_id').equals(userId).first();
  const docs = (await db.rows('userdocuments').where('user_id').equals(userId).toArray()).sort(byNewest);
  const documents = await withTypes(db, docs);
  const sent = new Set(docs.map((d) => String(d.document_type_id)));
  const missing = (await db.rows('documenttypes').toArray())
    .filter((t) => t.required_for_competitions === true && !sent.has(t.id))
    .sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR'));
  const parqs = (await db.rows('parqs').where('user_id').equals(userId).toArray()).sort((a, b) => b.id.localeCompare(a.id));
  return { profile, documents, missing, parqs };
}

/** Documents of one flow (documentKind: where they were sent from) awaiting review, oldest first (uuid v7 ids sort by creation). */
export async function readPendingDocuments(db: TenantDb, kind: string): Promise<HeldDoc[]> {
  const rows = (await db.rows('userdocuments').where('status').equals('pendente').toArray())
    .filter((row) => documentKind(row) === kind)
    .sort((a, b) => a.id.localeCompare(b.id));
  return withTypes(db, rows);
}

/** Profiles by user id, for naming people in the queues (what this device holds). */
export async function profilesByUser(db: TenantDb, userIds: readonly string[]): Promise<Map<string, StoredRow>> {
  const rows = await db.rows('profiles').where('user_id').anyOf([...new Set(userIds)]).toArray();
  return new Map(rows.map((p) => [String(p.user_id), p]));
}

export const personName = (profile: StoredRow | undefined, fallback: string): string =>
  profile ? String(profile.social_name || profile.name) : fallback;
