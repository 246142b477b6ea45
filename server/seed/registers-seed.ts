// Demo data of the registers area, tenant demo (catalogue: registers-data.ts): the three register
// types with roles, graduations, styles and prices; registers of demo people at several grades with
// graduation dates counted back from today, so some are apto for the next belt and some not yet;
// memberships on both plans (the demo athlete's included); contracts; and one pending request of each
// kind (a manager's register request, a public request, a membership request) for the queues.
// Written as the mutators would store them, through the records store, each row checked by its schema.
import * as v from 'valibot';
import { cpfFromBase } from '../../src/domain/cpf';
import { brasiliaDay } from '../../src/domain/dates';
import { periodEnd } from '../../src/domain/approvals/register-kinds';
import { findResource } from '../../src/domain/resources/index';
import { derivedId } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import {
  CBJ_BELTS, DEMO_MEMBERSHIP_STYLES, DEMO_PLAN_IDS, DEMO_PLANS, DEMO_REGISTER_TYPE_IDS, DEMO_REGISTER_TYPES, DEMO_ROLE_NAMES, DEMO_STYLES,
  demoGraduationId, demoRoleId, demoStyleId, IBJJF_BELTS, type DemoRegisterType,
} from './registers-data';

const TENANT = 'demo';
type Row = Record<string, unknown> & { id: string };
const checked = (collection: string, row: Row): { collection: string; row: Row } => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

/** The day `months` months before `today` (ISO), clamped to the month's length. */
function monthsAgo(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(d, last));
  return at.toISOString().slice(0, 10);
}

/** Who holds which grade: [type, rank of the graduation, months since it was awarded, role]. */
type Grade = readonly [DemoRegisterType, number | null, number, (typeof DEMO_ROLE_NAMES)[number]];
// The demo athlete: blue belt for 30 months (apto for purple by time). Then people at several grades:
// a purple belt of 10 months (brown needs 18: not yet), one of 20 (apto), a brown belt of 6 months…
const ATHLETE_GRADE: Grade = ['jiujitsu', 2, 30, 'Atleta'];
const GRADES: readonly Grade[] = [
  ['jiujitsu', 1, 3, 'Atleta'],
  ['jiujitsu', 2, 12, 'Atleta'],
  ['jiujitsu', 3, 10, 'Atleta'],
  ['jiujitsu', 3, 20, 'Atleta'],
  ['jiujitsu', 4, 6, 'Atleta'],
  ['jiujitsu', 5, 60, 'Técnico'],
  ['judo', 4, 14, 'Atleta'],
  ['judo', 6, 4, 'Atleta'],
  ['judo', 8, 30, 'Atleta'],
  ['judo', 2, 2, 'Atleta'],
  ['judo', 9, 96, 'Técnico'],
  ['referees', null, 24, 'Árbitro'],
];

