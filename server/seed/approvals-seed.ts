// Demo data of the approval model, tenant demo: a pending request of every
// kind of people and entities, so each queue has something to decide, and a few unverified
// self-registrations (an account with a profile the federation has not checked: no ID card, not on
// meal lists; one of them asks to correct its name, which verifies it when approved). gestor@demo.test
// manages its profile's entity (associationmanagers) and asks for a new shield. Requests are written
// as approvals.request would store them (pendente, one history step), through the records store.
import * as v from 'valibot';
import { cpfFromBase } from '../../src/domain/cpf';
import { cnpjFromBase } from '../../src/domain/cnpj';
import { findResource } from '../../src/domain/resources/index';
import { derivedId, uuidv7 } from '../../src/domain/uuid';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { demoPhotoPath } from '../static/demo-photos';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { PROFILED_ACCOUNTS } from './catalog-data';
import { DEMO_PASSWORD } from './demo-data';

const TENANT = 'demo';

/** Self-registered people the federation has not verified yet (e-mail, name, CPF base). */
export const UNVERIFIED_SIGNUPS = [
  { email: 'cadastro1@demo.test', name: 'Renata Alves Pinto', cpfBase: '812345670' },
  { email: 'cadastro2@demo.test', name: 'Tiago Moraes Lins', cpfBase: '812345671' },
  { email: 'cadastro3@demo.test', name: 'Paula Regina Castro', cpfBase: '812345672' },
] as const;

type Row = Record<string, unknown> & { id: string };
const checked = (collection: string, row: Row): { collection: string; row: Row } => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

const request = (at: string, requester: string, kind: string, subject: string, subjectId: string | null, proposed: Record<string, unknown>, before: Record<string, unknown> | null): Row => ({
  id: derivedId('demo-approval', `${kind}:${requester}:${subjectId ?? String(proposed.id)}`), kind, subject_collection: subject, subject_id: subjectId,
  proposed, before, requested_by: requester, requested_at: at, status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
  history: [{ status: 'pendente', by: requester, at }],
});

/** Call inside the seed's transaction, after the catalogue (it reads profiles and associations). */
export async function seedApprovals(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const stamp = now.toISOString();
  const out: { collection: string; row: Row }[] = [];

  // Unverified self-registrations: accounts as /auth/register makes them, with a profile nobody checked.
  // One salted hash each, as a real sign-up gets (a shared hash would tell that the passwords match).
  const hashes = await Promise.all(UNVERIFIED_SIGNUPS.map(() => hashPassword(DEMO_PASSWORD)));
  const signups = await tx.query<{ id: string; email: string }>(
    `INSERT INTO users (tenant_id, name, email, cpf, password_hash, created_at, updated_at)
     SELECT $1, u.name, u.email, u.cpf, u.hash, $6, $6 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS u(name, email, cpf, hash)
     RETURNING id::text AS id, email`,
    [tenant.id, UNVERIFIED_SIGNUPS.map((s) => s.name), UNVERIFIED_SIGNUPS.map((s) => s.email), UNVERIFIED_SIGNUPS.map((s) => cpfFromBase(s.cpfBase)), hashes, now],
  );
  const signupProfiles = UNVERIFIED_SIGNUPS.map((s, i) => checked('profiles', {
    id: derivedId('demo-signup', s.email), user_id: signups.find((u) => u.email === s.email)!.id, name: s.name, cpf: cpfFromBase(s.cpfBase),
    birthdate: `200${i}-0${i + 3}-1${i}`, gender: 'nao_informado', email: s.email, verified: false, verified_by: null, verified_at: null,
  }));
  out.push(...signupProfiles);

  const profiles = (await tx.query<{ data: Row }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted ORDER BY data->>'cpf' LIMIT 12`, [tenant.id],
  )).map((r) => r.data);
  const associations = await tx.query<{ data: Row }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted ORDER BY data->>'name' LIMIT 3`, [tenant.id],
  );
  const [gestor] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'gestor@demo.test'`, [tenant.id]);
  const [gestorProfile] = gestor ? await tx.query<{ data: Row }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted`, [tenant.id, gestor.id],
  ) : [];
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

  // People: two photos, a social name, an identity correction (of a self-registration).
  // Not the demo accounts' own profiles: their screens (and the e2e journeys) start with nothing open.
  const accounts = new Set((await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = ANY($2::text[])`, [tenant.id, PROFILED_ACCOUNTS])).map((u) => u.id));
  const [p1, p2, p3] = profiles.filter((p) => p.verified === true && !accounts.has(String(p.user_id)));
  if (p1) out.push(checked('approvals', request(at(90), String(p1.user_id), 'profile_picture', 'profiles', p1.id, { photo_url: demoPhotoPath(`${String(p1.name)} nova`) }, { photo_url: p1.photo_url ?? null })));
  if (p2) out.push(checked('approvals', request(at(60), String(p2.user_id), 'profile_picture', 'profiles', p2.id, { photo_url: demoPhotoPath(`${String(p2.name)} recente`) }, { photo_url: p2.photo_url ?? null })));
  if (p3) out.push(checked('approvals', request(at(45), String(p3.user_id), 'social_name', 'profiles', p3.id, { social_name: 'Alex' }, { social_name: p3.social_name ?? null })));
  const fixer = signupProfiles[0]!.row;
  out.push(checked('approvals', request(at(30), String(fixer.user_id), 'identity_change', 'profiles', fixer.id, { name: 'Renata Alves Pinto da Silva' }, { name: fixer.name, cpf: fixer.cpf, birthdate: fixer.birthdate, association_id: null })));

  // Entities: gestor manages its entity and asks for a shield; a self-registration claims another;
  // another registers a new club.
  const own = gestorProfile?.data.association_id ?? associations[0]?.data.id;
  if (gestor && typeof own === 'string') {
    out.push(checked('associationmanagers', { id: derivedId('demo-manager', `${gestor.id}:${own}`), association_id: own, user_id: gestor.id, since: stamp }));
    out.push(checked('approvals', request(at(20), gestor.id, 'association_shield', 'associations', own, { shield_url: demoPhotoPath('Escudo novo') }, { shield_url: null })));
  }
  const claimed = associations.find((a) => a.data.id !== own)?.data;
  if (claimed) out.push(checked('approvals', request(at(15), String(signupProfiles[1]!.row.user_id), 'association_claim', 'associations', claimed.id, { note: 'Sou o presidente eleito do clube (ata de 2026 em anexo na secretaria).' }, null)));
  const [type] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'associationstypes' AND NOT deleted LIMIT 1`, [tenant.id]);
  const [city] = await tx.query<{ id: string }>(`SELECT data->>'city_id' AS id FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted LIMIT 1`, [tenant.id]);
  if (type && city) {
    const club = { id: uuidv7(now.getTime()), name: 'Associação Atlética Vila Nova', short_name: 'AAVN', cnpj: cnpjFromBase('812345670001'), associationstype_id: type.id, city_id: city.id, email: 'contato@aavn.org.br' };
    out.push(checked('approvals', request(at(10), String(signupProfiles[2]!.row.user_id), 'association_new', 'associations', null, club, null)));
  }

  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
