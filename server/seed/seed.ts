// Demo seed: runs only on a database without tenants (first start), so it never touches real data
// and restarting is a no-op. Rows go in with unnest(...) arrays: one statement per table.
import type { Db } from '../db/db';
import { hashPassword } from '../auth/password';
import { DEFAULT_REGISTER, DEFAULT_REGISTER_ASSOCIATIONS, DEFAULT_SUPPORT } from '../tenancy/tenant';
import { seedAccountHistory } from './account-history-seed';
import { seedApprovals } from './approvals-seed';
import { seedCatalog } from './catalog-seed';
import { seedCompetitions } from './competitions-seed';
import { seedCredentialKeys } from './credential-seed';
import { seedDocuments } from './documents-seed';
import { seedGraduations } from './graduations-seed';
import { seedFinances } from './finances-seed';
import { seedLearning } from './learning-seed';
import { seedMarkets } from './markets-seed';
import { seedReservations } from './reservations-seed';
import { seedMeals } from './meals-seed';
import { seedRegisters } from './registers-seed';
import { seedPrivacy } from './privacy-seed';
import { seedRecords } from './records-seed';
import { DEMO_ACCOUNTS, DEMO_ENABLED_MODULES, DEMO_PASSWORD, DEMO_ROLES, DEMO_TENANTS } from './demo-data';

/** Same lock idea as the migrations: two servers starting together seed once. */
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('federa:seed'))`;

const hasTenants = async (db: Db): Promise<boolean> => (await db.query('SELECT 1 FROM tenants LIMIT 1')).length > 0;

/** Seeds the demo tenants and accounts if there are no tenants; returns whether it did. */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  if (await hasTenants(db)) return false;
  // scrypt is the slow part: done before the transaction, in parallel, each with its own salt.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));

  return db.tx(async (tx) => {
    await tx.query(LOCK);
    if (await hasTenants(tx)) return false;

    for (const t of DEMO_TENANTS) {
      await tx.query(
        `INSERT INTO tenants (code, name, logos, color, enabled_modules, hidden_modules, is_public, identifier,
                              register_settings, register_associations_settings, support)
         VALUES ($1, $2, $3::jsonb, $4, $5::text[], $6::text[], $7, $1, $8::jsonb, $9::jsonb, $10::jsonb)`,
        [
          t.code,
          t.name,
          JSON.stringify({ light: `/tenant-assets/${t.code}/logo-light.svg`, dark: `/tenant-assets/${t.code}/logo-dark.svg` }),
          t.color,
          DEMO_ENABLED_MODULES,
          t.hiddenModules,
          t.isPublic,
          JSON.stringify(DEFAULT_REGISTER),
          JSON.stringify(DEFAULT_REGISTER_ASSOCIATIONS),
          JSON.stringify(DEFAULT_SUPPORT),
        ],
      );
    }
    const hosts = DEMO_TENANTS.flatMap((t) => t.hosts.map((host) => ({ host, code: t.code })));
    await tx.query(
      `INSERT INTO tenant_hosts (host, tenant_id)
       SELECT h.host, t.id FROM unnest($1::text[], $2::text[]) AS h(host, code) JOIN tenants t ON t.code = h.code`,
      [hosts.map((h) => h.host), hosts.map((h) => h.code)],
    );

    // Every tenant gets the same starter roles.
    const roleNames = Object.keys(DEMO_ROLES);
    await tx.query(`INSERT INTO roles (tenant_id, name) SELECT t.id, r.name FROM tenants t CROSS JOIN unnest($1::text[]) AS r(name)`, [roleNames]);
    const grants = Object.entries(DEMO_ROLES).flatMap(([role, permissions]) => permissions.map((permission) => ({ role, permission })));
    await tx.query(
      `INSERT INTO role_permissions (tenant_id, role_id, permission)
       SELECT r.tenant_id, r.id, g.permission FROM unnest($1::text[], $2::text[]) AS g(role, permission) JOIN roles r ON r.name = g.role`,
      [grants.map((g) => g.role), grants.map((g) => g.permission)],
    );

    const a = DEMO_ACCOUNTS;
    await tx.query(
      `INSERT INTO users (tenant_id, name, email, cpf, phone, password_hash, admin, master, verified_at, created_at, updated_at)
       SELECT t.id, u.name, u.email, u.cpf, u.phone, u.hash, u.admin, u.master, $9, $9, $9
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::boolean[])
              AS u(tenant, name, email, cpf, phone, hash, admin, master)
         JOIN tenants t ON t.code = u.tenant`,
      [a.map((x) => x.tenant), a.map((x) => x.name), a.map((x) => x.email), a.map((x) => x.cpf), a.map((x) => x.phone), hashes, a.map((x) => x.admin), a.map((x) => x.master), now],
    );
    const withRole = a.filter((x) => x.role !== null);
    await tx.query(
      `INSERT INTO user_roles (tenant_id, user_id, role_id)
       SELECT t.id, u.id, r.id
         FROM unnest($1::text[], $2::text[], $3::text[]) AS m(tenant, email, role)
         JOIN tenants t ON t.code = m.tenant
         JOIN users u ON u.tenant_id = t.id AND lower(u.email) = m.email
         JOIN roles r ON r.tenant_id = t.id AND r.name = m.role`,
      [withRole.map((x) => x.tenant), withRole.map((x) => x.email), withRole.map((x) => x.role!)],
    );
    // Places, sports, associations, teams and athletes, through the sync records store.
    await seedCatalog(tx, now);
    await seedCredentialKeys(tx, now); // ID-card signing keys
    await seedMeals(tx, now); // today's open lunch and yesterday's dinner, with their lists
    await seedCompetitions(tx, now); // the 2023 Série A, finished, and an upcoming amateur championship
    await seedRecords(tx, now); // verified people with photos across entities, and unverified self-registrations
    await seedDocuments(tx, now); // document types, documents in every state, PAR-Qs
    await seedLearning(tx, now); // tutorials and courses
    await seedApprovals(tx, now); // pending requests of every people/entity kind, unverified self-registrations
    await seedAccountHistory(tx, now); // the demo athlete's sports history: a finished cup with results, goals, cards
    await seedPrivacy(tx, now); // a parent with a minor dependant, a consent with history
    await seedRegisters(tx, now); // register types per preset, people at several grades, memberships, pending requests
    await seedGraduations(tx, now); // a belt exam per seeded register type, when the registers are there
    await seedFinances(tx, now); // Pix settings, debts in every status, bills paid and open, a plan's recurrence
    await seedMarkets(tx, now); // an open and a closed transfer market, requests in every state, commits
    await seedReservations(tx, now); // two venues, spaces with hours, reservations in every state, a block, a waitlist
    return true;
  });
}
