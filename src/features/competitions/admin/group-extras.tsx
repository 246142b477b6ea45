// Flows above the group lists (src/resources/competitions.view.ts):
//   - GroupScreens, on a group's page (…/groups/show/{id}): links to its screens;
//   - GroupMembership, on …/groups/participants/{id}: move the competition's entries into the group
//     or out of it (competitionteams.group_id through the outbox; the registry's agreement refuses
//     a group of another competition).
import { Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useList } from '../../../data/hooks';
import { useWrite } from '../../../data/use-write';
import type { NestedExtraProps } from '../../../ui/resource/nested';
import { useRecordTitles } from '../../../ui/resource/use-replica';
import { GroupLinks } from './screen-links';
import { wireRow } from '../../../domain/resources/wire-row';

export function GroupScreens({ params }: NestedExtraProps) {
  return <GroupLinks record={{ id: params.id, competition_id: params.parent_id }} />;
}

export function GroupMembership({ params }: NestedExtraProps) {
  const { t } = useLingui();
  const { run } = useWrite();
  const competitionId = params.parent_id ?? '';
  const groupId = params.id ?? '';
  const page = useList('competitionteams', { index: '[competition_id+team_id]', equals: [competitionId], limit: 10_000 });
  const rows = useMemo(() => page?.rows ?? [], [page]);
  const teams = useRecordTitles('teams', useMemo(() => rows.map((r) => String(r.team_id)), [rows]));
  const groups = useRecordTitles('groups', useMemo(() => rows.flatMap((r) => (r.group_id ? [String(r.group_id)] : [])), [rows]));
  const [picked, setPicked] = useState('');
  if (!page || !teams) return null;
  const inGroup = rows.filter((r) => r.group_id === groupId);
  const others = rows.filter((r) => r.group_id !== groupId);
  const name = (r: Record<string, unknown>) => teams.get(String(r.team_id)) ?? '…';

  const move = (row: Record<string, unknown>, group: string | null) => run('competitionteams.put', wireRow('competitionteams', row, { group_id: group }));
  const picking = others.find((r) => r.id === picked);

  return (
    <Stack gap="3" mb="5" borderWidth="1px" rounded="md" p="3">
      <HStack gap="2" wrap="wrap" align="stretch">
        <NativeSelect.Root flex="1 1 16rem">
          <NativeSelect.Field aria-label={t`Equipe a colocar neste grupo`} value={picked} onChange={(e) => setPicked(e.target.value)}>
            <option value="">{t`Escolha uma equipe da competição…`}</option>
            {others.map((r) => {
              const current = r.group_id ? groups?.get(String(r.group_id)) : undefined;
              return <option key={String(r.id)} value={String(r.id)}>{current ? t`${name(r)} (hoje no ${current})` : name(r)}</option>;
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button disabled={!picking} onClick={() => { if (picking) void move(picking, groupId).then(() => setPicked('')); }}>
          <Trans>Colocar no grupo</Trans>
        </Button>
      </HStack>
      {inGroup.length === 0 ? <Text color="fg.muted" fontSize="sm"><Trans>Nenhuma equipe neste grupo ainda.</Trans></Text> : (
        <Table.Root size="sm">
          <Table.Caption srOnly><Trans>Equipes do grupo</Trans></Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col"><Trans>Equipe</Trans></Table.ColumnHeader>
              <Table.ColumnHeader scope="col"><Trans>Ação</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {inGroup.map((r) => (
              <Table.Row key={String(r.id)}>
                <Table.Cell fontWeight="medium">{name(r)}</Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" aria-label={t`Tirar ${name(r)} do grupo`} onClick={() => void move(r, null)}><Trans>Tirar do grupo</Trans></Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
