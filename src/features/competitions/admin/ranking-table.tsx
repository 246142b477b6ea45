// A ranking's table, on its show page (/rankings/show/$id): computed on the device from the final
// scores of the ranking's competitions (domain/competitions/ranking.ts).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { computeRanking, type RankingRow } from '../../../domain/competitions/ranking';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { useRecordTitles } from '../../../ui/resource/use-replica';
import type { ShowActionsProps } from '../../../ui/resource/view';
import { StandingTable, type StandingColumn } from './standing-table';
import { useRowsBy } from './use-rows-by';

const NONE: readonly string[] = [];

export function RankingTable({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const competitionIds = useMemo(() => (Array.isArray(record.competition_ids) ? record.competition_ids.map(String) : NONE), [record.competition_ids]);
  const scores = useRowsBy('competitionscores', 'competition_id', competitionIds);
  const teamIds = useMemo(() => (scores ?? []).map((s) => String(s.team_id)), [scores]);
  const teams = useRecordTitles('teams', teamIds);
  const competitions = useRecordTitles('competitions', competitionIds);
  const rows = useMemo(() => (scores && teams ? computeRanking({
    scores: scores.map((s) => ({ competition_id: String(s.competition_id), team_id: String(s.team_id),
      position: typeof s.position === 'number' ? s.position : null, points: typeof s.points === 'number' ? s.points : null })),
    competitionIds, pointsTable: record.points_table as number[] | null | undefined, names: teams,
  }) : undefined), [scores, teams, competitionIds, record.points_table]);

  const columns: StandingColumn<RankingRow>[] = [
    ...competitionIds.map((id) => ({ header: competitions?.get(id) ?? '…', cell: (r: RankingRow) => r.by_competition[id] ?? '—', numeric: true })),
    { header: t`Total`, cell: (r) => r.points, numeric: true },
  ];
  return (
    <Stack as="section" aria-labelledby="ranking-table" gap="3" mb="6">
      <Heading as="h2" size="md" id="ranking-table"><Trans>Classificação do ranking</Trans></Heading>
      {!rows ? <ListSkeleton rows={3} /> : rows.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhuma pontuação final lançada nas competições do ranking.</Trans></Text>
      ) : (
        <StandingTable caption={t`Classificação do ranking`} rows={rows} rowKey={(r) => r.team_id} position={(r) => r}
          name={(r) => r.name} nameHeader={t`Equipe`} columns={columns} />
      )}
    </Stack>
  );
}
