// Demo belt exams, after the register seed (another area seeds register types, grades and
// registers): per register type of tenant demo with grades and at least three registers, an exam
// next week at the federation's academy, examined by the holder of the highest grade (the demo
// referee when he holds a register there, so arbitro@demo.test sees it in "Exames que examino"),
// with the two lowest-graded people as candidates and one result already marked. Looks the rows up
// at seed time and writes nothing when there are none (the register seed may be absent).
import * as v from 'valibot';
import { brasiliaDay } from '../../src/domain/dates';
import { findResource } from '../../src/domain/resources/index';
import { derivedId } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';

type Data = Record<string, unknown> & { id: string };

const rowsOf = async (tx: Db, tenantId: string, collection: string): Promise<Data[]> =>
  (await tx.query<{ data: Data }>(`SELECT data FROM records WHERE tenant_id = $1 AND collection = $2 AND NOT deleted`, [tenantId, collection])).map((r) => r.data);

export async function seedGraduations(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`);
  if (!tenant) return 0;
  const [referee] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'arbitro@demo.test'`, [tenant.id]);
  const [types, grades, registers] = await Promise.all(['registertypes', 'registergraduations', 'registers'].map((c) => rowsOf(tx, tenant.id, c)));
  const out: { collection: string; row: Data }[] = [];
  const put = (collection: string, row: Data) => {
    v.parse(findResource(collection)!.schema, row);
    out.push({ collection, row });
  };
  for (const type of types!) {
    const rank = new Map(grades!.filter((g) => g.registertype_id === type.id).map((g) => [g.id, Number(g.rank)]));
    const people = registers!.filter((r) => r.registertype_id === type.id && r.status !== 'inativo' && rank.has(String(r.graduation_id)))
      .sort((a, b) => rank.get(String(a.graduation_id))! - rank.get(String(b.graduation_id))!);
    if (rank.size < 2 || people.length < 3) continue;
    const examiner = people.find((r) => r.user_id === referee?.id) ?? people.at(-1)!;
    const [first, second] = people.filter((r) => r.id !== examiner.id);
    const exam = derivedId('demo-exam', String(type.id));
    put('registerexams', {
      id: exam, registertype_id: type.id, date: brasiliaDay(now, 7), place: 'Academia da Federação — tatame 1',
      examiner_register_id: examiner.id, examiner2_register_id: null, examiner_user_id: examiner.user_id, examiner2_user_id: null, status: 'agendado',
    });
    for (const r of [first!, second!]) {
      put('registerexamcandidates', { id: derivedId('demo-exam-candidate', exam, r.id), exam_id: exam, register_id: r.id, registertype_id: type.id, profile_id: r.profile_id, user_id: r.user_id });
    }
    put('registerexammarks', { id: derivedId('demo-exam-mark', exam, first!.id), exam_id: exam, register_id: first!.id, result: 'aprovado', examiner_user_id: examiner.user_id, at: now.toISOString() });
  }
  if (out.length === 0) return 0;
  await lockTenantVersion(tx, tenant.id);
  return writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
}
