// Graduations as rules as data (spec §2.10). A register type names a preset (registertypes
// `graduation_preset`); its grades (registergraduations) carry the numbers: `rank` (the order),
// `min_age` (age reached IN THE YEAR, IBJJF's way: born 2010-12-31 is 16 for the whole of 2026),
// `min_months` (time in the previous grade, counted from the register's `graduated_on`),
// `promoter_min_rank` (the grade a promoter must hold) and `exempt_over_age` (CBJ: a person older
// than this age may take this grade with no carência and out of sequence). The preset decides which
// of those numbers apply; `livre` keeps only the order. Pure: the eligibility list, the exam's
// confirmation (device and server) and the tests run the same functions.
import type { GraduationPreset } from '../resources/registertypes';
import { isoDayToBr } from '../dates';

export interface Grade {
  id: string;
  name: string;
  rank: number;
  min_age?: number | null;
  min_months?: number | null;
  promoter_min_rank?: number | null;
  exempt_over_age?: number | null;
}

export interface Candidate {
  /** The register's current grade (graduation_id), or null before the first one. */
  graduationId: string | null;
  /** The day the current grade was awarded (ISO), when known. */
  graduatedOn: string | null;
  /** ISO birth date, when known. */
  birthdate: string | null;
}

export interface Reason {
  /** Which rule: the order of grades, age, time in grade, data missing, or a grade already held. */
  kind: 'sequence' | 'age' | 'time' | 'missing' | 'held' | 'top';
  /** pt-BR: "mínimo 1,5 ano na faixa roxa". */
  text: string;
  /** ISO day from which this reason no longer holds; null when only a person can lift it (missing data). */
  liftsOn: string | null;
}

export interface Eligibility {
  current: Grade | null;
  /** The grade a promotion now leads to; null at the top of the order. */
  next: Grade | null;
  apto: boolean;
  reasons: Reason[];
  /** The day every reason has lifted (the latest), when each has a date. */
  aptoOn: string | null;
}

interface PresetRules {
  age: boolean;
  time: boolean;
  promoter: boolean;
  exemptions: boolean;
}

/** What each preset applies of the grades' numbers. */
export const PRESET_RULES: Readonly<Record<GraduationPreset, PresetRules>> = {
  ibjjf: { age: true, time: true, promoter: true, exemptions: false },
  cbj: { age: true, time: true, promoter: true, exemptions: true },
  livre: { age: false, time: false, promoter: false, exemptions: false },
};

/** The age a person reaches in the calendar year of `day` (IBJJF and CBJ count age this way). */
export const ageInYear = (birthdate: string, day: string): number => Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4));

/** ISO day + whole months; a day past the month's end falls on its last day (31/01 + 1 month = 28/02). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Months as a person says them: "6 meses", "1 ano", "1,5 ano", "2 anos", "1 ano e 2 meses". */
export function monthsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const monthsPart = (n: number) => (n === 1 ? '1 mês' : `${n} meses`);
  if (years === 0) return monthsPart(rest);
  if (rest === 0) return years === 1 ? '1 ano' : `${years} anos`;
  if (rest === 6) return years === 1 ? '1,5 ano' : `${years},5 anos`;
  return `${years === 1 ? '1 ano' : `${years} anos`} e ${monthsPart(rest)}`;
}

const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const byRank = (grades: readonly Grade[]) => [...grades].sort((a, b) => a.rank - b.rank);

/** Whether `to` may skip carência and sequence for this person on `day` (CBJ's basic belts over 16). */
function exempt(rules: PresetRules, to: Grade, person: Candidate, day: string): boolean {
  return rules.exemptions && to.exempt_over_age != null && person.birthdate != null && ageInYear(person.birthdate, day) > to.exempt_over_age;
}

/**
 * Why `person` may not take grade `to` on `day`, each reason with the day it lifts. Sequence: `to`
 * must follow the current grade, unless exempt. Empty = apto.
 */
