import * as v from 'valibot';
import { defineResource } from './define';
import { dependantRows, managedDocuments } from './relations';
import { choice, fileRef, id, optionalInstant, optionalRef, optionalText, pastDate, ref } from './schema-kit';

/** Where a document stands in its review (the approval model's statuses). */
export const DOCUMENT_STATUSES = {
  pendente: 'Em análise',
  aprovado: 'Aprovado',
  recusado: 'Recusado',
  devolvido: 'Devolvido para correção',
} as const;
export type DocumentStatus = keyof typeof DOCUMENT_STATUSES;

// A document of a person (spec §2.2 /my/documents, /my/userdocuments, §2.4 /records/userdocuments):
// its type, number, issue date and file. Sent by the person (owner = `user_id`), by the back office
// (`userdocuments`), or on the person's behalf by whoever handles a team's (`teamdocuments`, with
// `team_id`) or an entity's (`associationdocuments`, with `association_id`) documents; the same
// permissions review them. `status`, `expires_on` and the review stamp are computed by the mutators
// (src/domain/mutators/document-rules.ts): a type without approval is accepted at once, a new or
// changed document of a type that needs it goes back to "Em análise"; the expiry is the issue date
// plus the type's validity. A person may not delete their own document (an expired one stays on
// record, so deleting it cannot restore an eligibility it took away).
// `profile_id` is not a checked reference, as in competitionmembers (deleting a profile is refused
// while its documents stay, by the membership below). The person, team and entity are set by the
// screen the document is sent from, not typed in the form; the screen holds the profile, as every
// writer's device does (the membership is checked there too).
export const userdocuments = defineResource({
  key: 'userdocuments',
  schema: v.object({
    id: id(),
    document_type_id: ref('o tipo de documento'),
    user_id: ref('a pessoa'),
    profile_id: ref('a pessoa'),
    team_id: optionalRef('a equipe'),
    association_id: optionalRef('a entidade'),
    number: optionalText('o número', 40),
    issued_on: pastDate('a data de emissão'),
    /** PDF or photo of the document (`files/<sha256>`); served only to those who may read this row. */
    file: v.nullish(fileRef('o arquivo do documento')),
    notes: optionalText('a observação', 500),
    status: v.optional(choice(DOCUMENT_STATUSES, 'a situação')),
    expires_on: v.nullish(v.string('Vencimento inválido.')),
    reviewed_by: v.nullish(ref('o revisor')),
    reviewed_at: optionalInstant('a data da revisão'),
    review_reason: optionalText('o motivo', 500),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Documento', plural: 'Documentos', gender: 'm' },
  access: {
    // The PAR-Q reviewers too: approving a PAR-Q with a "sim" depends on the person's medical clearance.
    // An entity's managers hold and send the documents of its people (relations.ts managedDocuments);
    // a guardian those of their dependants (dependantRows).
    scope: ['owner', 'permission:userdocuments', 'permission:teamdocuments', 'permission:associationdocuments', 'permission:parqs', managedDocuments, dependantRows('userdocuments')],
    owner: 'user_id',
    permission: 'userdocuments',
    ownerMayWrite: true,
    ownerMayDelete: false,
    contextWriters: [{ field: 'team_id', permission: 'teamdocuments' }, { field: 'association_id', permission: 'associationdocuments' }],
    // An entity's managers send their people's documents; a guardian their dependant's, from their own
    // login.
    writableVia: [managedDocuments, dependantRows('userdocuments')],
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Documentos enviados: tipo, número, datas, arquivo e análise.',
      basis: 'obrigacao_legal', retention: 'Enquanto válidos e exigidos para competir; excluídos na anonimização.',
      erasure: { action: 'delete' },
    },
  },
  integrity: {
    // A document is about the person whose profile it names, and is theirs: its
    // `profile_id` must be a profile of its `user_id`. So a document filed by anyone (the entity, a
    // team, the federation) reaches the person it is about (owner scope: `user_id`) and shows on
    // their screens, and nobody files one under their own login "for" someone else's profile (an
    // expired one blocked that person's registration, unseen by them, undeletable by the filer).
    memberships: [{ field: 'profile_id', in: 'profiles', match: { id: 'profile_id', user_id: 'user_id' }, message: 'O cadastro indicado não é desta pessoa: um documento só vale para o cadastro de quem ele é.' }],
    flowFields: ['status', 'expires_on', 'reviewed_by', 'reviewed_at', 'review_reason'],
    references: { document_type_id: 'documenttypes', team_id: 'teams', association_id: 'associations' },
  },
  storage: { indexes: ['user_id', 'profile_id', 'status', 'document_type_id'], sort: 'user_id' },
  title: 'number',
  fields: [
    { key: 'document_type_id', label: 'Tipo de documento' },
    { key: 'number', label: 'Número' },
    { key: 'issued_on', label: 'Data de emissão' },
    { key: 'file', label: 'Arquivo', help: 'PDF ou foto do documento.' },
    { key: 'notes', label: 'Observação' },
  ],
});
