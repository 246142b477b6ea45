// Sentences built around a resource's pt-BR labels, agreeing with its grammatical gender
// ("Nova cidade", "Novo país"). Labels come from the registry as plain pt-BR text.
import { t } from '@lingui/core/macro';
import type { AnyResource } from '../../domain/resources/define';
import { lowerFirst } from './resource-meta';

const feminine = (resource: AnyResource): boolean => resource.labels.gender === 'f';

export function newLabel(resource: AnyResource): string {
  const label = lowerFirst(resource.labels.singular);
  return feminine(resource) ? t`Nova ${label}` : t`Novo ${label}`;
}

export function editLabel(resource: AnyResource): string {
  const label = lowerFirst(resource.labels.singular);
  return t`Editar ${label}`;
}

export function emptyLabel(resource: AnyResource): string {
  const label = lowerFirst(resource.labels.singular);
  return feminine(resource) ? t`Nenhuma ${label} cadastrada ainda.` : t`Nenhum ${label} cadastrado ainda.`;
}

/** "Baixando cidades…": the collection's first download is running. */
export function downloadingLabel(resource: AnyResource): string {
  const label = lowerFirst(resource.labels.plural);
  return t`Baixando ${label}…`;
}

export function notDownloadedLabel(resource: AnyResource): string {
  const label = lowerFirst(resource.labels.plural);
  return feminine(resource) ? t`As ${label} ainda não foram baixadas para este aparelho.` : t`Os ${label} ainda não foram baixados para este aparelho.`;
}

export function notFoundLabel(resource: AnyResource): string {
  const label = resource.labels.singular;
  return feminine(resource) ? t`${label} não encontrada.` : t`${label} não encontrado.`;
}

export function deletedLabel(resource: AnyResource): string {
  const label = resource.labels.singular;
  return feminine(resource) ? t`${label} excluída.` : t`${label} excluído.`;
}

export function deleteQuestion(resource: AnyResource, title: string): string {
  const label = lowerFirst(resource.labels.singular);
  return feminine(resource) ? t`Excluir a ${label} “${title}”?` : t`Excluir o ${label} “${title}”?`;
}
