// /competitions/teams/pending/list: teams that asked to enter an open competition (competitionteams
// with status `pendente`), across competitions, each accepted or refused with one tap. Reads the
// replica; the answer is a `competitionteams.put` through the outbox, so it works offline.
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useList } from '../../../data/hooks';
import { useWrite } from '../../../data/use-write';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { useRecordTitles } from '../../../ui/resource/use-replica';
import { wireRow } from '../../../domain/resources/wire-row';

const PENDING = { index: '[competition_id+team_id]', where: { status: 'pendente' }, limit: 500 } as const;

export function PendingEntriesPage() {
  const { t } = useLingui();
  const { run } = useWrite();
  const page = useList('competitionteams', PENDING);
  const rows = useMemo(() => page?.rows ?? [], [page]);
  const teams = useRecordTitles('teams', useMemo(() => rows.map((r) => String(r.team_id)), [rows]));
  const competitions = useRecordTitles('competitions', useMemo(() => rows.map((r) => String(r.competition_id)), [rows]));
  const [busy, setBusy] = useState<string | null>(null);

  const answer = async (row: Record<string, unknown>, status: 'confirmada' | 'recusada') => {
    const id = String(row.id);
    const team = teams?.get(String(row.team_id)) ?? '';
    setBusy(id);
    await run('competitionteams.put', wireRow('competitionteams', row, { status }), {
      done: status === 'confirmada' ? t`Inscrição de ${team} aceita.` : t`Inscrição de ${team} recusada.`,
    });
    setBusy(null);
  };

  return (
    <Page title={t`Inscrições pendentes`} description={t`Equipes que pediram para participar de uma competição aberta.`}>
      {!page ? <ListSkeleton /> : rows.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhuma inscrição aguardando resposta.</Trans></Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Caption srOnly><Trans>Inscrições pendentes, por competição</Trans></Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col"><Trans>Equipe</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Trans>Competição</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Trans>Resposta</Trans></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const team = teams?.get(String(row.team_id)) ?? '…';
                return (
                  <Table.Row key={String(row.id)}>
                    <Table.Cell fontWeight="medium">{team}</Table.Cell>
                    <Table.Cell>{competitions?.get(String(row.competition_id)) ?? '…'}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button size="sm" loading={busy === row.id} aria-label={t`Aceitar ${team}`}
                          onClick={() => void answer(row, 'confirmada')}><Trans>Aceitar</Trans></Button>
                        <Button size="sm" variant="outline" colorPalette="red" disabled={busy === row.id} aria-label={t`Recusar ${team}`}
                          onClick={() => void answer(row, 'recusada')}><Trans>Recusar</Trans></Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Page>
  );
}
