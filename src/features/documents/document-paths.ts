// Where a person's documents are sent from, and the spec's paths of each place (§2.2, §2.4): the
// person's own area, a person's documents from the personal area or the records, a team's handler,
// an entity's handler. The context also decides the document's team/entity (and so its reviewer).

export type DocumentContext =
  | { kind: 'proprio' }
  | { kind: 'pessoal'; area: 'my' | 'records' }
  | { kind: 'equipe'; teamId: string }
  | { kind: 'entidade'; associationId: string };

export interface DocumentPaths {
  list: string;
  create: string;
  edit: (id: string) => string;
}

export function documentPaths(context: DocumentContext, userId: string): DocumentPaths {
  switch (context.kind) {
    case 'proprio':
      return { list: '/my/documents', create: '/my/documents/create', edit: (id) => `/my/documents/edit/${id}` };
    case 'pessoal': {
      const base = context.area === 'my' ? '/my/userdocuments' : '/records/userdocuments';
      return { list: `${base}/${userId}`, create: `${base}/${userId}/create`, edit: (id) => `${base}/${userId}/edit/${id}` };
    }
    case 'equipe': {
      const base = `/my/teams/${context.teamId}/userdocuments`;
      return { list: `${base}/user/${userId}`, create: `${base}/${userId}/create`, edit: (id) => `${base}/${userId}/edit/${id}` };
    }
    case 'entidade': {
      const base = `/my/userdocuments/${context.associationId}/user/${userId}`;
      return { list: base, create: `${base}/create`, edit: (id) => `${base}/edit/${id}` };
    }
  }
}

/** The fields a document sent from this context carries besides the form's. */
export function contextFields(context: DocumentContext): Record<string, string> {
  if (context.kind === 'equipe') return { team_id: context.teamId };
  if (context.kind === 'entidade') return { association_id: context.associationId };
  return {};
}
