// The PAR-Q (Physical Activity Readiness Questionnaire) and its rules. Pure: the screens, the
// mutators on the phone and on the server read the same questions and decide the same way.
//
// Source of the seven questions: PAR-Q, Canadian Society for Exercise Physiology, revised 1994
// (Thomas S, Reading J, Shephard RJ. "Revision of the Physical Activity Readiness Questionnaire
// (PAR-Q)". Can J Sport Sci 1992;17(4):338-345), in the Portuguese wording used by Brazilian
// gyms and federations (the "Questionário de Prontidão para Atividade Física").
import { addMonths, documentExpiry } from './expiry';

export const PARQ_QUESTIONS = [
  'Algum médico já disse que você possui algum problema de coração e que só deveria realizar atividade física supervisionada por profissionais de saúde?',
  'Você sente dores no peito quando pratica atividade física?',
  'No último mês, você sentiu dores no peito quando praticou atividade física?',
  'Você apresenta desequilíbrio devido a tontura e/ou perda de consciência?',
  'Você possui algum problema ósseo ou articular que poderia ser piorado pela atividade física?',
  'Você toma atualmente algum medicamento para pressão arterial e/ou problema de coração?',
  'Sabe de alguma outra razão pela qual você não deve praticar atividade física?',
] as const;

/** The wire fields of the answers, `q1` … `q7` (true = "sim"). */
export const PARQ_ANSWER_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'] as const;
export type ParqAnswerKey = (typeof PARQ_ANSWER_KEYS)[number];

/** A PAR-Q counts for 12 months from its approval. */
export const PARQ_VALIDITY_MONTHS = 12;

/** Below this age the questionnaire is answered and signed by a guardian. */
export const ADULT_AGE = 18;

/** True when any answer is "sim": the person needs a medical clearance before the PAR-Q is approved. */
export const hasYes = (row: Readonly<Record<string, unknown>>): boolean => PARQ_ANSWER_KEYS.some((key) => row[key] === true);

/** Age in whole years on `today` (both AAAA-MM-DD). */
export function ageOn(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5, 10) < birthdate.slice(5, 10) ? years - 1 : years;
}

export const isMinor = (birthdate: string | null | undefined, today: string): boolean =>
  typeof birthdate === 'string' && birthdate.length >= 10 && ageOn(birthdate, today) < ADULT_AGE;

/** Last day an approved PAR-Q counts: 12 months after the day of its approval. */
export const parqExpiry = (approvedOn: string): string => documentExpiry(approvedOn, PARQ_VALIDITY_MONTHS) ?? addMonths(approvedOn, PARQ_VALIDITY_MONTHS);

/**
 * What is missing for a minor's questionnaire: answered by the guardian, with their name and CPF
 * (field → pt-BR message).
 * Empty for an adult, or when both are given.
 */
export function guardianProblems(row: Readonly<Record<string, unknown>>, birthdate: string | null | undefined, today: string): Record<string, string> {
  if (!isMinor(birthdate, today)) return {};
  const problems: Record<string, string> = {};
  if (row.respondent !== 'responsavel') problems.respondent = 'Menor de 18 anos: o PAR-Q deve ser respondido pelo responsável legal.';
  if (typeof row.guardian_name !== 'string' || row.guardian_name.trim() === '') problems.guardian_name = 'Menor de 18 anos: informe o nome do responsável.';
  if (typeof row.guardian_cpf !== 'string' || row.guardian_cpf === '') problems.guardian_cpf = 'Menor de 18 anos: informe o CPF do responsável.';
  return problems;
}
