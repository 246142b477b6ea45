// `/competitions/competitions/{id}/pots/{-teams}`: the competition's pots and their teams, and
// "Sortear grupos" (drawPots) with the constraints the organiser sets (same association, same state —
// the UF of the association's city), a step-by-step replay, "Por que não o Grupo X?" from the
// generator, and the seed. Confirming writes each entry's group (competitionteams.put, offline).
import { Alert, Box, Button, Code, Field, HStack, Input, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useState } from 'react';
import { drawPots, groupName, whyNot, type DrawPotsResult } from '../../../domain/competitions/generators';
import { newSeed } from '../../../domain/competitions/seeded-random';
import { wireRow } from '../../../domain/resources/wire-row';
import { useTenantData } from '../../../data/db-context';
import { useWrite } from '../../../data/use-write';
import { CompetitionFrame } from './competition-frame';
import { groupsOf, num, sortedPhases, str, teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';
import { rowsOfCompetition } from './use-competition-rows';
import { drawInput, entriesWithGroups, type PotsContext, type PotsSettings } from './pots-draw';

function usePotsContext(rows: CompetitionRows): PotsContext | undefined {
  const { db } = useTenantData();
  return useReplica(async () => {
    const pots = await rowsOfCompetition(db, 'pots', rows.competition.id);
    const association: Record<string, string> = {};
    const state: Record<string, string> = {};
    const associations = new Map(rows.associations.map((a) => [a.id, a]));
    for (const team of rows.teams) {
      const a = associations.get(String(team.association_id));
      if (!a) continue;
      association[team.id] = a.id;
      const city = str(a.city_id) ? ((await db.rows('cities').get(String(a.city_id))) as Row | undefined) : undefined;
      const uf = city && str(city.state_id) ? ((await db.rows('states').get(String(city.state_id))) as Row | undefined)?.uf : undefined;
      if (typeof uf === 'string') state[team.id] = uf;
    }
    return { pots, entries: rows.competitionteams, association, state, names: Object.fromEntries(teamNames(rows)) };
  }, [db, rows]);
}

function DrawReplay({ result, names }: { result: DrawPotsResult; names: Record<string, string> }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const [team, setTeam] = useState(result.steps[0]?.entrant ?? '');
  const [group, setGroup] = useState(0);
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold"><Trans>Passo a passo do sorteio</Trans></Text>
      <List.Root as="ol" ps="5" gap="1" aria-live="polite">
        {result.steps.slice(0, shown).map((s, i) => (
          <List.Item key={s.entrant}>
            {t`${i + 1}. ${names[s.entrant] ?? ''} (Pote ${s.pot + 1}) → Grupo ${groupName(s.group)}`}
            {s.skipped.length > 0 && <Text fontSize="sm" color="fg.muted">{s.skipped.map((k) => k.reason).join(' ')}</Text>}
          </List.Item>
        ))}
      </List.Root>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={shown >= result.steps.length} onClick={() => setShown(shown + 1)}><Trans>Próximo passo</Trans></Button>
        <Button size="sm" variant="ghost" disabled={shown >= result.steps.length} onClick={() => setShown(result.steps.length)}><Trans>Mostrar todos</Trans></Button>
      </HStack>
      <Text as="h3" fontWeight="semibold"><Trans>Por que não o grupo X?</Trans></Text>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="xs">
          <Field.Label><Trans>Equipe</Trans></Field.Label>
          <NativeSelect.Root><NativeSelect.Field value={team} onChange={(e) => setTeam(e.target.value)}>
            {result.steps.map((s) => <option key={s.entrant} value={s.entrant}>{names[s.entrant] ?? ''}</option>)}
          </NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="3xs">
          <Field.Label><Trans>Grupo</Trans></Field.Label>
          <NativeSelect.Root><NativeSelect.Field value={String(group)} onChange={(e) => setGroup(Number(e.target.value))}>
            {result.groups.map((_, i) => <option key={i} value={i}>{t`Grupo ${groupName(i)}`}</option>)}
          </NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Text role="status" data-testid="why-not">{team ? whyNot(result, team, group, names) : ''}</Text>
    </Stack>
  );
}

