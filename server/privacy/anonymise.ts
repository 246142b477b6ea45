// The anonymisation that settles a deletion request (LGPD arts. 16 and 18, IV/VI),
// run by a holder of `users` from /records/users/privacy/{id}. ONE transaction, under the tenant's
// version lock: each row about the person (rows-about.ts: the registry's `about`, whoever filed the
// row, so a request their entity's manager opened about them too) gets its declared
// erasure (holdings.ts: sports history and audit kept, identifying fields cleared, documents, health
// data and cards deleted, consents withdrawn with the change logged, requests redacted and, if still
// open, closed), the pending deletion request is approved with the reviewer and the server's clock in
// its history, the login loses what identifies it and its password, and every session is revoked.
// A file no live row names any more is served to nobody: file_refs follows the records, and the
// files those rows named (or the person uploaded) lose their uploader, whose own read
// (files/access.ts) would otherwise outlive every row. Rows the person merely filed about others stay
// as they are (their id there is an anonymised account's). Idempotent: a person already anonymised
// is answered as such and nothing changes.
import { DATA_DELETION } from '../../src/domain/approvals/privacy-kinds';
import { fileRefsIn, hashOfRef } from '../../src/domain/files';
import { anonymisedName } from '../../src/domain/privacy/holdings';
import { consentId } from '../../src/domain/privacy/consents';
import type { StoredRow } from '../../src/domain/mutators/index';
import { CONSENT_KINDS } from '../../src/domain/resources/consents';
import { derivedId } from '../../src/domain/uuid';
import { revokeUnusedCodes } from '../auth/oauth-codes';
import { ApiError } from '../http/api-error';
import type { Db } from '../db/db';
import { lockTenantVersion, ownerOf, writeRecords, type RecordWrite } from '../sync/sql-tx';
import { profileIdsOf, rowsAbout } from './rows-about';

export const ANONYMISE_MSG = {
  closed: 'Encerrada: os dados da pessoa foram anonimizados a pedido dela (LGPD).',
  notFound: 'Pessoa não encontrada.',
  noRequest: 'Não há pedido de exclusão pendente desta pessoa. A anonimização atende a um pedido feito pela pessoa ou pelo responsável.',
} as const;

export interface AnonymiseResult {
  already: boolean;
  kept: number;
  changed: number;
  deleted: number;
}

const put = (collection: string, row: StoredRow): RecordWrite => ({ collection, id: row.id, json: JSON.stringify(row), owner: ownerOf(collection, row) });
const remove = (collection: string, id: string): RecordWrite => ({ collection, id, json: null, owner: null });

