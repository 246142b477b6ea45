import { Button, EmptyState, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AnyResource } from '../../domain/resources/define';
import { emptyLabel, newLabel } from './labels';

/** Placeholder rows while the first page is read (announced once as "Carregando…"). */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <VisuallyHidden><Trans>Carregando…</Trans></VisuallyHidden>
      <Skeleton h="10" />
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} h="8" opacity={1 - i * 0.12} />)}
    </Stack>
  );
}

/** Nothing recorded yet: say so and offer to create the first one. */
export function EmptyList({ resource, basePath, canCreate }: { resource: AnyResource; basePath: string; canCreate: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Title>{emptyLabel(resource)}</EmptyState.Title>
        {canCreate && (
          <Button asChild><Link to={`${basePath}/create`}>{newLabel(resource)}</Link></Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A search or a filter matched nothing. */
export function NoResults({ query, filtered = false, searchLabel, onClear }: { query: string; filtered?: boolean; searchLabel?: string | undefined; onClear: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Title>
          {query && filtered
            ? <Trans>Nenhum resultado para “{query}” com este filtro.</Trans>
            : query ? <Trans>Nenhum resultado para “{query}”.</Trans> : <Trans>Nenhum resultado com este filtro.</Trans>}
        </EmptyState.Title>
        {query && searchLabel && (
          <EmptyState.Description><Trans>A busca compara o início do campo {searchLabel}, sem diferenciar acentos.</Trans></EmptyState.Description>
        )}
        <Button variant="outline" onClick={onClear}><Trans>Limpar busca e filtros</Trans></Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
