// The registers demo: a type per preset with the IBJJF belts' rules as the federation states them,
// the demo athlete registered with active memberships on both plans, and a pending request in each
// register queue.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, DEMO_REGISTER_TYPE_IDS } from '../../server/seed/registers-data';
import { testServer } from './helpers';

const harness = testServer();
type Data = Record<string, unknown>;
const rows = async (collection: string, where = 'true'): Promise<Data[]> =>
  (await harness.handle.db.query<{ data: Data }>(
    `SELECT r.data FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND r.collection = $1 AND NOT r.deleted AND ${where}`, [collection],
  )).map((r) => r.data);

beforeAll(async () => {
  await rows('registertypes');
}, 180_000);

describe('registers demo', () => {
  it('has one register type per graduation preset', async () => {
    const types = await rows('registertypes');
    expect(types.map((t) => [t.name, t.graduation_preset]).sort()).toEqual([
      ['Jiu-jitsu — IBJJF', 'ibjjf'], ['Judô — CBJ', 'cbj'], ['Árbitros', 'livre'],
    ].sort());
  });

  it('states the IBJJF belts as rules: order, age, time in the previous belt, who may promote', async () => {
    const belts = (await rows('registergraduations', `data->>'registertype_id' = '${DEMO_REGISTER_TYPE_IDS.jiujitsu}'`)).sort((a, b) => Number(a.rank) - Number(b.rank));
    expect(belts.map((b) => [b.color, b.rank, b.min_age, b.min_months, b.promoter_min_rank ?? null])).toEqual([
      ['branca', 1, 0, 0, null], ['azul', 2, 16, 0, 3], ['roxa', 3, 16, 24, 5], ['marrom', 4, 18, 18, 5], ['preta', 5, 19, 12, 5],
    ]);
    expect(await rows('registergraduations', `data->>'registertype_id' = '${DEMO_REGISTER_TYPE_IDS.referees}'`)).toEqual([]);
  });

  it('registers the demo athlete, with active memberships on both plans', async () => {
    const [athlete] = await harness.handle.db.query<{ id: string }>(`SELECT u.id::text AS id FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = 'demo' AND u.email = 'atleta@demo.test'`);
    const registers = await rows('registers', `data->>'user_id' = '${athlete!.id}'`);
    expect(registers.length).toBeGreaterThan(0);
    const plans = (await rows('registermemberships', `data->>'user_id' = '${athlete!.id}' AND data->>'status' = 'ativa'`)).map((m) => m.plan_id).sort();
    expect(plans).toEqual([DEMO_PLAN_IDS.annual, DEMO_PLAN_IDS.monthly].sort());
  });

  it('leaves one pending request of each register kind', async () => {
    const kinds = (await rows('approvals', `data->>'status' = 'pendente' AND data->>'kind' LIKE 'register%'`)).map((r) => r.kind).sort();
    expect(kinds).toEqual(['register_membership_request', 'register_public', 'register_request']);
  });
});
