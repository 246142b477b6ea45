// "Distribuir baterias" on a heats phase (…/heats/{phase id}): seeds heats and lanes from the
// competition's confirmed entries and their entry times with seedHeats (generators/heats.ts: the
// fastest in the last heat, centre lanes first), writes heats + heatlanes through the outbox and
// stores the draw's seed on the phase, so the seeding can be replayed and audited. Refused while
// the phase already has heats (distributing twice would duplicate them).
import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useList, useRecord } from '../../../data/hooks';
import { useWrite } from '../../../data/use-write';
import { seedHeats } from '../../../domain/competitions/generators/index';
import { newSeed } from '../../../domain/competitions/seeded-random';
import { isConfirmedEntry } from '../../../domain/resources/competitionteams';
import { uuidv7 } from '../../../domain/uuid';
import type { NestedExtraProps } from '../../../ui/resource/nested';
import { HeatProgression } from './heat-progression';
import { wireRow } from '../../../domain/resources/wire-row';

const DEFAULT_LANES = 8;

export function HeatSeeding({ params }: NestedExtraProps) {
  const { t } = useLingui();
  const { act, busy } = useWrite();
  const competitionId = params.parent_id ?? '';
  const phaseId = params.id ?? '';
  const phase = useRecord('phases', phaseId) as Record<string, unknown> | null | undefined;
  const entries = useList('competitionteams', { index: '[competition_id+team_id]', equals: [competitionId], limit: 10_000 });
  const heats = useList('heats', { index: 'phase_id', equals: phaseId, limit: 1 });
  if (!phase || !entries || !heats) return null;
  const confirmed = entries.rows.filter((r) => isConfirmedEntry(r as Record<string, unknown>));
  const lanes = typeof phase.lanes === 'number' ? phase.lanes : DEFAULT_LANES;
  const seeded = heats.rows.length > 0;

  const distribute = () => act(async (mutate) => {
    const timeOf = new Map(confirmed.map((r) => [r.id, typeof r.entry_time_ms === 'number' ? r.entry_time_ms : null]));
    const draw = seedHeats({ entries: confirmed.map((r) => ({ id: r.id, time_ms: timeOf.get(r.id) ?? null })), lanes, seed: newSeed() });
    for (const heat of draw.heats) {
      const heatId = uuidv7();
      await mutate('heats.put', { id: heatId, competition_id: competitionId, phase_id: phaseId, name: t`Bateria ${heat.number}`, number: heat.number });
      for (const lane of heat.lanes) {
        await mutate('heatlanes.put', { id: uuidv7(), heat_id: heatId, competition_id: competitionId, competitionteam_id: lane.entry, lane: lane.lane, entry_time_ms: timeOf.get(lane.entry) ?? null });
      }
    }
    await mutate('phases.put', wireRow('phases', phase, { seed: draw.seed, generated_at: new Date().toISOString() }));
    return draw.heats.length;
  }, { done: (count) => t`${count} baterias distribuídas.` });

  return (
    <Stack gap="2" mb="4" borderWidth="1px" rounded="md" p="3">
      <Text fontSize="sm">
        {t`${confirmed.length} participantes confirmados, ${lanes} raias por bateria. Os mais rápidos (tempo de inscrição) ficam na última bateria, nas raias centrais.`}
      </Text>
      {typeof phase.seed === 'string' && phase.seed !== '' && (
        <Text fontSize="sm"><Trans>Semente do sorteio:</Trans> <Code>{phase.seed}</Code></Text>
      )}
      <Button alignSelf="flex-start" onClick={() => void distribute()} loading={busy} disabled={seeded || confirmed.length === 0}>
        <Trans>Distribuir baterias</Trans>
      </Button>
      {seeded && <Text fontSize="sm" color="fg.muted"><Trans>A fase já tem baterias: exclua-as para distribuir de novo.</Trans></Text>}
    </Stack>
  );
}

/** Above a heats phase's list: the seeding, then the progression preview. */
export function HeatPhaseTools(props: NestedExtraProps) {
  return (
    <>
      <HeatSeeding {...props} />
      <HeatProgression {...props} />
    </>
  );
}
