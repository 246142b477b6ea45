// `/competitions/competitions/{id}/all_duels`: every duel of the competition, by phase, group and
// round, with filters, the next matches and the last results on top, and each phase's link to its
// fixture generator (rounds/{phaseId}).
import { Box, Button, Field, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PHASE_KINDS } from '../../../domain/resources/phases';
import { CompetitionFrame, competitionBase } from './competition-frame';
import { groupsOf, hasResult, sortedPhases, teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';
import { DuelLine, DuelsByRound } from './duel-list';

const NEXT = 5;

/** Not played yet, soonest first; played, latest first (by result time, else date). */
export function nextAndLast(duels: readonly Row[]): { next: Row[]; last: Row[] } {
  const when = (d: Row) => String(d.starts_at ?? '');
  const next = duels.filter((d) => !hasResult(d) && d.home_team_id && d.away_team_id && d.status !== 'cancelada')
    .sort((a, b) => when(a).localeCompare(when(b)) || Number(a.round) - Number(b.round)).slice(0, NEXT);
  const last = duels.filter(hasResult)
    .sort((a, b) => String(b.result_at ?? when(b)).localeCompare(String(a.result_at ?? when(a))) || Number(b.round) - Number(a.round)).slice(0, NEXT);
  return { next, last };
}

function AllDuels({ rows }: { rows: CompetitionRows }) {
  const { t } = useLingui();
  const [phaseId, setPhaseId] = useState('');
  const [groupId, setGroupId] = useState('');
  const phases = sortedPhases(rows);
  const groups = phaseId ? groupsOf(rows, phaseId) : [];
  const names = teamNames(rows);
  const shown = rows.duels.filter((d) => (!phaseId || d.phase_id === phaseId) && (!groupId || d.group_id === groupId));
  const { next, last } = nextAndLast(shown);
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="phases-title">
        <Text as="h2" id="phases-title" fontSize="lg" fontWeight="semibold" mb="2"><Trans>Fases</Trans></Text>
        {phases.length === 0 ? <Text color="fg.muted"><Trans>Nenhuma fase cadastrada.</Trans></Text> : (
          <List.Root variant="plain" gap="2">
            {phases.map((p) => (
              <List.Item key={p.id}>
                <HStack gap="3" wrap="wrap">
                  <Text>{`${String(p.name)} · ${PHASE_KINDS[p.kind as keyof typeof PHASE_KINDS] ?? ''} · ${t`${rows.duels.filter((d) => d.phase_id === p.id).length} jogos`}`}</Text>
                  <Button asChild size="xs" variant="outline">
                    <Link to={`${competitionBase(rows.competition.id)}/rounds/${p.id}`} aria-label={t`Tabela de jogos: ${String(p.name)}`}><Trans>Tabela de jogos</Trans></Link>
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="xs">
          <Field.Label><Trans>Fase</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={phaseId} onChange={(e) => { setPhaseId(e.target.value); setGroupId(''); }}>
              <option value="">{t`Todas as fases`}</option>
              {phases.map((p) => <option key={p.id} value={p.id}>{String(p.name)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {groups.length > 0 && (
          <Field.Root maxW="xs">
            <Field.Label><Trans>Grupo</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={groupId} onChange={(e) => setGroupId(e.target.value)}>
                <option value="">{t`Todos os grupos`}</option>
                {groups.map((g) => <option key={g.id} value={g.id}>{String(g.name)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </HStack>
      {[[t`Próximos jogos`, next, 'next'], [t`Últimos resultados`, last, 'last']].map(([title, list, key]) => (list as Row[]).length > 0 && (
        <Box as="section" key={key as string} aria-labelledby={`${key as string}-title`}>
          <Text as="h2" id={`${key as string}-title`} fontSize="lg" fontWeight="semibold" mb="1">{title as string}</Text>
          <List.Root variant="plain" gap="0">
            {(list as Row[]).map((d) => <List.Item key={d.id} display="block" borderBottomWidth="1px"><DuelLine rows={rows} duel={d} names={names} /></List.Item>)}
          </List.Root>
        </Box>
      ))}
      {phases.filter((p) => !phaseId || p.id === phaseId).map((p) => (
        <Box as="section" key={p.id} aria-labelledby={`phase-${p.id}`}>
          <Text as="h2" id={`phase-${p.id}`} fontSize="lg" fontWeight="semibold" mb="2">{String(p.name)}</Text>
          <DuelsByRound rows={rows} duels={shown.filter((d) => d.phase_id === p.id)} idPrefix={`round-${p.id}`} />
        </Box>
      ))}
    </Stack>
  );
}

export function AllDuelsPage() {
  const { t } = useLingui();
  return <CompetitionFrame section="all_duels" title={t`Jogos`}>{(rows) => <AllDuels rows={rows} />}</CompetitionFrame>;
}
