// The approval flows of documents and the PAR-Q (issue 12 parts 5 and 6; spec §4: user, team and
// entity documents, PAR-Q). A request is opened by saving the document or the questionnaire (the put
// rule, src/domain/mutators/document-review.ts), never asked for directly; the reviewer's permission
// follows where the document was sent from; a decision is recorded on the subject too.
import { decideParq, decideUserDocument, REVIEWED_CONTENT } from '../mutators/document-review';
import { MutationError } from '../mutators/types';
import type { Permission } from '../access';
import type { ApprovalKind } from './kind';

const openedBySaving = async (): Promise<void> => {
  throw new MutationError('forbidden', 'A análise é pedida ao enviar o documento ou o PAR-Q: envie-o pela tela de documentos.');
};

const documentKind = (key: string, label: string, permission: Permission): ApprovalKind => ({
  key, label, permission, subject: 'userdocuments', mode: 'update', fields: REVIEWED_CONTENT.userdocuments,
  queue: '/records/users/userdocuments_approve',
  mayRequest: openedBySaving,
  apply: (tx, ctx, request) => decideUserDocument(tx, ctx, request, 'aprovado', null),
  settle: (tx, ctx, request, decision, reason) => decideUserDocument(tx, ctx, request, decision, reason),
});

export const DOCUMENT_KINDS: readonly ApprovalKind[] = [
  documentKind('userdocument', 'Documento pessoal', 'userdocuments'),
  documentKind('teamdocument', 'Documento enviado pela equipe', 'teamdocuments'),
  documentKind('associationdocument', 'Documento enviado pela entidade', 'associationdocuments'),
  {
    key: 'parq', label: 'PAR-Q', permission: 'parqs', subject: 'parqs', mode: 'update', fields: REVIEWED_CONTENT.parqs,
    queue: '/parqs/pending',
    mayRequest: openedBySaving,
    apply: (tx, ctx, request) => decideParq(tx, ctx, request, 'aprovado', null),
    settle: (tx, ctx, request, decision, reason) => decideParq(tx, ctx, request, decision, reason),
  },
];
