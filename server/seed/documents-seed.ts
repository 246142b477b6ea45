// Demo documents and PAR-Qs, tenant demo: the accepted document types,
// people's documents in every state (approved and valid, expiring within 30 days, expired, under
// review with their requests in the approval model, one of them sent through a team and one through
// an entity, returned with a reason) and PAR-Qs pending
// (one with a "sim" and a valid medical clearance, one with a "sim" and none) and approved.
// atleta@demo.test holds an approved medical certificate expiring in 20 days (still eligible: the
// e2e specs register him in competitions), an RG under review and an approved PAR-Q. Rows are built
// with the mutators' own rules (documentExpiry, reviewRequest) and written like the other seeds.
import * as v from 'valibot';
import { addMonths, documentExpiry } from '../../src/domain/documents/expiry';
import { parqExpiry } from '../../src/domain/documents/parq';
import { reviewRequest } from '../../src/domain/documents/document-review';
import type { StoredRow } from '../../src/domain/mutators/index';
import { findResource } from '../../src/domain/resources/index';
import { derivedId } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { brasiliaDay } from '../../src/domain/dates';

const TENANT = 'demo';

interface TypeSeed {
  key: string;
  name: string;
  holder: string;
  validity_months: number | null;
  needs_approval: boolean;
  required_for_competitions: boolean;
  medical_clearance: boolean;
  description: string;
}

export const DEMO_DOCUMENT_TYPES: readonly TypeSeed[] = [
  { key: 'rg', name: 'RG', holder: 'pessoas', validity_months: null, needs_approval: true, required_for_competitions: false, medical_clearance: false, description: 'Carteira de identidade (frente e verso).' },
  { key: 'atestado', name: 'Atestado médico', holder: 'atletas', validity_months: 12, needs_approval: true, required_for_competitions: true, medical_clearance: true, description: 'Apto para a prática esportiva, assinado por médico com CRM.' },
  { key: 'cref', name: 'Registro CREF', holder: 'comissao_tecnica', validity_months: 12, needs_approval: true, required_for_competitions: true, medical_clearance: false, description: 'Carteira do Conselho Regional de Educação Física.' },
  { key: 'residencia', name: 'Comprovante de residência', holder: 'pessoas', validity_months: 6, needs_approval: false, required_for_competitions: false, medical_clearance: false, description: 'Conta de consumo dos últimos 3 meses.' },
  { key: 'autorizacao', name: 'Autorização do responsável', holder: 'atletas', validity_months: 12, needs_approval: true, required_for_competitions: false, medical_clearance: false, description: 'Para atletas menores de 18 anos.' },
];

type Row = { collection: string; row: StoredRow };
const checked = (collection: string, row: StoredRow): Row => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

/** `iso` moved by `days` calendar days. */
const daysFrom = (iso: string, days: number): string => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const NO = { q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false };

