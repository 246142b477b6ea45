// The fixture lists of one phase and of one group:
//   rounds/{phaseId}            the phase's rounds, with "Gerar tabela" (fixture-generator.tsx)
//   duels/{phaseId}/{-all}      the phase's duels by round ({-all}: also those with no teams yet)
//   groups/rounds/{groupId}     the group's rounds
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { PHASE_KINDS } from '../../../domain/resources/phases';
import { CompetitionFrame } from './competition-frame';
import type { CompetitionRows, Row } from '../../../domain/competitions/row-helpers';
import { DuelsByRound } from './duel-list';
import { AdvanceButton } from './advance-button';
import { FixtureGenerator } from './fixture-generator';

const kindLabel = (phase: Row): string => PHASE_KINDS[phase.kind as keyof typeof PHASE_KINDS] ?? String(phase.kind);

function PhaseNotFound() {
  return <Text><Trans>Fase não encontrada nesta competição.</Trans></Text>;
}

function PhaseRounds({ rows, phaseId, generator, all }: { rows: CompetitionRows; phaseId: string; generator: boolean; all: boolean }) {
  const phase = rows.phases.find((p) => p.id === phaseId);
  if (!phase) return <PhaseNotFound />;
  const duels = rows.duels.filter((d) => d.phase_id === phase.id && (all || d.home_team_id || d.away_team_id));
  return (
    <>
      <Text as="h2" fontSize="xl" fontWeight="semibold">{`${String(phase.name)} (${kindLabel(phase)})`}</Text>
      {generator && <FixtureGenerator rows={rows} phase={phase} />}
      {generator && (phase.kind === 'knockout' || phase.kind === 'double_elimination') && <AdvanceButton rows={rows} phase={phase} />}
      <DuelsByRound rows={rows} duels={duels} />
    </>
  );
}

export function PhaseRoundsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <CompetitionFrame section="other" title={t`Rodadas da fase`}>{(rows) => <PhaseRounds rows={rows} phaseId={id} generator all />}</CompetitionFrame>;
}

export function PhaseDuelsPage() {
  const { t } = useLingui();
  const { id = '', all } = useParams({ strict: false }) as { id?: string; all?: string };
  return <CompetitionFrame section="other" title={t`Jogos da fase`}>{(rows) => <PhaseRounds rows={rows} phaseId={id} generator={false} all={all !== undefined} />}</CompetitionFrame>;
}

export function GroupRoundsPage() {
  const { t } = useLingui();
  const { id = '', all } = useParams({ strict: false }) as { id?: string; all?: string };
  return (
    <CompetitionFrame section="other" title={t`Rodadas do grupo`}>
      {(rows) => {
        const group = rows.groups.find((g) => g.id === id);
        if (!group) return <Text><Trans>Grupo não encontrado nesta competição.</Trans></Text>;
        const duels = rows.duels.filter((d) => d.group_id === group.id && (all !== undefined || d.home_team_id));
        return (
          <>
            <Text as="h2" fontSize="xl" fontWeight="semibold">{String(group.name)}</Text>
            <DuelsByRound rows={rows} duels={duels} />
          </>
        );
      }}
    </CompetitionFrame>
  );
}
