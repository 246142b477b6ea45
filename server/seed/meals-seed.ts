// Demo meals, for tenant demo only (tenant outra hides the module): today's open lunch
// with the profiled demo accounts (atleta@demo.test among them) and most generated athletes on its
// list, ready for the gate scanner, plus yesterday's closed dinner with a few check-ins made by
// staff@demo.test (one of them a duplicate) so the check-in list has history. Written through the
// records store like the catalogue (writeRecords: same wire rows, same version counter), so pulls
// deliver them; list rows are built with the mutator's own snapshot (mealUserRow) and derived ids.
import * as v from 'valibot';
import { mealUserRow } from '../../src/domain/meals/meals-eligibility';
import { findResource } from '../../src/domain/resources/index';
import { derivedId, uuidv7 } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { PROFILED_ACCOUNTS } from './catalog-data';
import { brasiliaDay, brasiliaHour } from '../../src/domain/dates';

export const DEMO_MEAL_TENANT = 'demo';
export const DEMO_OPEN_MEAL = 'Almoço — Jogos Escolares';
export const DEMO_CLOSED_MEAL = 'Jantar — Jogos Escolares';
/** Generated athletes on the lists (of 300): the rest are left for the admin to add. */
export const DEMO_LISTED_ATHLETES = 200;
const CHECKED_IN_YESTERDAY = 40;

/**
 * The demo lunch is being served when the server starts (from the hour before, for four hours; past
 * midnight when started late): check-ins outside a meal's hours need a confirmation
 * (src/domain/meals/meal-window.ts), and the demo gate must answer green at any hour.
 */
export function servingNow(now: Date): { date: string; starts_at: string; ends_at: string } {
  const start = new Date(now.getTime() - 3_600_000);
  const hour = brasiliaHour(start);
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return { date: brasiliaDay(start), starts_at: at(hour), ends_at: at(hour + 4) };
}

interface Row {
  collection: string;
  row: Record<string, unknown> & { id: string };
}

const checked = (collection: string, row: Record<string, unknown> & { id: string }): Row => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

/** Call inside the seed's transaction, after the catalogue (it reads the profiles) and the users. */
export async function seedMeals(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [DEMO_MEAL_TENANT]);
  if (!tenant) return 0;
  const [staff] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'staff@demo.test'`, [tenant.id]);
  const accounts = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = ANY($2::text[])`, [tenant.id, PROFILED_ACCOUNTS]);
  const profiles = await tx.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted ORDER BY data->>'cpf'`,
    [tenant.id],
  );
  const associations = await tx.query<{ id: string; name: string }>(
    `SELECT id::text AS id, data->>'name' AS name FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted`,
    [tenant.id],
  );
  const associationName = new Map(associations.map((a) => [a.id, a.name]));
  const accountIds = new Set(accounts.map((a) => a.id));
  const listed = [
    ...profiles.filter((p) => accountIds.has(String(p.data.user_id))),
    ...profiles.filter((p) => !accountIds.has(String(p.data.user_id))).slice(0, DEMO_LISTED_ATHLETES),
  ].map((p) => p.data);

  const stamp = now.toISOString();
  const out: Row[] = [];
  const lunch = checked('meals', {
    id: uuidv7(now.getTime()), name: DEMO_OPEN_MEAL, ...servingNow(now),
    place: 'Refeitório do Ginásio Municipal', capacity: 500, status: 'open',
  });
  const dinner = checked('meals', {
    id: uuidv7(now.getTime()), name: DEMO_CLOSED_MEAL, date: brasiliaDay(now, -1), starts_at: '18:30', ends_at: '21:00',
    place: 'Refeitório do Ginásio Municipal', capacity: 500, status: 'closed',
  });
  out.push(lunch, dinner);
  for (const meal of [lunch, dinner]) {
    for (const profile of listed) {
      const association = typeof profile.association_id === 'string' ? associationName.get(profile.association_id) ?? null : null;
      out.push(checked('mealusers', mealUserRow(meal.row.id, profile, association, stamp)));
    }
  }
  if (staff) {
    // Yesterday's dinner, 19:00 Brasília (22:00 UTC) onwards, one a minute; the first person again at the end.
    const base = Date.parse(`${dinner.row.date}T22:00:00.000Z`);
    const deviceId = derivedId('demo-device', tenant.id);
    const people = listed.slice(0, CHECKED_IN_YESTERDAY);
    const checkins = people.map((p, i) => ({ userId: String(p.user_id), at: base + i * 60_000, status: 'counted' }));
    if (people[0]) checkins.push({ userId: String(people[0].user_id), at: base + CHECKED_IN_YESTERDAY * 60_000, status: 'duplicate' });
    for (const c of checkins) {
      out.push(checked('mealcheckins', {
        id: uuidv7(c.at), meal_id: dinner.row.id, user_id: c.userId, at: new Date(c.at).toISOString(), device_id: deviceId,
        method: 'qr', status: c.status, by: staff.id,
      }));
    }
  }
  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
