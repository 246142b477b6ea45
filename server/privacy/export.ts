// "Baixar meus dados" (LGPD art. 18, II and V; issue 13 item 3): everything the federation holds
// about the signed-in person, as JSON. What counts as "about them" is the declared list
// (src/domain/privacy/holdings.ts) and nothing else. Other people appear only where a row is the
// person's own, and then only as an id (the reviewer of their request, the guardian who answered
// their PAR-Q, the team of their membership): never another person's name or data. The account
// (the users row) goes without its password hash, the sessions without their tokens.
import { HOLDINGS, LEGAL_BASES } from '../../src/domain/privacy/holdings';
import type { Db } from '../db/db';
import { profileIdsOf, rowsAbout } from './rows-about';

export const EXPORT_FORMAT = 'federa-lgpd/1';

const FILE_REF = /^files\/([0-9a-f]{64})$/;

/** Every `files/<sha256>` named at any depth of a value. */
function fileRefs(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    const m = FILE_REF.exec(value);
    if (m) out.add(m[1]!);
  } else if (Array.isArray(value)) value.forEach((v) => fileRefs(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => fileRefs(v, out));
}

export async function exportPersonData(db: Db, tenant: { id: string; code: string; name: string }, userId: string, now: Date) {
  return db.tx(async (tx) => {
    const [account] = await tx.query<Record<string, unknown>>(
      // cpf: the one the person typed, held or only claimed at sign-up (register-account.ts): the export
      // shows their own data the same way whether or not another account held that CPF.
      `SELECT id::text AS id, name, social_name, email, COALESCE(cpf, claimed_cpf) AS cpf, phone, image_url, birthdate, created_at, updated_at, verified_at
         FROM users WHERE tenant_id = $1 AND id = $2`,
      [tenant.id, userId],
    );
    const sessions = await tx.query<Record<string, unknown>>(
      `SELECT created_at, expires_at, revoked_at FROM sessions WHERE tenant_id = $1 AND user_id = $2 ORDER BY created_at`,
      [tenant.id, userId],
    );
    const profileIds = await profileIdsOf(tx, tenant.id, userId);
    const rows = await rowsAbout(tx, tenant.id, userId, profileIds);
    const collections: Record<string, unknown[]> = {};
    const named = new Set<string>();
    for (const { holding, row } of rows) {
      (collections[holding.collection] ??= []).push(row);
      fileRefs(row, named);
    }
    const uploaded = await tx.query<{ id: string; kind: string; uploaded_bytes: number; created_at: Date }>(
      `SELECT id, kind, uploaded_bytes, created_at FROM files WHERE tenant_id = $1 AND (created_by = $2 OR id = ANY($3::text[])) ORDER BY created_at`,
      [tenant.id, userId, [...named]],
    );
    return {
      format: EXPORT_FORMAT,
      generated_at: now.toISOString(),
      federation: { code: tenant.code, name: tenant.name },
      person: { user_id: userId, profile_ids: profileIds },
      account: account ?? null,
      sessions,
      collections,
      files: uploaded.map((f) => ({ ...f, download: `/api/v1/files/${f.id}/full` })),
      holdings: HOLDINGS.map((h) => ({ collection: h.collection, what: h.what, basis: LEGAL_BASES[h.basis], retention: h.retention })),
      note: 'Outras pessoas aparecem apenas pelo identificador, e só em registros que são seus (quem analisou seu pedido, a equipe da sua inscrição).',
    };
  });
}
