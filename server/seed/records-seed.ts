// Demo people of the records area, for tenant demo: RECORDS_VERIFIED people
// registered by the federation (verified, with a photo, spread over every entity of the tenant, so
// the records lists, filters, exports and record pages have a federation's worth of people), and
// RECORDS_SELF_REGISTERED self-registrations nobody has checked yet (unverified, no photo: the
// "Não verificados" filter). CPFs from 800000000 on: never a catalogue athlete's (900000000 on) nor a
// demo account's. Written through the records store like the catalogue.
import * as v from 'valibot';
import { findResource } from '../../src/domain/resources/index';
import type { Db } from '../db/db';
import { demoPhotoPath } from '../static/demo-photos';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { athletes } from './athletes';

export const RECORDS_TENANT = 'demo';
export const RECORDS_VERIFIED = 300;
export const RECORDS_SELF_REGISTERED = 20;
const CPF_BASE = 800_000_000;

/** The rows, each valid for the profiles schema. */
export function recordsPeople(associationIds: readonly string[], now: Date): { id: string; row: Record<string, unknown> & { id: string } }[] {
  const schema = findResource('profiles')!.schema;
  const out: { id: string; row: Record<string, unknown> & { id: string } }[] = [];
  const all = athletes(RECORDS_VERIFIED + RECORDS_SELF_REGISTERED, { seed: 12, cpfBase: CPF_BASE, associationIds });
  let i = 0;
  for (const person of all) {
    const verified = i++ < RECORDS_VERIFIED;
    const row = verified
      ? { ...person, photo_url: demoPhotoPath(person.name), registration: `R.${String(i).padStart(5, '0')}`, verified: true, verified_by: null, verified_at: now.toISOString() }
      : { ...person, verified: false };
    v.parse(schema, row);
    out.push({ id: row.id, row });
  }
  return out;
}

/** Call inside the seed's transaction, after the catalogue (it reads the entities). */
export async function seedRecords(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [RECORDS_TENANT]);
  if (!tenant) return 0;
  const entities = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted ORDER BY data->>'name'`, [tenant.id]);
  const rows = recordsPeople(entities.map((e) => e.id), now);
  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, rows.map(({ id, row }) => toRecordWrite({ collection: 'profiles', id, row })), now);
  return rows.length;
}
