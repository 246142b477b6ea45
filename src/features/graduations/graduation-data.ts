// Reads of the graduations screens, from the local replica only: a register type's grades and
// registers with each person's eligibility and blocking documents (the eligibility list), and an
// exam's candidates with their current marks (the examiner's grading screen, offline).
import { MAX_KEY, MIN_KEY } from '../../data/replica';
import type { TenantDb } from '../../data/tenant-db';
import { expiredRequirements, holdersForRole } from '../../domain/documents/eligibility';
import type { StoredRow } from '../../domain/mutators/index';
import { currentMarks, type CurrentMark } from '../../domain/registers/exam-marks';
import { eligibility, type Eligibility, type Grade } from '../../domain/registers/graduation-rules';
import type { GraduationPreset } from '../../domain/resources/registertypes';

const byId = async (db: TenantDb, collection: string, ids: readonly unknown[]): Promise<Map<string, StoredRow>> => {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  const rows = (await db.rows(collection).bulkGet(wanted)).filter((r): r is StoredRow => r != null);
  return new Map(rows.map((r) => [r.id, r]));
};

/** A person's display name: the social name first, as the ID card does. */
export const personName = (profile: StoredRow | undefined): string => String(profile?.social_name || profile?.name || '');

export const gradeOf = (row: StoredRow): Grade => ({
  id: row.id, name: String(row.name), rank: Number(row.rank), min_age: row.min_age as number | null, min_months: row.min_months as number | null,
  promoter_min_rank: row.promoter_min_rank as number | null, exempt_over_age: row.exempt_over_age as number | null,
});

export async function gradesOfType(db: TenantDb, typeId: string): Promise<Grade[]> {
  const rows = await db.rows('registergraduations').where('[registertype_id+rank]').between([typeId, MIN_KEY], [typeId, MAX_KEY], true, true).toArray();
  return (rows as StoredRow[]).map(gradeOf).sort((a, b) => a.rank - b.rank);
}

export interface BlockingDocument {
  type: string;
  /** ISO day it expired, or null when it was never sent. */
  expiredOn: string | null;
}

export interface EligibilityLine {
  register: StoredRow;
  name: string;
  eligibility: Eligibility;
  /** Required documents expired on the exam day or never sent (documents/eligibility.ts rule, for athletes). */
  documents: BlockingDocument[];
}

export interface EligibilityList {
  type: StoredRow | undefined;
  preset: GraduationPreset;
  lines: EligibilityLine[];
}

/** Documents that block a person on `day`: an expired approved one (the competitions' rule), or a required type never approved. */
function blockingDocuments(types: readonly StoredRow[], docs: readonly StoredRow[], day: string): BlockingDocument[] {
  const holders = holdersForRole('atleta');
  const required = types.filter((t) => t.required_for_competitions === true && holders.includes(String(t.holder)));
  const held = docs.flatMap((d) => {
    const type = required.find((t) => t.id === d.document_type_id);
    return type ? [{ type: { id: type.id, name: String(type.name), holder: String(type.holder), required_for_competitions: true }, status: d.status as string | undefined, expires_on: d.expires_on as string | null }] : [];
  });
  const expired = expiredRequirements(held, 'atleta', day).map((e) => ({ type: e.type, expiredOn: e.expiredOn }));
  const missing = required.filter((t) => !held.some((h) => h.type.id === t.id && h.status === 'aprovado')).map((t) => ({ type: String(t.name), expiredOn: null }));
  return [...expired, ...missing].sort((a, b) => a.type.localeCompare(b.type, 'pt-BR'));
}

/** Every register of the type with its next grade, apto or the reasons, and its blocking documents on `day`. */
export async function readEligibility(db: TenantDb, typeId: string, day: string): Promise<EligibilityList> {
  const type = await db.rows('registertypes').get(typeId);
  const preset = (type?.graduation_preset ?? 'livre') as GraduationPreset;
  const grades = await gradesOfType(db, typeId);
  const registers = (await db.rows('registers').where('[registertype_id+profile_id]').between([typeId, MIN_KEY], [typeId, MAX_KEY], true, true).toArray()) as StoredRow[];
  const live = registers.filter((r) => r.status !== 'inativo');
  const profiles = await byId(db, 'profiles', live.map((r) => r.profile_id));
  const types = (await db.rows('documenttypes').toArray()) as StoredRow[];
  const docs = types.length ? ((await db.rows('userdocuments').where('profile_id').anyOf(live.map((r) => String(r.profile_id))).toArray()) as StoredRow[]) : [];
  const lines = live.map((register) => {
    const profile = profiles.get(String(register.profile_id));
    const person = { graduationId: (register.graduation_id as string | null) ?? null, graduatedOn: (register.graduated_on as string | null) ?? null, birthdate: (profile?.birthdate as string | undefined) ?? null };
    return {
      register, name: personName(profile) || `Registro ${String(register.number ?? '')}`,
      eligibility: eligibility(preset, grades, person, day),
      documents: blockingDocuments(types, docs.filter((d) => d.profile_id === register.profile_id), day),
    };
  });
  lines.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { type, preset, lines };
}

export interface CandidateLine {
  candidate: StoredRow;
  register: StoredRow | undefined;
  name: string;
  photo: string | null;
  current: string;
  target: string;
  mark: CurrentMark | undefined;
}

export interface ExamSheet {
  exam: StoredRow | undefined;
  typeName: string;
  candidates: CandidateLine[];
}

/** An exam's candidates with their grades and current marks (the grading screen). */
export async function readExamSheet(db: TenantDb, examId: string): Promise<ExamSheet> {
  const exam = await db.rows('registerexams').get(examId);
  if (!exam) return { exam: undefined, typeName: '', candidates: [] };
  const typeName = String((await db.rows('registertypes').get(String(exam.registertype_id)))?.name ?? '');
  const grades = await gradesOfType(db, String(exam.registertype_id));
  const candidates = (await db.rows('registerexamcandidates').where('exam_id').equals(examId).toArray()) as StoredRow[];
  const registers = await byId(db, 'registers', candidates.map((c) => c.register_id));
  const profiles = await byId(db, 'profiles', candidates.map((c) => c.profile_id));
  const marks = currentMarks((await db.rows('registerexammarks').where('exam_id').equals(examId).toArray()) as StoredRow[]);
  const lines = candidates.map((candidate) => {
    const register = registers.get(String(candidate.register_id));
    const profile = profiles.get(String(candidate.profile_id));
    const current = grades.find((g) => g.id === register?.graduation_id);
    const target = grades.find((g) => g.id === candidate.target_graduation_id) ?? (current ? grades.find((g) => g.rank > current.rank) : grades[0]);
    return {
      candidate, register, name: personName(profile) || `Registro ${String(register?.number ?? '')}`,
      photo: (profile?.photo_url as string | undefined) ?? null,
      current: current?.name ?? '', target: target?.name ?? '', mark: marks.get(String(candidate.register_id)),
    };
  });
  lines.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { exam, typeName, candidates: lines };
}
