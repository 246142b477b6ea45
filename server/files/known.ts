// A write may name only files the server has: a reference to bytes that never arrived (an upload
// refused, or never made) is refused with the mutation, so no record points at nothing. Files
// already named by a live record count as known too (rows seeded or imported with their files).
import { fileRefsIn, hashOfRef } from '../../src/domain/files';
import type { MutationMessage } from '../../src/domain/protocol';
import type { Db } from '../db/db';

/** The hashes among `mutations`' file references that this tenant's server knows: one query. */
export async function knownFiles(db: Db, tenantId: string, mutations: readonly MutationMessage[]): Promise<ReadonlySet<string>> {
  const refs = new Set<string>();
  for (const m of mutations) fileRefsIn(m.args, refs);
  if (refs.size === 0) return new Set();
  const hashes = [...refs].map(hashOfRef);
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM files WHERE tenant_id = $1 AND id = ANY($2::text[])
     UNION SELECT file_id FROM file_refs WHERE tenant_id = $1 AND file_id = ANY($2::text[])`,
    [tenantId, hashes],
  );
  return new Set(rows.map((r) => r.id));
}

/** The first file reference of `args` the server does not have, if any. */
export function missingFile(args: unknown, known: ReadonlySet<string>): string | undefined {
  return [...fileRefsIn(args)].find((ref) => !known.has(hashOfRef(ref)));
}
