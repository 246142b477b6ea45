// "Baixar meus dados" (LGPD art. 18, II and V): everything the federation holds
// about the signed-in person, as JSON. What counts as "about them" is the registry's `about`, read
// by rows-about.ts (the same rows the anonymisation reaches), whoever filed them, and nothing else:
// a request they filed about another person (a manager's edit of one of their
// people) is that person's, so it is listed under `filed` only as its kind and id, never with its
// content. Other people appear only as ids inside rows about the person (the reviewer of their
// request, the guardian who answered their PAR-Q, the team of their membership). Files: those the
// rows about them name, and their uploads no live row names yet; not their uploads that name
// someone else's data (a scan they sent for one of their people). The account (the users row) goes
// without its password hash, the sessions without their tokens.
import { fileRefsIn, hashOfRef } from '../../src/domain/files';
import { HOLDINGS, LEGAL_BASES } from '../../src/domain/privacy/holdings';
import type { Db } from '../db/db';
import { profileIdsOf, rowsAbout, rowsFiledBy } from './rows-about';

export const EXPORT_FORMAT = 'federa-lgpd/1';

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
      fileRefsIn(row, named);
    }
    const filed = await rowsFiledBy(tx, tenant.id, userId, rows);
    const uploaded = await tx.query<{ id: string; kind: string; uploaded_bytes: number; created_at: Date }>(
      `SELECT id, kind, uploaded_bytes, created_at FROM files f
        WHERE tenant_id = $1 AND (id = ANY($3::text[])
          OR (created_by = $2 AND NOT EXISTS (SELECT 1 FROM file_refs r WHERE r.tenant_id = f.tenant_id AND r.file_id = f.id)))
        ORDER BY created_at`,
      [tenant.id, userId, [...named].map(hashOfRef)],
    );
    return {
      format: EXPORT_FORMAT,
      generated_at: now.toISOString(),
      federation: { code: tenant.code, name: tenant.name },
      person: { user_id: userId, profile_ids: profileIds },
      account: account ?? null,
      sessions,
      collections,
      filed,
      files: uploaded.map((f) => ({ ...f, download: `/api/v1/files/${f.id}/full` })),
      holdings: HOLDINGS.map((h) => ({ collection: h.collection, what: h.what, basis: LEGAL_BASES[h.basis], retention: h.retention })),
      note: 'Outras pessoas aparecem apenas pelo identificador, e só em registros sobre você (quem analisou seu pedido, a equipe da sua inscrição). Em "filed", os registros que você fez sobre outras pessoas (como gestor ou responsável): só o tipo e o identificador, sem os dados delas.',
    };
  });
}