export async function seedRegisters(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const today = brasiliaDay(now);
  const year = today.slice(0, 4);
  const out: { collection: string; row: Row }[] = [];

  // Catalogue.
  for (const type of DEMO_REGISTER_TYPES) {
    out.push(checked('registertypes', { id: DEMO_REGISTER_TYPE_IDS[type.key], name: type.name, graduation_preset: type.preset, description: type.description }));
    for (const role of DEMO_ROLE_NAMES) out.push(checked('registerroles', { id: demoRoleId(type.key, role), registertype_id: DEMO_REGISTER_TYPE_IDS[type.key], name: role }));
  }
  const belts: Partial<Record<DemoRegisterType, typeof IBJJF_BELTS>> = { jiujitsu: IBJJF_BELTS, judo: CBJ_BELTS };
  for (const [type, list] of Object.entries(belts) as [DemoRegisterType, typeof IBJJF_BELTS][]) {
    list.forEach((g, i) => out.push(checked('registergraduations', { id: demoGraduationId(type, i + 1), registertype_id: DEMO_REGISTER_TYPE_IDS[type], rank: i + 1, ...g })));
  }
  for (const s of DEMO_STYLES) {
    const id = demoStyleId('style', s.type, s.name);
    out.push(checked('registerstyles', { id, registertype_id: DEMO_REGISTER_TYPE_IDS[s.type], name: s.name }));
    const price = (y: number, cents: number) => checked('registerstyleprices', {
      id: derivedId('demo-registers', 'styleprice', id, String(y)), registertype_id: DEMO_REGISTER_TYPE_IDS[s.type], registerstyle_id: id,
      description: `Temporada ${y}`, amount_cents: cents, valid_from: `${y}-01-01`, valid_until: `${y}-12-31`,
    });
    out.push(price(Number(year) - 1, s.cents2025), price(Number(year), s.cents2026));
  }
  for (const s of DEMO_MEMBERSHIP_STYLES) {
    const id = demoStyleId('membershipstyle', s.type, s.name);
    out.push(checked('registermembershipstyles', { id, registertype_id: DEMO_REGISTER_TYPE_IDS[s.type], name: s.name }));
    out.push(checked('registermembershipstyleprices', {
      id: derivedId('demo-registers', 'membershipstyleprice', id, year), registertype_id: DEMO_REGISTER_TYPE_IDS[s.type], registermembershipstyle_id: id,
      description: `Temporada ${year}`, amount_cents: s.cents2026, valid_from: `${year}-01-01`, valid_until: null,
    }));
  }
  for (const plan of DEMO_PLANS) out.push(checked('registermembershipplans', { ...plan, registertype_id: null }));

  // People: the demo athlete and referee, then people of several entities; the manager's entity keeps
  // people with no register (the e2e journey asks for one of them).
  const account = async (email: string) => (await tx.query<{ data: Row }>(
    `SELECT r.data FROM records r JOIN users u ON u.id = r.owner_id WHERE r.tenant_id = $1 AND r.collection = 'profiles' AND NOT r.deleted AND lower(u.email) = $2`, [tenant.id, email],
  ))[0]?.data;
  const athlete = await account('atleta@demo.test');
  const referee = await account('arbitro@demo.test');
  const gestorEntity = (await tx.query<{ a: string }>(
    `SELECT r.data->>'association_id' AS a FROM records r JOIN users u ON u.id = r.owner_id WHERE r.tenant_id = $1 AND r.collection = 'profiles' AND lower(u.email) = 'gestor@demo.test'`, [tenant.id],
  ))[0]?.a ?? null;
  const accounts = new Set([athlete?.id, referee?.id].filter(Boolean));
  const others = (await tx.query<{ data: Row }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted AND coalesce(data->>'association_id', '') <> ''
      AND coalesce((data->>'verified')::boolean, false) ORDER BY data->>'cpf' LIMIT 60`, [tenant.id],
  )).map((r) => r.data).filter((p) => !accounts.has(p.id));
  // Two of the manager's entity's people get registers; the rest of that entity stays unregistered.
  const ofGestor = gestorEntity ? (await tx.query<{ data: Row }>(
    `SELECT r.data FROM records r WHERE r.tenant_id = $1 AND r.collection = 'profiles' AND NOT r.deleted AND r.data->>'association_id' = $2
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.owner_id AND lower(u.email) = 'gestor@demo.test') ORDER BY r.data->>'cpf' LIMIT 6`, [tenant.id, gestorEntity],
  )).map((r) => r.data).filter((p) => !accounts.has(p.id)) : [];
  const people = [...ofGestor.slice(0, 2), ...others.filter((p) => p.association_id !== gestorEntity)];
  const holders: [Row, Grade][] = [];
  if (athlete) holders.push([athlete, ATHLETE_GRADE]);
  GRADES.forEach((grade, i) => {
    const person = grade[0] === 'referees' && referee ? referee : people[i];
    if (person) holders.push([person, grade]);
  });

  const numbers: Record<DemoRegisterType, number> = { jiujitsu: 1001, judo: 2001, referees: 1 };
  const registers: Row[] = [];
  for (const [person, [type, rank, months, role]] of holders) {
    const starts = monthsAgo(today, Math.max(months, 36));
    const register = checked('registers', {
      id: derivedId('demo-registers', 'register', type, person.id), registertype_id: DEMO_REGISTER_TYPE_IDS[type], user_id: person.user_id, profile_id: person.id,
      association_id: person.association_id ?? null, number: String(numbers[type]++), role_id: demoRoleId(type, role),
      graduation_id: rank ? demoGraduationId(type, rank) : null, graduated_on: rank ? monthsAgo(today, months) : null, starts_on: starts, status: 'ativo',
    });
    out.push(register);
    registers.push(register.row);
    if (register.row.association_id) {
      out.push(checked('registercontracts', {
        id: derivedId('demo-registers', 'contract', String(register.row.id)), registertype_id: register.row.registertype_id, user_id: person.user_id, profile_id: person.id,
        association_id: register.row.association_id, kind: role === 'Técnico' ? 'trabalho' : 'vinculo', starts_on: starts, ends_on: null, number: `C-${String(register.row.number)}`,
      }));
    }
  }
  // The next approved request continues each type's numbering.
  for (const type of DEMO_REGISTER_TYPES) out.find((o) => o.row.id === DEMO_REGISTER_TYPE_IDS[type.key])!.row.next_number = numbers[type.key];

  // Memberships: the year's annual dues for every athlete and coach; the monthly plan for two of them.
  const monthStart = `${today.slice(0, 7)}-01`;
  registers.filter((r) => r.registertype_id !== DEMO_REGISTER_TYPE_IDS.referees).forEach((r, i) => {
    const base = { register_id: r.id, user_id: r.user_id, profile_id: r.profile_id, association_id: r.association_id ?? null, status: 'ativa' };
    out.push(checked('registermemberships', { id: derivedId('demo-registers', 'membership', r.id, year), plan_id: DEMO_PLAN_IDS.annual, starts_on: `${year}-01-01`, ends_on: periodEnd(`${year}-01-01`, 12), ...base }));
    if (i === 0 || i === 2) out.push(checked('registermemberships', { id: derivedId('demo-registers', 'membership', r.id, 'mensal'), plan_id: DEMO_PLAN_IDS.monthly, starts_on: monthStart, ends_on: null, ...base }));
  });

  // One pending request of each kind.
  const request = (minutesAgo: number, requester: string, kind: string, proposed: Row, association: string | null): Row => {
    const at = new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    return {
      id: derivedId('demo-registers', 'request', kind, proposed.id), kind, subject_collection: kind === 'register_membership_request' ? 'registermemberships' : 'registers',
      subject_id: null, proposed, before: null, requested_by: requester, requested_at: at, status: 'pendente', reviewed_by: null, reviewed_at: null, reason: null,
      history: [{ status: 'pendente', by: requester, at }], association_id: association,
    };
  };
  const [gestor] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'gestor@demo.test'`, [tenant.id]);
  const unregistered = ofGestor[2];
  if (gestor && unregistered && gestorEntity) {
    out.push(checked('approvals', request(30, gestor.id, 'register_request', {
      id: derivedId('demo-registers', 'requested-register', unregistered.id), registertype_id: DEMO_REGISTER_TYPE_IDS.judo, profile_id: unregistered.id,
      user_id: unregistered.user_id, association_id: gestorEntity, role_id: demoRoleId('judo', 'Atleta'),
    }, gestorEntity)));
  }
  out.push(checked('approvals', request(25, '00000000-0000-0000-0000-000000000000', 'register_public', {
    id: derivedId('demo-registers', 'public-register', 'marcos'), name: 'Marcos Vinícius Prado', cpf: cpfFromBase('845123907'), birthdate: '1998-08-14',
    email: 'marcos.prado@example.com', registertype_id: DEMO_REGISTER_TYPE_IDS.jiujitsu, association_id: gestorEntity, role_id: demoRoleId('jiujitsu', 'Atleta'),
    user_id: derivedId('demo-registers', 'public-user', 'marcos'), profile_id: derivedId('demo-registers', 'public-profile', 'marcos'),
  }, gestorEntity)));
  const asker = registers.find((r) => r.registertype_id === DEMO_REGISTER_TYPE_IDS.judo && !accounts.has(String(r.profile_id)));
  if (asker) {
    out.push(checked('approvals', request(15, String(asker.user_id), 'register_membership_request', {
      id: derivedId('demo-registers', 'requested-membership', asker.id), register_id: asker.id, plan_id: DEMO_PLAN_IDS.monthly, profile_id: asker.profile_id,
      user_id: asker.user_id, association_id: asker.association_id ?? null, starts_on: monthStart,
    }, (asker.association_id as string | null) ?? null)));
  }

  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
