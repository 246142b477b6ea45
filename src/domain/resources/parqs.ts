import * as v from 'valibot';
import { PARQ_ANSWER_KEYS, PARQ_QUESTIONS } from '../documents/parq';
import { defineResource } from './define';
import { dependantRows } from './relations';
import { DOCUMENT_STATUSES } from './userdocuments';
import { choice, cpf, flag, id, optionalInstant, optionalText, ref } from './schema-kit';

export const PARQ_RESPONDENTS = { proprio: 'A própria pessoa', responsavel: 'Responsável legal' } as const;

const answer = (n: number) => flag(`respondeu à pergunta ${n}`);

// A person's PAR-Q (spec §2.2 /my/forms/parq, §2.10 /parqs): the seven answers (src/domain/documents/
// parq.ts), who answered (a guardian for someone under 18: name and CPF required, from the profile's
// birth date), and the review. A "sim" to any question needs an approved, unexpired medical
// clearance document (a user document whose type `medical_clearance`) before it is approved; an
// approved PAR-Q counts for 12 months. `status` and the review stamp are written by the mutators
// only (document-rules.ts, parqs.review): the person's new or changed answers go back to "Em análise".
export const parqs = defineResource({
  key: 'parqs',
  schema: v.object({
    id: id(),
    user_id: ref('a pessoa'),
    profile_id: ref('a pessoa'),
    q1: answer(1), q2: answer(2), q3: answer(3), q4: answer(4), q5: answer(5), q6: answer(6), q7: answer(7),
    respondent: choice(PARQ_RESPONDENTS, 'quem respondeu'),
    guardian_name: optionalText('o nome do responsável', 160),
    guardian_cpf: v.nullish(cpf()),
    declared: v.pipe(flag('declarou que as respostas são verdadeiras'), v.check((x) => x, 'Confirme que as respostas são verdadeiras.')),
    status: v.optional(choice(DOCUMENT_STATUSES, 'a situação')),
    approved_on: v.nullish(v.string('Data da aprovação inválida.')),
    expires_on: v.nullish(v.string('Vencimento inválido.')),
    reviewed_by: v.nullish(ref('o revisor')),
    reviewed_at: optionalInstant('a data da revisão'),
    review_reason: optionalText('o motivo', 500),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'PAR-Q', plural: 'PAR-Qs', gender: 'm' },
  access: {
    scope: ['owner', 'permission:parqs', dependantRows('parqs')],
    owner: 'user_id',
    permission: 'parqs',
    ownerMayWrite: true,
    // A guardian answers their dependant's PAR-Q from their own login.
    writableVia: [dependantRows('parqs')],
    ownerMayDelete: false,
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Questionário de saúde PAR-Q (dado sensível): respostas, responsável e análise.',
      basis: 'saude', retention: '12 meses após a aprovação (validade), substituído pelo seguinte; excluído na anonimização.',
      erasure: { action: 'delete' },
    },
  },
  integrity: {
    // Of a profile of its own user, as a document (userdocuments.ts).
    memberships: [{ field: 'profile_id', in: 'profiles', match: { id: 'profile_id', user_id: 'user_id' }, message: 'Pessoa sem cadastro: complete o seu cadastro antes de responder o PAR-Q.' }],
    flowFields: ['status', 'approved_on', 'expires_on', 'reviewed_by', 'reviewed_at', 'review_reason'],
  },
  storage: { indexes: ['user_id', 'status'], sort: 'user_id' },
  title: 'respondent',
  fields: [
    ...PARQ_ANSWER_KEYS.map((key, i) => ({ key, label: PARQ_QUESTIONS[i]!, help: 'Ligado = sim.' })),
    { key: 'respondent', label: 'Quem respondeu', options: PARQ_RESPONDENTS, help: 'Menores de 18 anos: o responsável legal.' },
    { key: 'guardian_name', label: 'Nome do responsável', shownWhen: { field: 'respondent', values: ['responsavel'] } },
    { key: 'guardian_cpf', label: 'CPF do responsável', kind: 'cpf', shownWhen: { field: 'respondent', values: ['responsavel'] } },
    { key: 'declared', label: 'Declaro que as respostas são verdadeiras' },
  ],
});
