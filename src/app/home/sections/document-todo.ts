// What a person must still do about their documents (the home's "Documentos" section): send a type
// required for competitions they never sent, correct one returned or refused, renew one expired or
// about to expire. Only the newest document of each type counts: a renewal supersedes the old one.
// Pure (today passed in) so the unit test pins the day.
import { expiryLabel, expiryState } from '../../../domain/documents/expiry';
import type { StoredRow } from '../../../domain/mutators/index';

export type TodoReason = 'enviar' | 'recusado' | 'devolvido' | 'vencido' | 'vence_em';

export interface DocumentTodo {
  typeName: string;
  reason: TodoReason;
  /** pt-BR detail: the reviewer's reason, or the expiry ("Vence em 12 dias"). */
  detail: string;
}

interface Held { row: StoredRow; type: StoredRow | undefined }

const newestFirst = (a: Held, b: Held): number =>
  String(b.row.issued_on ?? '').localeCompare(String(a.row.issued_on ?? '')) || b.row.id.localeCompare(a.row.id);

export function documentTodos(documents: readonly Held[], missing: readonly StoredRow[], today: string): DocumentTodo[] {
  const todos: DocumentTodo[] = missing.map((type) => ({ typeName: String(type.name), reason: 'enviar', detail: 'Obrigatório para inscrição em competições' }));
  const seen = new Set<string>();
  for (const doc of [...documents].sort(newestFirst)) {
    const typeId = String(doc.row.document_type_id);
    if (seen.has(typeId)) continue;
    seen.add(typeId);
    const typeName = String(doc.type?.name ?? 'Documento');
    const status = doc.row.status;
    if (status === 'recusado' || status === 'devolvido') {
      todos.push({ typeName, reason: status, detail: String(doc.row.review_reason ?? '') });
      continue;
    }
    if (status !== 'aprovado') continue;
    const expiresOn = typeof doc.row.expires_on === 'string' ? doc.row.expires_on : null;
    const state = expiryState(expiresOn, today).state;
    if (state === 'vencido' || state === 'vence_em') todos.push({ typeName, reason: state, detail: expiryLabel(expiresOn, today) });
  }
  return todos;
}
