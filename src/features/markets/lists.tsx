// The market's lists, shared by the federation's and the managers' routes: transfers (each opening
// its page under `base`), the public record of a market (commits) and its notice board (intentions).
import { Badge, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { brDateTime } from '../../domain/dates';
import type { StoredRow } from '../../domain/mutators/types';
import { COMMIT_KINDS } from '../../domain/resources/marketcommits';
import { INTENTION_KINDS } from '../../domain/resources/marketintentions';
import { ListSkeleton } from '../../ui/resource/list-states';
import { str, useEntityNames, useMarketNames } from './market-data';
import { TransferStatus, useAthleteName } from './transfer-view';
import { CommitTable, type CommitLine } from './commit-table';

function AthleteCell({ transfer, href }: { transfer: StoredRow; href: string }) {
  const { t } = useLingui();
  const name = useAthleteName(transfer);
  return <ChakraLink asChild fontWeight="medium"><Link to={href}>{name || t`Atleta de outra entidade`}</Link></ChakraLink>;
}

export function TransfersTable({ transfers, base, label, empty }: { transfers: readonly StoredRow[] | undefined; base: string; label: string; empty: string }) {
  const { t } = useLingui();
  const names = useEntityNames();
  const markets = useMarketNames();
  if (!transfers || !names || !markets) return <ListSkeleton rows={3} />;
  if (transfers.length === 0) return <Text color="fg.muted">{empty}</Text>;
  const entity = (id: unknown) => (typeof id === 'string' && id ? names.get(id) ?? '…' : t`Sem entidade`);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Atleta`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`De`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Para`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Mercado`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Pedido em`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Situação`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transfers.map((tr) => (
            <Table.Row key={tr.id} data-testid="transfer-row" data-status={str(tr.status)}>
              <Table.Cell><AthleteCell transfer={tr} href={`${base}/${tr.id}`} /></Table.Cell>
              <Table.Cell>{entity(tr.from_association_id)}</Table.Cell>
              <Table.Cell>{entity(tr.to_association_id)}</Table.Cell>
              <Table.Cell>{markets.get(str(tr.market_id)) ?? '…'}</Table.Cell>
              <Table.Cell>{tr.requested_at ? brDateTime(str(tr.requested_at)) : t`Aguardando envio`}</Table.Cell>
              <Table.Cell><TransferStatus status={tr.status} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A market's public record from the replica (commits replicate to everyone signed in), newest first. */
/** Rows open their entry under `base` when given (the federation's route needs `markets`). */
export function CommitsTable({ marketId, base }: { marketId: string; base?: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const names = useEntityNames();
  const commits = useReplica(async () => (await db.rows('marketcommits').where('market_id').equals(marketId).toArray())
    .sort((a, b) => str(b.effective_at).localeCompare(str(a.effective_at))), [db, marketId]);
  if (!commits || !names) return <ListSkeleton rows={3} />;
  if (commits.length === 0) return <Text color="fg.muted">{t`Nenhuma transferência efetivada neste mercado.`}</Text>;
  const entity = (id: unknown) => (typeof id === 'string' && id ? names.get(id) ?? '…' : '—');
  const lines: CommitLine[] = commits.map((c) => ({
    id: c.id,
    effectiveAt: c.effective_at,
    athlete: base ? <ChakraLink asChild><Link to={`${base}/${c.id}`}>{str(c.athlete_name)}</Link></ChakraLink> : str(c.athlete_name),
    from: entity(c.from_association_id),
    to: entity(c.to_association_id),
    last: c.kind === 'correcao' ? <Badge colorPalette="orange">{COMMIT_KINDS.correcao}</Badge> : COMMIT_KINDS.transferencia,
  }));
  return <CommitTable lines={lines} label={t`Registro público`} lastHeader={t`Tipo`} rowTestId="commit-row" />;
}

/** Intentions (a club's interest, an athlete's availability), of one market or all. */
export function IntentionsTable({ marketId, base }: { marketId?: string; base: string }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const names = useEntityNames();
  const markets = useMarketNames();
  const rows = useReplica(async () => (marketId ? db.rows('marketintentions').where('market_id').equals(marketId).toArray() : db.rows('marketintentions').toArray()), [db, marketId]);
  if (!rows || !names || !markets) return <ListSkeleton rows={3} />;
  if (rows.length === 0) return <Text color="fg.muted">{t`Nenhuma intenção publicada.`}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={t`Intenções`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Tipo`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Entidade`}</Table.ColumnHeader>
            {!marketId && <Table.ColumnHeader>{t`Mercado`}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t`Descrição`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell><ChakraLink asChild fontWeight="medium"><Link to={`${base}/${r.id}`}>{INTENTION_KINDS[r.kind as keyof typeof INTENTION_KINDS] ?? str(r.kind)}</Link></ChakraLink></Table.Cell>
              <Table.Cell>{names.get(str(r.association_id)) ?? '—'}</Table.Cell>
              {!marketId && <Table.Cell>{markets.get(str(r.market_id)) ?? '…'}</Table.Cell>}
              <Table.Cell>{str(r.description) || '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