export async function anonymisePerson(db: Db, tenantId: string, userId: string, reviewerId: string, now: Date): Promise<AnonymiseResult> {
  return db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId);
    const [user] = await tx.query<{ anonymised_at: Date | null }>(
      `SELECT anonymised_at FROM users WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, userId],
    );
    if (!user) throw new ApiError(404, ANONYMISE_MSG.notFound);
    if (user.anonymised_at) return { already: true, kept: 0, changed: 0, deleted: 0 };

    const at = now.toISOString();
    const placeholder = anonymisedName(userId);
    const profileIds = await profileIdsOf(tx, tenantId, userId);
    const rows = await rowsAbout(tx, tenantId, userId, profileIds);
    const pending = rows.filter(({ row }) => row.kind === DATA_DELETION && row.status === 'pendente' && profileIds.includes(String(row.subject_id)));
    if (pending.length === 0) throw new ApiError(409, ANONYMISE_MSG.noRequest);

    const writes: RecordWrite[] = [];
    const result: AnonymiseResult = { already: false, kept: 0, changed: 0, deleted: 0 };
    const withdrawn = new Set<string>();
    const named = new Set<string>();
    for (const { holding, row } of rows) {
      fileRefsIn(row, named);
      const erasure = holding.erasure;
      const c = holding.collection;
      if (erasure.action === 'keep') {
        result.kept++;
      } else if (erasure.action === 'delete') {
        writes.push(remove(c, row.id));
        result.deleted++;
      } else if (erasure.action === 'scrub') {
        const scrubbed: StoredRow = { ...row };
        for (const [f, to] of Object.entries(erasure.fields)) scrubbed[f] = to === 'placeholder' ? placeholder : null;
        writes.push(put(c, scrubbed));
        result.changed++;
      } else if (erasure.action === 'withdraw') {
        withdrawn.add(String(row.kind));
        if (row.granted !== true) { result.kept++; continue; }
        const history = Array.isArray(row.history) ? row.history : [];
        writes.push(put(c, { ...row, granted: false, at, by: reviewerId, history: [...history, { granted: false, by: reviewerId, at }] }));
        result.changed++;
      } else {
        // redact: the request's state and history are the audit; what it proposed was personal data.
        // The deletion request is approved; any other still open (a manager's edit of the person) is
        // closed, since its subject is gone and nothing is left to decide.
        const approving = pending.some((p) => p.row.id === row.id);
        const open = row.status === 'pendente' || row.status === 'devolvido';
        const history = Array.isArray(row.history) ? row.history : [];
        const decided = approving
          ? { status: 'aprovado', reviewed_by: reviewerId, reviewed_at: at, reason: null, history: [...history, { status: 'aprovado', by: reviewerId, at }] }
          : open
            ? { status: 'recusado', reviewed_by: reviewerId, reviewed_at: at, reason: ANONYMISE_MSG.closed, history: [...history, { status: 'recusado', by: reviewerId, at, reason: ANONYMISE_MSG.closed }] }
            : {};
        writes.push(put(c, { ...row, proposed: { anonimizado: true }, before: null, ...decided }));
        result.changed++;
      }
    }
    // Consents never stored are recorded as withdrawn too: the person's choice is on file.
    for (const kind of Object.keys(CONSENT_KINDS)) {
      if (withdrawn.has(kind)) continue;
      writes.push(put('consents', { id: consentId(userId, kind), user_id: userId, kind, granted: false, at, by: reviewerId, history: [{ granted: false, by: reviewerId, at }] }));
    }
    // A card already on a phone stays valid offline until it expires: revoke every card issued so far.
    // One row per person, as card-revocation.ts keeps it (id = the profile's), moved forward.
    writes.push(put('cardrevocations', { id: profileIds[0] ?? derivedId('cardrevocations', userId), user_id: userId, revoked_before: at, reason: 'Dados pessoais anonimizados a pedido (LGPD).' }));
    await writeRecords(tx, tenantId, writes, now);
    // The trigger has dropped the file_refs of what was written: a file no live row names now (the
    // scan of a deleted document, a redacted request's photo) is nobody's, its uploaders' included
    // (their read right lives in file_uploads: files/access.ts), so the collector removes it after
    // the grace period; what the person uploaded is no longer tied to them either.
    const orphaned = [...named].map(hashOfRef);
    const unnamed = `id = ANY($3::text[]) AND NOT EXISTS (SELECT 1 FROM file_refs r WHERE r.tenant_id = f.tenant_id AND r.file_id = f.id)`;
    await tx.query(`UPDATE files f SET created_by = NULL WHERE tenant_id = $1 AND (created_by = $2 OR (${unnamed}))`, [tenantId, userId, orphaned]);
    await tx.query(
      `DELETE FROM file_uploads u WHERE u.tenant_id = $1 AND (u.user_id = $2
          OR u.file_id IN (SELECT f.id FROM files f WHERE f.tenant_id = $1 AND ${unnamed}))`,
      [tenantId, userId, orphaned],
    );

    await tx.query(
      `UPDATE users SET name = $3, social_name = NULL, email = $4, email_claimed = false, cpf = NULL, claimed_cpf = NULL, phone = NULL, image_url = NULL, birthdate = NULL,
              password_hash = NULL, anonymised_at = $5, updated_at = $5
        WHERE tenant_id = $1 AND id = $2`,
      [tenantId, userId, placeholder, `anonimizado-${userId}@anonimizado.invalid`, now],
    );
    await tx.query(`UPDATE sessions SET revoked_at = $3 WHERE tenant_id = $1 AND user_id = $2 AND revoked_at IS NULL`, [tenantId, userId, now]);
    await revokeUnusedCodes(tx, tenantId, userId);
    await tx.query(`DELETE FROM user_roles WHERE tenant_id = $1 AND user_id = $2`, [tenantId, userId]);
    return result;
  });
}
