// /competitions/olympics/results/$id: the medal table of an olympics, computed on the device from
// its scores (domain/competitions/medal-table.ts: ties shared, points per placing when the games
// have a points table).
import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useRecord } from '../../../data/hooks';
import { medalTable, type MedalRow } from '../../../domain/competitions/medal-table';
import { Page } from '../../../ui/page';
import { StatusPage } from '../../../ui/status-page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { useRecordTitles } from '../../../ui/resource/use-replica';
import { StandingTable, type StandingColumn } from './standing-table';
import { useRowsBy } from './use-rows-by';

export function OlympicsResultsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const games = useRecord('olympics', id) as Record<string, unknown> | null | undefined;
  const scores = useRowsBy('olympicsscores', 'olympics_id', useMemo(() => [id], [id]));
  const ids = useMemo(() => (scores ?? []).map((s) => String(s.association_id)), [scores]);
  const names = useRecordTitles('associations', ids);
  const table = useMemo(() => (scores && names ? medalTable({
    scores: scores.map((s) => ({ association_id: String(s.association_id), place: Number(s.place), points: typeof s.points === 'number' ? s.points : null })),
    pointsTable: games?.points_table as number[] | null | undefined,
    names,
  }) : undefined), [scores, names, games]);

  if (games === null) {
    return (
      <StatusPage code="404" title={t`Jogos abertos não encontrados.`}
        actions={<Button asChild><Link to="/competitions/olympics"><Trans>Voltar para a lista</Trans></Link></Button>}>
        <Trans>O registro pode ter sido excluído ou ainda não chegou a este aparelho.</Trans>
      </StatusPage>
    );
  }
  const title = games ? t`Quadro de medalhas — ${String(games.name)}` : t`Quadro de medalhas`;
  const columns: StandingColumn<MedalRow>[] = [
    { header: t`Ouro`, cell: (r) => r.gold, numeric: true },
    { header: t`Prata`, cell: (r) => r.silver, numeric: true },
    { header: t`Bronze`, cell: (r) => r.bronze, numeric: true },
    { header: t`Total`, cell: (r) => r.total, numeric: true },
    ...(table?.byPoints ? [{ header: t`Pontos`, cell: (r: MedalRow) => r.points, numeric: true }] : []),
  ];
  return (
    <Page title={title}
      actions={<Button asChild variant="outline"><Link to={`/competitions/olympics/show/${id}`}><Trans>Voltar aos jogos</Trans></Link></Button>}>
      {!table || !games ? <ListSkeleton /> : table.rows.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhum resultado lançado ainda.</Trans></Text>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm" mb="3">
            {table.byPoints
              ? <Trans>Classificação por pontos (tabela de pontos por colocação dos jogos); depois ouro, prata e bronze.</Trans>
              : <Trans>Ordem: ouro, depois prata, depois bronze. Empates dividem a posição.</Trans>}
          </Text>
          <StandingTable caption={title} rows={table.rows} rowKey={(r) => r.association_id} position={(r) => r}
            name={(r) => r.name} nameHeader={t`Entidade`} columns={columns} />
        </>
      )}
    </Page>
  );
}
