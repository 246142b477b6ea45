// Shared by the competition suites: a role holding the competition permissions for a demo account,
// the seeded rows a competition's teams need, pushes of many mutations in 500-mutation batches,
// and the wire contract's minimal records of a season.
import { expect } from 'vitest';
import { cnpjFromBase } from '../../src/domain/cnpj';
import { PUSH_MAX_MUTATIONS, type MutationMessage, type PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import type { Db } from '../../server/db/db';
import type { AnyApp } from './helpers';
import { AT, pushOk } from './sync-helpers';

/** Gives the demo account `email` (tenant demo) a role holding exactly `permissions`. */
export async function grantRole(db: Db, email: string, name: string, permissions: readonly string[]): Promise<void> {
  const [role] = await db.query<{ id: string; tenant_id: string }>(
    `INSERT INTO roles (tenant_id, name) SELECT id, $1 FROM tenants WHERE code = 'demo'
     ON CONFLICT (tenant_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id::text, tenant_id::text`,
    [name],
  );
  await db.query(
    `INSERT INTO role_permissions (tenant_id, role_id, permission) SELECT $1, $2, p FROM unnest($3::text[]) AS p ON CONFLICT DO NOTHING`,
    [role!.tenant_id, role!.id, [...permissions]],
  );
  await db.query(
    `INSERT INTO user_roles (tenant_id, user_id, role_id) SELECT $1, u.id, $2 FROM users u WHERE u.tenant_id = $1 AND lower(u.email) = $3`,
    [role!.tenant_id, role!.id, email],
  );
}

/** One live row of `collection` in tenant demo matching `where` (SQL on `data`). */
export async function seededRow(db: Db, collection: string, where = 'true'): Promise<Record<string, unknown> & { id: string }> {
  const [r] = await db.query<{ data: Record<string, unknown> & { id: string } }>(
    `SELECT data FROM records r JOIN tenants t ON t.id = r.tenant_id
      WHERE t.code = 'demo' AND collection = $1 AND NOT deleted AND ${where} ORDER BY r.id LIMIT 1`,
    [collection],
  );
  if (!r) throw new Error(`sem ${collection} semeado`);
  return r.data;
}

/** Pushes `calls` ([name, args]) in as many 500-mutation batches as needed, one client; returns every result. */
export async function pushAll(app: AnyApp, token: string, calls: readonly (readonly [string, object])[]): Promise<PushResult[]> {
  const clientId = uuidv7();
  const messages: MutationMessage[] = calls.map(([name, args], i) => ({ seq: i + 1, name, args: args as Record<string, unknown>, at: AT }));
  const results: PushResult[] = [];
  for (let i = 0; i < messages.length; i += PUSH_MAX_MUTATIONS) {
    const answer = await pushOk(app, token, clientId, messages.slice(i, i + PUSH_MAX_MUTATIONS));
    results.push(...answer.results);
  }
  return results;
}

export const expectAllOk = (results: readonly PushResult[]): void => {
  expect(results.filter((r) => !r.ok)).toEqual([]);
};

let cnpjSeq = 0;
/** An association (wire record) with a CNPJ no other fixture has. */
export const associationRecord = (name: string, typeId: string, cityId: string) => ({
  id: uuidv7(), name, cnpj: cnpjFromBase(`66${String(++cnpjSeq).padStart(10, '0')}`), associationstype_id: typeId, city_id: cityId, active: true,
});

/** The CBF order of criteria (REC Série A art. 15, COMPETITIONS.md §1.1). */
export const CBF_CRITERIA = ['points', 'wins', 'goal_difference', 'goals_for', 'head_to_head_two', 'fewer_red_cards', 'fewer_yellow_cards', 'draw_lots'];
