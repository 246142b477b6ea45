import * as v from 'valibot';
import { defineResource } from './define';
import { examinerCandidates } from './relations';
import { id, optionalRef, ref } from './schema-kit';

const optionalUser = (what: string) => v.nullish(v.pipe(v.string(`Selecione ${what}.`), v.uuid(`Selecione ${what}.`)));

// Who sits a belt exam: a register of the exam's type, chosen by the federation (`registertypes`).
// `target_graduation_id` is the grade the candidate goes for when it is not the next one (CBJ: over
// 16 the basic belts skip the sequence); empty = the next grade. The put rule (exam-rules.ts) copies
// the type, person and login from the register, so the examiner's replica reaches the person's name
// (relations.ts) and the list filters without joins. Once the exam is confirmed the list is fixed.
export const registerexamcandidates = defineResource({
  key: 'registerexamcandidates',
  labels: { singular: 'Candidato do exame', plural: 'Candidatos do exame', gender: 'm' },
  schema: v.object({
    id: id(),
    exam_id: ref('o exame'),
    register_id: ref('o registro'),
    target_graduation_id: optionalRef('a graduação pretendida'),
    registertype_id: optionalRef('o tipo de registro'),
    profile_id: optionalUser('a pessoa'),
    user_id: optionalUser('a pessoa'),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['exam_id', '[exam_id+register_id]', 'register_id', 'target_graduation_id'], sort: 'exam_id' },
  access: {
    scope: ['permission:registertypes', ...examinerCandidates],
    permission: 'registertypes',
    module: 'registers',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Exames de graduação em que você foi candidato(a).',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico de graduação (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  integrity: {
    references: { exam_id: 'registerexams', register_id: 'registers', target_graduation_id: 'registergraduations', registertype_id: 'registertypes' },
    agreements: [
      { field: 'registertype_id', reference: 'exam_id', targetField: 'registertype_id', match: 'equal', under: 'register_id', message: 'O registro não é do tipo de registro do exame.' },
      { field: 'registertype_id', reference: 'register_id', targetField: 'registertype_id', match: 'equal', under: 'register_id', message: 'O registro não é do tipo de registro do exame.' },
      { field: 'registertype_id', reference: 'target_graduation_id', targetField: 'registertype_id', match: 'equal', under: 'target_graduation_id', message: 'A graduação pretendida não é deste tipo de registro.' },
    ],
    uniqueTogether: [{ index: '[exam_id+register_id]', under: 'register_id', message: 'Este registro já é candidato neste exame.' }],
  },
  title: 'register_id',
  fields: [
    { key: 'exam_id', label: 'Exame' },
    { key: 'register_id', label: 'Registro' },
    { key: 'target_graduation_id', label: 'Graduação pretendida', help: 'Vazio = a próxima graduação.' },
  ],
});
