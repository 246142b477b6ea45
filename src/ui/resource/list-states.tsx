import { Button, EmptyState, Progress, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useOnline } from '../../app/network';
import type { AnyResource } from '../../domain/resources/define';
import { useSyncState } from '../../data/sync-client';
import { downloadingLabel, emptyLabel, newLabel, notDownloadedLabel } from './labels';

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

/**
 * The collection's first download has not finished: its rows may still be on their way, so the
 * list is not empty yet ("Baixando cidades…", with the rows received so far), or, offline, says
 * that it has not been downloaded to this device.
 */
export function DownloadingList({ resource }: { resource: AnyResource }) {
  const { t } = useLingui();
  const online = useOnline();
  const { initial } = useSyncState();
  const waiting = !online && !initial;
  const title = waiting ? notDownloadedLabel(resource) : downloadingLabel(resource);
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" data-testid="list-downloading">
      <EmptyState.Content>
        <EmptyState.Title role="status">{title}</EmptyState.Title>
        {waiting ? (
          <EmptyState.Description><Trans>Conecte-se à internet para baixar os dados.</Trans></EmptyState.Description>
        ) : (
          <Stack w="full" maxW="xs" gap="2" align="center">
            <Progress.Root value={null} size="sm" w="full">
              <Progress.Track aria-label={title}><Progress.Range /></Progress.Track>
            </Progress.Root>
            {initial && initial.rows > 0 && (
              <Text fontSize="sm" color="fg.muted">{t`${initial.rows.toLocaleString('pt-BR')} registros recebidos`}</Text>
            )}
          </Stack>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
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
