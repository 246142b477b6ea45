import * as v from 'valibot';
import { defineResource } from './define';
import { examinerExams } from './relations';
import { choice, id, isoDate, optionalInstant, optionalText, ref, text } from './schema-kit';

/** Where an exam stands. `confirmado` is written only by `registerexams.confirm` (exam-rules.ts). */
export const EXAM_STATUSES = {
  agendado: 'Agendado',
  cancelado: 'Cancelado',
  confirmado: 'Confirmado',
} as const;
export type ExamStatus = keyof typeof EXAM_STATUSES;

const optionalUser = (what: string) => v.nullish(v.pipe(v.string(`Selecione ${what}.`), v.uuid(`Selecione ${what}.`)));

// A belt exam (graduation exam) of a register type: day, place and its examiners, each a register
// of the same type (the head examiner is the promoter whose grade the rules check; an assistant may
// grade too). The examiners' logins (`examiner_user_id`, `examiner2_user_id`) are copied from their
// registers by the put rule (exam-rules.ts) and root the relation that brings the exam to their
// phones (relations.ts). Candidates: registerexamcandidates; results: registerexammarks
// (append-only). The federation (`registertypes`) writes; confirming promotes the approved.
export const registerexams = defineResource({
  key: 'registerexams',
  labels: { singular: 'Exame de graduação', plural: 'Exames de graduação', gender: 'm' },
  schema: v.object({
    id: id(),
    registertype_id: ref('o tipo de registro'),
    date: isoDate('a data do exame'),
    place: text('o local', 160),
    examiner_register_id: ref('o examinador'),
    examiner2_register_id: v.nullish(ref('o examinador auxiliar')),
    examiner_user_id: optionalUser('o examinador'),
    examiner2_user_id: optionalUser('o examinador auxiliar'),
    status: v.optional(choice(EXAM_STATUSES, 'a situação'), 'agendado'),
    confirmed_at: optionalInstant('a data da confirmação'),
    confirmed_by: optionalUser('quem confirmou'),
    notes: optionalText('a observação', 1000),
  }, 'Dados do registro inválidos.'),
  // The examiners' registers (the equal agreements are checked from the register's side too) and
  // the head examiner's login (their list of exams); an assistant's exams are few and filtered.
  storage: { indexes: ['date', 'examiner_register_id', 'examiner2_register_id', 'examiner_user_id'], sort: 'date', sortDescending: true },
  access: {
    scope: ['permission:registertypes', ...examinerExams],
    permission: 'registertypes',
    module: 'registers',
  },
  about: {
    users: ['examiner_user_id', 'examiner2_user_id'],
    holding: {
      what: 'Exames de graduação em que você foi examinador(a): data, local e tipo de registro.',
      basis: 'obrigacao_legal', retention: 'Permanente: quem concedeu cada graduação (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  integrity: {
    references: { registertype_id: 'registertypes', examiner_register_id: 'registers', examiner2_register_id: 'registers' },
    agreements: [
      { field: 'registertype_id', reference: 'examiner_register_id', targetField: 'registertype_id', match: 'equal', under: 'examiner_register_id', message: 'O examinador deve ter registro neste tipo de registro.' },
      { field: 'registertype_id', reference: 'examiner2_register_id', targetField: 'registertype_id', match: 'equal', under: 'examiner2_register_id', message: 'O examinador auxiliar deve ter registro neste tipo de registro.' },
    ],
    flowFields: ['confirmed_at', 'confirmed_by'],
    sealed: {
      when: { field: 'status', values: ['confirmado'] },
      fields: ['registertype_id', 'date', 'examiner_register_id', 'examiner2_register_id', 'status'],
      message: 'Exame confirmado: data, examinadores e situação não mudam mais (as graduações já foram concedidas).',
    },
  },
  title: 'place',
  fields: [
    { key: 'place', label: 'Local', help: 'Ex.: Academia Central — tatame 1.' },
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'date', label: 'Data do exame' },
    { key: 'examiner_register_id', label: 'Examinador (promove)', help: 'Registro do examinador neste tipo; a graduação dele decide o que pode conceder.' },
    { key: 'examiner2_register_id', label: 'Examinador auxiliar' },
    { key: 'status', label: 'Situação', options: EXAM_STATUSES },
    { key: 'notes', label: 'Observação' },
  ],
});
