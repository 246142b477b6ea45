// Progression preview on a heats phase: who goes through with the results recorded so far — the
// first N of each heat by place ("Q") and the M fastest of the rest ("q"), by `progression`
// (generators/progression.ts); a tie for the last time places is shown for the organiser to settle.
import { Box, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { progression } from '../../../domain/competitions/generators/index';
import type { NestedExtraProps } from '../../../ui/resource/nested';
import { useRecordTitles } from '../../../ui/resource/use-replica';
import { useRowsBy } from './use-rows-by';

const count = (text: string): number => (/^\d{1,2}$/.test(text.trim()) ? Number(text) : 0);

export function HeatProgression({ params }: NestedExtraProps) {
  const { t } = useLingui();
  const phaseId = params.id ?? '';
  const heats = useRowsBy('heats', 'phase_id', useMemo(() => [phaseId], [phaseId]));
  const lanes = useRowsBy('heatlanes', 'heat_id', useMemo(() => (heats ?? []).map((h) => String(h.id)), [heats]));
  const entryIds = useMemo(() => (lanes ?? []).map((l) => String(l.competitionteam_id)), [lanes]);
  const entries = useRowsBy('competitionteams', 'id', entryIds);
  const teams = useRecordTitles('teams', useMemo(() => (entries ?? []).map((e) => String(e.team_id)), [entries]));
  const [byPlace, setByPlace] = useState('2');
  const [fastest, setFastest] = useState('2');
  const result = useMemo(() => {
    if (!heats || !lanes) return undefined;
    const timed = lanes.filter((l) => typeof l.result_time_ms === 'number');
    if (timed.length === 0) return null;
    return progression({
      heats: heats.map((h) => ({ number: Number(h.number), results: lanes.filter((l) => l.heat_id === h.id).map((l) => ({
        entry: String(l.competitionteam_id), time_ms: typeof l.result_time_ms === 'number' ? l.result_time_ms : null,
        ...(typeof l.place === 'number' ? { place: l.place } : {}),
      })) })),
      byPlace: count(byPlace), fastestLosers: count(fastest),
    });
  }, [heats, lanes, byPlace, fastest]);
  if (result === undefined) return null;
  const teamOf = new Map((entries ?? []).map((e) => [String(e.id), teams?.get(String(e.team_id)) ?? '…']));
  const name = (entry: string) => teamOf.get(entry) ?? '…';

  return (
    <Stack as="section" aria-labelledby="progression" gap="3" mb="4" borderWidth="1px" rounded="md" p="3">
      <Text as="h2" id="progression" fontWeight="semibold"><Trans>Classificados (prévia)</Trans></Text>
      <HStack gap="3" wrap="wrap">
        <Field.Root w="auto"><Field.Label><Trans>Por colocação em cada bateria</Trans></Field.Label>
          <Input inputMode="numeric" w="6rem" value={byPlace} onChange={(e) => setByPlace(e.target.value)} /></Field.Root>
        <Field.Root w="auto"><Field.Label><Trans>Melhores tempos entre os demais</Trans></Field.Label>
          <Input inputMode="numeric" w="6rem" value={fastest} onChange={(e) => setFastest(e.target.value)} /></Field.Root>
      </HStack>
      {result === null ? <Text fontSize="sm" color="fg.muted"><Trans>Nenhum tempo lançado ainda nas raias desta fase.</Trans></Text> : (
        <Box>
          <List.Root as="ol" ps="5">
            {result.qualified.map((q) => (
              <List.Item key={q.entry}>{name(q.entry)} — {q.by === 'place' ? t`Q (colocação)` : t`q (tempo)`}</List.Item>
            ))}
          </List.Root>
          {result.ties.map((tie) => {
            const names = tie.map(name).join(', ');
            const open = result.open;
            return <Text key={tie.join()} color="fg.warning" mt="2">{t`Empate no tempo por ${open} vaga(s): ${names}. Decida por sorteio ou nova prova.`}</Text>;
          })}
        </Box>
      )}
    </Stack>
  );
}
