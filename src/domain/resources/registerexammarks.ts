import * as v from 'valibot';
import { defineResource } from './define';
import { examinerMarks } from './relations';
import { choice, id, optionalInstant, ref } from './schema-kit';

export const MARK_RESULTS = { aprovado: 'Aprovado', reprovado: 'Reprovado' } as const;
export type MarkResult = keyof typeof MARK_RESULTS;

// A belt exam's results, append-only like the súmula's events: each tap on the examiner's phone is a
// row with an id made on the device, written only by `registerexams.mark` (exam-marks.ts), never
// overwritten. Two phones grading offline both land, a replay is one row, and a second mark for the
// same candidate is a correction (the latest counts; the screen shows what it corrected).
export const registerexammarks = defineResource({
  key: 'registerexammarks',
  labels: { singular: 'Resultado do exame', plural: 'Resultados do exame', gender: 'm' },
  schema: v.object({
    id: id(),
    exam_id: ref('o exame'),
    register_id: ref('o registro'),
    result: choice(MARK_RESULTS, 'o resultado'),
    examiner_user_id: v.pipe(v.string('Examinador inválido.'), v.uuid('Examinador inválido.')),
    at: optionalInstant('a hora do lançamento'),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['exam_id', 'register_id'], sort: 'exam_id' },
  access: {
    scope: ['permission:registertypes', ...examinerMarks],
    permission: 'registertypes',
    writes: 'named',
    module: 'registers',
  },
  about: {
    users: ['examiner_user_id'],
    holding: {
      what: 'Resultados que você lançou como examinador(a) em exames de graduação.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico de graduação (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  integrity: { references: { exam_id: 'registerexams', register_id: 'registers' } },
  title: 'result',
  fields: [
    { key: 'exam_id', label: 'Exame' },
    { key: 'register_id', label: 'Registro' },
    { key: 'result', label: 'Resultado', options: MARK_RESULTS },
    { key: 'examiner_user_id', label: 'Examinador' },
    { key: 'at', label: 'Lançado em' },
  ],
});
