// Names a queued write in pt-BR for the sync panel: "Criação de cidade “Campinas”", from the
// mutation name and the registry labels. A generic `<collection>.put` is a creation when the row is
// not in the replica (after a refusal the replica shows the server's state) and an edition when it is.
import { t } from '@lingui/core/macro';
import { findResource, type AnyResource } from '../../domain/resources/index';

export type OperationKind = 'create' | 'update' | 'delete' | 'other';

export interface OperationInfo {
  resource: AnyResource | null;
  kind: OperationKind;
  /** "Criação de cidade", "Exclusão de país", or the raw name of a flow the registry does not know. */
  label: string;
  /** The record's name (its `title` field) when the args carry it. */
  title: string | null;
  /** Id of the record the write touches, when it names one. */
  recordId: string | null;
  /** The record's edit screen when it exists locally and the resource has screens. */
  href: string | null;
}

const lowerFirst = (s: string): string => s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1);

function actionLabel(kind: OperationKind, noun: string): string {
  switch (kind) {
    case 'create':
      return t`Criação de ${noun}`;
    case 'update':
      return t`Edição de ${noun}`;
    case 'delete':
      return t`Exclusão de ${noun}`;
    case 'other':
      return noun;
  }
}

export function describeOperation(name: string, args: Record<string, unknown>, existsLocally: boolean): OperationInfo {
  const dot = name.lastIndexOf('.');
  const collection = dot > 0 ? name.slice(0, dot) : name;
  const verb = dot > 0 ? name.slice(dot + 1) : '';
  const resource = findResource(collection) ?? null;
  const recordId = typeof args.id === 'string' ? args.id : null;
  if (!resource) {
    return { resource: null, kind: 'other', label: t`Operação “${name}”`, title: null, recordId, href: null };
  }
  const kind: OperationKind = verb === 'put' ? (existsLocally ? 'update' : 'create') : verb === 'delete' ? 'delete' : 'other';
  const noun = lowerFirst(resource.labels.singular);
  const label = kind === 'other' ? `${resource.labels.singular}: ${verb}` : actionLabel(kind, noun);
  const rawTitle = args[resource.title];
  const title = typeof rawTitle === 'string' && rawTitle.trim() !== '' ? rawTitle : null;
  const href = resource.route && recordId && existsLocally ? `${resource.route}/edit/${recordId}` : null;
  return { resource, kind, label, title, recordId, href };
}
