// "Gerar tabela" for one phase: draws a seed, runs the phase's generator (fixture-plan.ts) and writes
// each fixture as `duels.put` through the outbox (works offline; one click, with progress), then
// stores the seed on the phase (`phases.put` with seed + generated_at) so anyone can replay the draw.
// A phase with results is never regenerated: the button is replaced by the reason.
import { Alert, Button, Code, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { newSeed } from '../../../domain/competitions/seeded-random';
import { wireRow } from '../../../domain/resources/wire-row';
import { useWrite } from '../../../data/use-write';
import { str, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';
import { formatWhen } from '../../../domain/competitions/duel-format';
import { generationBlocker, planFixtures } from './fixture-plan';

type State = { kind: 'idle' } | { kind: 'running'; done: number; total: number } | { kind: 'done'; summary: string } | { kind: 'error'; message: string };

export function FixtureGenerator({ rows, phase }: { rows: CompetitionRows; phase: Row }) {
  const { t } = useLingui();
  const write = useWrite();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const existing = rows.duels.filter((d) => d.phase_id === phase.id);
  const blocker = generationBlocker(rows, phase);
  const seed = str(phase.seed);
  const swiss = phase.kind === 'swiss';

  async function generate() {
    const drawSeed = swiss && seed ? seed : newSeed();
    let plan: ReturnType<typeof planFixtures>;
    try {
      plan = planFixtures(rows, phase, drawSeed);
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : t`Não foi possível gerar a tabela.` });
      return;
    }
    // Redrawing a phase without results: the old fixtures go first (none of them was played).
    const stale = swiss ? [] : existing;
    const total = stale.length + plan.duels.length + 1;
    let done = 0;
    setState({ kind: 'running', done, total });
    const ok = await write.act(async (mutate) => {
      for (const duel of stale) {
        await mutate('duels.delete', { id: duel.id });
        setState({ kind: 'running', done: ++done, total });
      }
      for (const duel of plan.duels) {
        await mutate('duels.put', wireRow('duels', duel));
        setState({ kind: 'running', done: ++done, total });
      }
      await mutate('phases.put', wireRow('phases', phase, { seed: drawSeed, generated_at: new Date().toISOString() }));
    }, { inline: true });
    setState(ok ? { kind: 'done', summary: plan.summary } : { kind: 'idle' });
  }

  const label = swiss ? t`Gerar próxima rodada` : existing.length ? t`Refazer tabela` : t`Gerar tabela`;
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" data-testid="fixture-generator">
      {seed ? (
        <Text fontSize="sm">
          <Trans>Semente do sorteio:</Trans> <Code data-testid="phase-seed">{seed}</Code>
          {str(phase.generated_at) ? ` · ${t`gerada em ${formatWhen(phase.generated_at)}`}` : ''}
          <br />
          <Trans>Para refazer e conferir o sorteio, rode o mesmo gerador com esta semente e as mesmas equipes: os jogos saem idênticos, com os mesmos identificadores.</Trans>
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted"><Trans>A tabela desta fase ainda não foi sorteada.</Trans></Text>
      )}
      {blocker ? (
        <Text fontSize="sm" data-testid="generation-blocker">{blocker}</Text>
      ) : (
        <Button alignSelf="start" onClick={() => void generate()} loading={state.kind === 'running'} loadingText={t`Gerando…`}>{label}</Button>
      )}
      <div role="status" aria-live="polite">
        {state.kind === 'running' && (
          <Progress.Root value={Math.round((state.done / state.total) * 100)} size="sm" maxW="sm">
            <Progress.Label>{t`Gravando ${state.done} de ${state.total}…`}</Progress.Label>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
        )}
        {state.kind === 'done' && <Text color="fg.success">{t`Tabela gerada: ${state.summary}`}</Text>}
      </div>
      {(state.kind === 'error' || write.error) && (
        <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{state.kind === 'error' ? state.message : write.error}</Alert.Title></Alert.Root>
      )}
    </Stack>
  );
}
