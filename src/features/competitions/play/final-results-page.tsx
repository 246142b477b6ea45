// `/competitions/competitions/{id}/final_results_duels`: the results, phase by phase; a knockout or
// double-elimination phase renders as its bracket, a points phase as its played matches by round.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Bracket } from './bracket';
import { CompetitionFrame } from './competition-frame';
import { hasResult, sortedPhases, type CompetitionRows } from '../../../domain/competitions/row-helpers';
import { DuelsByRound } from './duel-list';

export const BRACKET_KINDS: readonly string[] = ['knockout', 'double_elimination'];

export function ResultsByPhase({ rows, linked = true }: { rows: CompetitionRows; linked?: boolean }) {
  const { t } = useLingui();
  const phases = sortedPhases(rows);
  if (phases.length === 0) return <Text color="fg.muted">{t`Nenhuma fase cadastrada.`}</Text>;
  return (
    <Stack gap="8">
      {phases.map((phase) => (
        <Box as="section" key={phase.id} aria-labelledby={`results-${phase.id}`}>
          <Text as="h2" id={`results-${phase.id}`} fontSize="lg" fontWeight="semibold" mb="2">{String(phase.name)}</Text>
          {BRACKET_KINDS.includes(String(phase.kind))
            ? <Bracket rows={rows} phase={phase} />
            : <DuelsByRound rows={rows} duels={rows.duels.filter((d) => d.phase_id === phase.id && hasResult(d))} idPrefix={`results-${phase.id}`} linked={linked} />}
        </Box>
      ))}
    </Stack>
  );
}

export function FinalResultsPage() {
  const { t } = useLingui();
  return <CompetitionFrame section="final_results_duels" title={t`Resultados`}>{(rows) => <ResultsByPhase rows={rows} />}</CompetitionFrame>;
}
