// Signing graduation certificates: POST /my/registers/certificates. `registerexams.confirm` writes a
// certificate row per approved candidate (src/domain/registers/exam-confirm.ts) without a signature,
// because only the server holds the keys; the holder's app asks here while online (like the ID card's
// POST /my/idcard) and every unsigned certificate of theirs is signed with the tenant's current key,
// the names read now from the records (person, register type, grade, examiner), stored through
// sqlTx so it reaches the holder's devices with the next pull. Already signed ones are kept as they are.
import { signCertificate } from '../../src/domain/credential/index';
import type { StoredRow } from '../../src/domain/mutators/types';
import type { Db } from '../db/db';
import { lockTenantVersion, sqlTx } from '../sync/sql-tx';
import type { TenantRef } from './issue';
import { ensureCurrentKey, privateKeyOf } from './keys';

async function rowsOf(db: Db, tenantId: string, userId: string): Promise<StoredRow[]> {
  const rows = await db.query<{ data: StoredRow }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'registercertificates' AND owner_id = $2 AND NOT deleted ORDER BY data->>'graduated_on' DESC`,
    [tenantId, userId],
  );
  return rows.map((r) => r.data);
}

async function nameOf(db: Db, tenantId: string, collection: string, id: unknown): Promise<string> {
  const [row] = await db.query<{ name: string | null; social: string | null }>(
    `SELECT data->>'name' AS name, data->>'social_name' AS social FROM records WHERE tenant_id = $1 AND collection = $2 AND id = $3::uuid AND NOT deleted`,
    [tenantId, collection, String(id)],
  );
  return (row?.social || row?.name || '').trim();
}

async function personOf(db: Db, tenantId: string, userId: unknown): Promise<string> {
  const [row] = await db.query<{ name: string | null; social: string | null }>(
    `SELECT data->>'name' AS name, data->>'social_name' AS social FROM records
      WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2::uuid AND NOT deleted ORDER BY version LIMIT 1`,
    [tenantId, String(userId)],
  );
  return (row?.social || row?.name || '').trim();
}

/** The user's certificates, every unsigned one signed now. */
export async function signCertificatesOf(db: Db, tenant: TenantRef, userId: string, now: Date): Promise<StoredRow[]> {
  const user = userId.toLowerCase();
  if ((await rowsOf(db, tenant.id, user)).every((r) => r.credential)) return rowsOf(db, tenant.id, user);
  await db.tx(async (tx) => {
    await lockTenantVersion(tx, tenant.id);
    const key = await ensureCurrentKey(tx, tenant.id, now);
    const writer = sqlTx(tx, tenant.id, now);
    for (const row of await rowsOf(tx, tenant.id, user)) {
      if (row.credential) continue;
      const issuedAt = Math.floor(now.getTime() / 1000);
      const credential = await signCertificate({
        tenantId: tenant.code, certificateId: row.id, userId: user, issuedAt, kid: key.kid,
        person: (await nameOf(tx, tenant.id, 'profiles', row.profile_id)) || (await personOf(tx, tenant.id, user)),
        registerType: await nameOf(tx, tenant.id, 'registertypes', row.registertype_id),
        grade: await nameOf(tx, tenant.id, 'registergraduations', row.graduation_id),
        day: String(row.graduated_on), examiner: await personOf(tx, tenant.id, row.examiner_user_id),
      }, privateKeyOf(tenant.id, key));
      await writer.put('registercertificates', { ...row, credential, kid: key.kid, issued_at: new Date(issuedAt * 1000).toISOString() });
    }
  });
  return rowsOf(db, tenant.id, user);
}
