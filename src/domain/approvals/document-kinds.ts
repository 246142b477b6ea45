// The approval flows of documents and the PAR-Q (spec §4: user, team and
// entity documents, PAR-Q). A request is opened by saving the document or the questionnaire (the put
// rule, src/domain/documents/document-review.ts), never asked for directly; the reviewer's permission
// follows where the document was sent from; a decision is recorded on the subject too.
import { decideParq, decideUserDocument, REVIEWED_CONTENT } from '../documents/document-review';
import { MutationError } from '../mutators/types';
import { documentQueue, type DocumentQueue } from './document-queues';
import type { ApprovalKind } from './kind';

const openedBySaving = async (): Promise<void> => {
  throw new MutationError('forbidden', 'A análise é pedida ao enviar o documento ou o PAR-Q: envie-o pela tela de documentos.');
};

// Each flow's reviewer and queue come from document-queues.ts (one queue per flow).
const documentKind = (key: DocumentQueue['kind'], label: string): ApprovalKind => ({
  key, label, permission: documentQueue(key).permission, subject: 'userdocuments', mode: 'update', fields: REVIEWED_CONTENT.userdocuments,
  queue: documentQueue(key).path,
  mayRequest: openedBySaving,
  apply: (tx, ctx, request) => decideUserDocument(tx, ctx, request, 'aprovado', null),
  settle: (tx, ctx, request, decision, reason) => decideUserDocument(tx, ctx, request, decision, reason),
});

export const DOCUMENT_KINDS: readonly ApprovalKind[] = [
  documentKind('userdocument', 'Documento pessoal'),
  documentKind('teamdocument', 'Documento enviado pela equipe'),
  documentKind('associationdocument', 'Documento enviado pela entidade'),
  {
    key: 'parq', label: 'PAR-Q', permission: 'parqs', subject: 'parqs', mode: 'update', fields: REVIEWED_CONTENT.parqs,
    queue: '/parqs/pending',
    mayRequest: openedBySaving,
    apply: (tx, ctx, request) => decideParq(tx, ctx, request, 'aprovado', null),
    settle: (tx, ctx, request, decision, reason) => decideParq(tx, ctx, request, decision, reason),
  },
];
