// …/heats/show/{id}/imports/teams: add entries to a heat from the competition's participants, each
// in the next free lane with its entry time (competitionteams.entry_time_ms), through the outbox.
// Entries already in a heat of the same phase are not offered.
import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useList, useRecord } from '../../../data/hooks';
import { useWrite } from '../../../data/use-write';
import { isConfirmedEntry } from '../../../domain/resources/competitionteams';
import { uuidv7 } from '../../../domain/uuid';
import type { NestedExtraProps } from '../../../ui/resource/nested';
import { useRecordTitles } from '../../../ui/resource/use-replica';
import { existingLinks, LinkBar } from './screen-links';
import { useRowsBy } from './use-rows-by';

/** The lowest lane number not taken, from 1. */
export function nextLane(taken: readonly number[]): number {
  const used = new Set(taken);
  let lane = 1;
  while (used.has(lane)) lane++;
  return lane;
}

export function HeatImport({ params }: NestedExtraProps) {
  const { t } = useLingui();
  const write = useWrite();
  const competitionId = params.parent_id ?? '';
  const heatId = params.id ?? '';
  const heat = useRecord('heats', heatId) as Record<string, unknown> | null | undefined;
  const entries = useList('competitionteams', { index: '[competition_id+team_id]', equals: [competitionId], limit: 10_000 });
  const phaseHeats = useRowsBy('heats', 'phase_id', useMemo(() => (heat ? [String(heat.phase_id)] : []), [heat]));
  const lanes = useRowsBy('heatlanes', 'heat_id', useMemo(() => (phaseHeats ?? []).map((h) => String(h.id)), [phaseHeats]));
  const rows = useMemo(() => entries?.rows ?? [], [entries]);
  const teams = useRecordTitles('teams', useMemo(() => rows.map((r) => String(r.team_id)), [rows]));
  const [picked, setPicked] = useState('');
  if (!heat || !entries || !phaseHeats || !lanes || !teams) return null;
  const placed = new Set(lanes.map((l) => String(l.competitionteam_id)));
  const offered = rows.filter((r) => isConfirmedEntry(r) && !placed.has(String(r.id)));
  const mine = lanes.filter((l) => l.heat_id === heatId).map((l) => Number(l.lane));
  const choice = offered.find((r) => r.id === picked);

  const add = async () => {
    if (!choice) return;
    const ok = await write.run('heatlanes.put', {
      id: uuidv7(), heat_id: heatId, competition_id: competitionId, competitionteam_id: String(choice.id), lane: nextLane(mine),
      entry_time_ms: typeof choice.entry_time_ms === 'number' ? choice.entry_time_ms : null,
    });
    if (ok) setPicked('');
  };
  return (
    <Stack gap="2" mb="4" borderWidth="1px" rounded="md" p="3">
      {offered.length === 0 ? <Text fontSize="sm" color="fg.muted"><Trans>Todos os participantes confirmados já estão em uma bateria desta fase.</Trans></Text> : (
        <HStack gap="2" wrap="wrap" align="stretch">
          <NativeSelect.Root flex="1 1 16rem">
            <NativeSelect.Field aria-label={t`Participante a incluir na bateria`} value={picked} onChange={(e) => setPicked(e.target.value)}>
              <option value="">{t`Escolha um participante…`}</option>
              {offered.map((r) => <option key={String(r.id)} value={String(r.id)}>{teams.get(String(r.team_id)) ?? '…'}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button disabled={!choice} loading={write.busy} onClick={() => void add()}><Trans>Incluir na próxima raia livre</Trans></Button>
        </HStack>
      )}
    </Stack>
  );
}

/** On a heat's lanes: the way to add entries from the competition. */
export function HeatScreens({ params }: NestedExtraProps) {
  const { t } = useLingui();
  const links = existingLinks([{ path: '/competitions/competitions/$parent_id/heats/show/$id/imports/teams/{-$all}', label: t`Incluir participantes` }],
    { parent_id: params.parent_id ?? '', id: params.id ?? '' });
  return <LinkBar title={t`Telas da bateria`} links={links} />;
}
