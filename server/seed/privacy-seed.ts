// Demo data of privacy and dependants, tenant demo: a parent account
// (responsavel@demo.test, role "Responsável": my_users, the spec's permission of the "Dependentes"
// menu) linked as guardian (`guardians`) of a 12-year-old with a verified profile and a login of
// their own (dependente@demo.test: a minor sees their consents but cannot change them). The
// athlete has one consent granted, so /my/privacy starts with history to show.
import * as v from 'valibot';
import { cpfFromBase } from '../../src/domain/cpf';
import { consentId } from '../../src/domain/privacy/consents';
import { findResource } from '../../src/domain/resources/index';
import { derivedId } from '../../src/domain/uuid';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { demoPhotoPath } from '../static/demo-photos';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { DEMO_PASSWORD } from './demo-data';

const TENANT = 'demo';
/** A starter role (demo-data.ts DEMO_ROLES): the "Dependentes" menu's permission, my_users. */
export const GUARDIAN_ROLE = 'Responsável';

export const PRIVACY_ACCOUNTS = {
  guardian: { email: 'responsavel@demo.test', name: 'Patrícia Responsável', cpfBase: '891234561', phone: '11990000008' },
  child: { email: 'dependente@demo.test', name: 'Pedro Dependente', cpfBase: '891234562', phone: null },
} as const;

type Row = Record<string, unknown> & { id: string };
const checked = (collection: string, row: Row): { collection: string; row: Row } => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

/**
 * A birth date `years` and about four months before `now`, AAAA-MM-DD: the child is 12 whenever the
 * demo starts, in any time zone. (Exactly `years` before was a birthday "today" in UTC, which is still
 * yesterday evening in São Paulo: the device counted 11.)
 */
const yearsBefore = (now: Date, years: number): string =>
  new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 120)).toISOString().slice(0, 10);

/** Call inside the seed's transaction, after the catalogue and the roles. */
export async function seedPrivacy(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const stamp = now.toISOString();
  const people = [PRIVACY_ACCOUNTS.guardian, PRIVACY_ACCOUNTS.child];
  const hashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));
  const users = await tx.query<{ id: string; email: string }>(
    `INSERT INTO users (tenant_id, name, email, cpf, phone, password_hash, verified_at, created_at, updated_at)
     SELECT $1, u.name, u.email, u.cpf, u.phone, u.hash, $7, $7, $7
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(name, email, cpf, phone, hash)
     RETURNING id::text AS id, email`,
    [tenant.id, people.map((p) => p.name), people.map((p) => p.email), people.map((p) => cpfFromBase(p.cpfBase)), people.map((p) => p.phone) as string[], hashes, now],
  );
  const idOf = (email: string) => users.find((u) => u.email === email)!.id;
  const guardianId = idOf(PRIVACY_ACCOUNTS.guardian.email);
  const childId = idOf(PRIVACY_ACCOUNTS.child.email);

  await tx.query(
    `INSERT INTO user_roles (tenant_id, user_id, role_id) SELECT $1, $2, id FROM roles WHERE tenant_id = $1 AND name = $3`,
    [tenant.id, guardianId, GUARDIAN_ROLE],
  );

  const [admin] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND email = 'admin@demo.test'`, [tenant.id]);
  const [association] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted ORDER BY id LIMIT 1`, [tenant.id]);
  const [athlete] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND email = 'atleta@demo.test'`, [tenant.id]);
  const verifier = admin?.id ?? guardianId;
  const profile = (userId: string, p: typeof people[number], birthdate: string, gender: string): Row => ({
    id: derivedId('demo-privacy-profile', p.email), user_id: userId, name: p.name, cpf: cpfFromBase(p.cpfBase), birthdate, gender,
    association_id: association?.id ?? null, photo_url: demoPhotoPath(p.name), phone: p.phone, email: p.email,
    verified: true, verified_by: verifier, verified_at: stamp,
  });
  const out = [
    checked('profiles', profile(guardianId, PRIVACY_ACCOUNTS.guardian, yearsBefore(now, 41), 'feminino')),
    checked('profiles', profile(childId, PRIVACY_ACCOUNTS.child, yearsBefore(now, 12), 'masculino')),
    checked('guardians', { id: derivedId('demo-guardian', `${guardianId}:${childId}`), guardian_user_id: guardianId, dependant_user_id: childId, relationship: 'mae', since: stamp }),
  ];
  if (athlete) {
    out.push(checked('consents', {
      id: consentId(athlete.id, 'comunicacoes'), user_id: athlete.id, kind: 'comunicacoes', granted: true, at: stamp, by: athlete.id,
      history: [{ granted: true, by: athlete.id, at: stamp }],
    }));
  }
  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