/** Call inside the seed's transaction, after the catalogue (it reads the profiles and the accounts). */
export async function seedDocuments(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const [admin] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'admin@demo.test'`, [tenant.id]);
  const [atleta] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'atleta@demo.test'`, [tenant.id]);
  const profiles = (await tx.query<{ data: StoredRow }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted ORDER BY data->>'cpf'`, [tenant.id],
  )).map((r) => r.data);
  const today = brasiliaDay(now, 0);
  const stamp = now.toISOString();
  const reviewer = admin?.id ?? null;
  const out: Row[] = [];

  const types = new Map(DEMO_DOCUMENT_TYPES.map((t) => {
    const { key, ...fields } = t;
    const row = { id: derivedId('demo-documenttypes', tenant.id, key), ...fields };
    out.push(checked('documenttypes', row));
    return [key, row] as const;
  }));

  /** A document of `profile` issued `issued` (AAAA-MM-DD), in `status`; a pending one gets its request. */
  const doc = (profile: StoredRow, typeKey: string, issued: string, status: 'aprovado' | 'pendente' | 'devolvido', extra: Record<string, unknown> = {}) => {
    const type = types.get(typeKey)!;
    const row: StoredRow = {
      id: derivedId('demo-userdocuments', String(profile.id), typeKey, issued), document_type_id: type.id, user_id: profile.user_id, profile_id: profile.id,
      number: typeKey === 'rg' ? `${String(profile.cpf).slice(0, 2)}.${String(profile.cpf).slice(2, 5)}.${String(profile.cpf).slice(5, 8)}-${String(profile.cpf).slice(8, 9)}` : null,
      issued_on: issued, status, expires_on: documentExpiry(issued, type.validity_months),
      reviewed_by: status === 'pendente' ? null : reviewer, reviewed_at: status === 'pendente' ? null : stamp, review_reason: null, ...extra,
    };
    out.push(checked('userdocuments', row));
    if (status !== 'aprovado') {
      const request = reviewRequest('userdocuments', row, String(profile.user_id), stamp);
      const decided = status === 'devolvido' && reviewer
        ? { ...request, status: 'devolvido', reviewed_by: reviewer, reviewed_at: stamp, reason: extra.review_reason, history: [...request.history, { status: 'devolvido', by: reviewer, at: stamp, reason: extra.review_reason }] }
        : request;
      out.push(checked('approvals', decided));
    }
  };

  const parq = (profile: StoredRow, answers: Record<string, boolean>, approvedOn: string | null) => {
    const row: StoredRow = {
      id: derivedId('demo-parqs', String(profile.id)), user_id: profile.user_id, profile_id: profile.id, ...NO, ...answers,
      respondent: 'proprio', guardian_name: null, guardian_cpf: null, declared: true,
      status: approvedOn ? 'aprovado' : 'pendente', approved_on: approvedOn, expires_on: approvedOn ? parqExpiry(approvedOn) : null,
      reviewed_by: approvedOn ? reviewer : null, reviewed_at: approvedOn ? stamp : null, review_reason: null,
    };
    out.push(checked('parqs', row));
    if (!approvedOn) out.push(checked('approvals', reviewRequest('parqs', row, String(profile.user_id), stamp)));
  };

  const me = profiles.find((p) => p.user_id === atleta?.id);
  if (me) {
    // Issued 11 months and 10 days ago: expires in about 20 days.
    doc(me, 'atestado', daysFrom(addMonths(today, -11), -10), 'aprovado');
    doc(me, 'rg', '2016-04-12', 'pendente');
    doc(me, 'residencia', addMonths(today, -1), 'aprovado');
    parq(me, {}, addMonths(today, -2));
  }
  // Adults among the generated athletes (a minor's PAR-Q would need the guardian).
  const people = profiles.filter((p) => p.user_id !== atleta?.id && String(p.birthdate) <= addMonths(today, -12 * 18)).slice(0, 40);
  people.slice(0, 10).forEach((p, i) => doc(p, 'atestado', addMonths(today, -(2 + (i % 5))), 'aprovado'));
  people.slice(10, 15).forEach((p, i) => doc(p, 'atestado', daysFrom(addMonths(today, -12), 5 + i * 5), 'aprovado'));
  people.slice(15, 20).forEach((p, i) => doc(p, 'atestado', addMonths(today, -(13 + i)), 'aprovado'));
  people.slice(20, 26).forEach((p, i) => doc(p, i % 2 ? 'rg' : 'atestado', addMonths(today, -(1 + i)), 'pendente'));
  people.slice(26, 28).forEach((p) => doc(p, 'rg', '2012-09-01', 'devolvido', { review_reason: 'Foto ilegível: envie outra, com frente e verso.' }));
  // One document sent through a team and one through an entity, under review: each flow's queue
  // (team documents, entity documents; document-queues.ts) has a request waiting. The team is one of
  // the person's entity when there is one.
  const teams = (await tx.query<{ data: StoredRow }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'teams' AND NOT deleted ORDER BY id`, [tenant.id],
  )).map((r) => r.data);
  const [viaTeam, viaEntity] = [people[28], people[29]];
  const team = viaTeam && (teams.find((t) => t.association_id === viaTeam.association_id) ?? teams[0]);
  if (viaTeam && team) doc(viaTeam, 'atestado', addMonths(today, -1), 'pendente', { team_id: team.id });
  if (viaEntity?.association_id) doc(viaEntity, 'rg', '2014-08-20', 'pendente', { association_id: viaEntity.association_id });
  // PAR-Qs: a "sim" with a valid clearance (people[0] holds one), a "sim" without (people[15]'s expired), all "não".
  if (people.length >= 40) {
    parq(people[0]!, { q5: true }, null);
    parq(people[15]!, { q2: true, q6: true }, null);
    for (const p of people.slice(30, 34)) parq(p, {}, null);
    for (const p of people.slice(34, 38)) parq(p, {}, addMonths(today, -3));
    parq(people[38]!, {}, daysFrom(addMonths(today, -12), 12));
  }
  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