export function promotionReasons(preset: GraduationPreset, grades: readonly Grade[], person: Candidate, to: Grade, day: string): Reason[] {
  const rules = PRESET_RULES[preset];
  const ordered = byRank(grades);
  const current = ordered.find((g) => g.id === person.graduationId) ?? null;
  const next = current ? ordered.find((g) => g.rank > current.rank) : ordered[0];
  const reasons: Reason[] = [];
  const skips = exempt(rules, to, person, day);
  if (current && to.rank <= current.rank) return [{ kind: 'held', text: `já tem ${lower(current.name)} ou graduação acima`, liftsOn: null }];
  if (next && to.id !== next.id && !skips) reasons.push({ kind: 'sequence', text: `${lower(to.name)} exige antes ${lower(next.name)}`, liftsOn: null });
  if (rules.age && to.min_age != null) {
    if (!person.birthdate) reasons.push({ kind: 'missing', text: 'data de nascimento não informada', liftsOn: null });
    else if (ageInYear(person.birthdate, day) < to.min_age) {
      const year = Number(person.birthdate.slice(0, 4)) + to.min_age;
      reasons.push({ kind: 'age', text: `idade mínima de ${to.min_age} anos para ${lower(to.name)}`, liftsOn: `${year}-01-01` });
    }
  }
  if (rules.time && to.min_months && current && !skips) {
    if (!person.graduatedOn) reasons.push({ kind: 'missing', text: `data da graduação em ${lower(current.name)} não informada`, liftsOn: null });
    else {
      const lifts = addMonths(person.graduatedOn, to.min_months);
      if (lifts > day) reasons.push({ kind: 'time', text: `mínimo ${monthsText(to.min_months)} na ${lower(current.name)}`, liftsOn: lifts });
    }
  }
  return reasons;
}

/** The register's next grade and whether it may take it on `day` (the eligibility list's line). */
export function eligibility(preset: GraduationPreset, grades: readonly Grade[], person: Candidate, day: string): Eligibility {
  const ordered = byRank(grades);
  const current = ordered.find((g) => g.id === person.graduationId) ?? null;
  const next = (current ? ordered.find((g) => g.rank > current.rank) : ordered[0]) ?? null;
  if (!next) return { current, next: null, apto: false, reasons: [{ kind: 'top', text: 'já está na graduação máxima', liftsOn: null }], aptoOn: null };
  const reasons = promotionReasons(preset, grades, person, next, day);
  const dated = reasons.every((r) => r.liftsOn !== null);
  return { current, next, apto: reasons.length === 0, reasons, aptoOn: reasons.length > 0 && dated ? reasons.map((r) => r.liftsOn!).sort().at(-1)! : null };
}

/** "mínimo 1,5 ano na faixa roxa: apto em 10/07/2027". */
export const reasonText = (r: Reason): string => (r.liftsOn ? `${r.text}: apto em ${isoDayToBr(r.liftsOn)}` : r.text);

/**
 * Whether a promoter holding `promoterGrade` may award `to` (a purple belt promotes white → blue;
 * only a black belt purple → brown). `livre` checks nothing; a grade without `promoter_min_rank`
 * may be awarded by anyone the federation names.
 */
export function mayPromote(preset: GraduationPreset, promoterGrade: Grade | null, to: Grade): boolean {
  if (!PRESET_RULES[preset].promoter || to.promoter_min_rank == null) return true;
  return promoterGrade !== null && promoterGrade.rank >= to.promoter_min_rank;
}

/** pt-BR refusal naming the grade a promoter lacks. */
export function promoterRefusal(grades: readonly Grade[], to: Grade): string {
  const needed = byRank(grades).find((g) => g.rank >= (to.promoter_min_rank ?? 0));
  return `Para conceder ${lower(to.name)} o examinador precisa ter ${needed ? lower(needed.name) : `graduação de ordem ${to.promoter_min_rank}`} ou acima.`;
}