function Pots({ rows }: { rows: CompetitionRows }) {
  const { t } = useLingui();
  const ctx = usePotsContext(rows);
  const write = useWrite();
  const phases = sortedPhases(rows).filter((p) => groupsOf(rows, p.id).length > 1);
  const [phaseId, setPhaseId] = useState('');
  const [settings, setSettings] = useState<PotsSettings>({ sameAssociation: 1, sameState: 0 });
  const [draw, setDraw] = useState<DrawPotsResult | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (!ctx) return null;
  const phase = phases.find((p) => p.id === phaseId) ?? phases[0];
  const groups = phase ? groupsOf(rows, phase.id) : [];
  const names = ctx.names;
  const pots = [...ctx.pots].sort((a, b) => (num(a.order) ?? 0) - (num(b.order) ?? 0));

  function run() {
    setMessage(null);
    setSaved(null);
    try {
      setDraw(drawPots(drawInput(ctx!, groups.length, settings, newSeed())));
    } catch (error) {
      setDraw(null);
      setMessage(error instanceof Error ? error.message : t`Não foi possível sortear.`);
    }
  }

  async function confirm() {
    if (!draw) return;
    setMessage(null);
    const changed = entriesWithGroups(ctx!.entries, draw.groups, groups);
    const ok = await write.act(async (mutate) => {
      for (const entry of changed) await mutate('competitionteams.put', wireRow('competitionteams', entry));
    }, { inline: true });
    if (ok) setSaved(t`Grupos gravados: ${changed.length} equipes.`);
  }

  const limit = (key: keyof PotsSettings, label: string) => (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <Input type="number" min={0} max={10} value={settings[key]} onChange={(e) => setSettings({ ...settings, [key]: Math.max(0, Number(e.target.value) || 0) })} />
      <Field.HelperText><Trans>0 = sem limite.</Trans></Field.HelperText>
    </Field.Root>
  );

  return (
    <Stack gap="6">
      {pots.length === 0 ? <Text color="fg.muted"><Trans>Nenhum pote cadastrado nesta competição.</Trans></Text> : (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
          {pots.map((pot) => (
            <Box as="section" key={pot.id} borderWidth="1px" rounded="md" p="3" aria-labelledby={`pot-${pot.id}`}>
              <Text as="h2" id={`pot-${pot.id}`} fontWeight="semibold">{String(pot.name)}</Text>
              <List.Root ps="5">
                {ctx.entries.filter((e) => e.pot_id === pot.id).map((e) => <List.Item key={e.id}>{names[String(e.team_id)] ?? ''}</List.Item>)}
              </List.Root>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {phases.length === 0 ? <Text color="fg.muted"><Trans>Para sortear, cadastre uma fase com pelo menos dois grupos.</Trans></Text> : pots.length > 0 && (
        <Stack gap="4" as="section" aria-labelledby="draw-title">
          <Text as="h2" id="draw-title" fontSize="lg" fontWeight="semibold"><Trans>Sortear grupos</Trans></Text>
          <HStack gap="4" wrap="wrap" align="start">
            <Field.Root maxW="xs">
              <Field.Label><Trans>Fase</Trans></Field.Label>
              <NativeSelect.Root><NativeSelect.Field value={phase?.id ?? ''} onChange={(e) => setPhaseId(e.target.value)}>
                {phases.map((p) => <option key={p.id} value={p.id}>{String(p.name)}</option>)}
              </NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
            </Field.Root>
            {limit('sameAssociation', t`Máximo por grupo da mesma entidade`)}
            {limit('sameState', t`Máximo por grupo do mesmo estado (UF)`)}
          </HStack>
          <Button alignSelf="start" onClick={run}><Trans>Sortear grupos</Trans></Button>
          {(message ?? write.error) && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{message ?? write.error}</Alert.Title></Alert.Root>}
          {draw && (
            <Stack gap="4">
              <Text fontSize="sm"><Trans>Semente do sorteio:</Trans> <Code>{draw.seed}</Code> — <Trans>o mesmo sorteio, com as mesmas equipes, potes e restrições, dá sempre o mesmo resultado.</Trans></Text>
              <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
                {draw.groups.map((members, i) => (
                  <Box key={i} borderWidth="1px" rounded="md" p="3">
                    <Text as="h3" fontWeight="semibold">{groups[i] ? String(groups[i]!.name) : t`Grupo ${groupName(i)}`}</Text>
                    <List.Root ps="5">{members.map((m) => <List.Item key={m}>{names[m] ?? ''}</List.Item>)}</List.Root>
                  </Box>
                ))}
              </SimpleGrid>
              <DrawReplay result={draw} names={names} />
              <Button alignSelf="start" loading={write.busy} onClick={() => void confirm()}><Trans>Confirmar e gravar os grupos</Trans></Button>
              {saved && <Text role="status">{saved}</Text>}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export function PotsPage() {
  const { t } = useLingui();
  return <CompetitionFrame section="pots" title={t`Potes e sorteio de grupos`}>{(rows) => <Pots rows={rows} />}</CompetitionFrame>;
}
