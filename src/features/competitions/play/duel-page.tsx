// `/competitions/competitions/{id}/duels/show/{duelId}`: one match — teams, date, venue, result — with
// "Registrar resultado" (result-form.tsx) and the match's details editable afterwards (date, venue,
// home/away swap) through `duels.put`, which keeps the stored result (the server's flow-field rule).
import { Alert, Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { wireRow } from '../../../domain/resources/wire-row';
import { DUEL_STATUS } from '../../../domain/resources/duels';
import { sumulaClosed } from '../../../domain/competitions/sumula/sumula-closed';
import { useWrite } from '../../../data/use-write';
import { TextField } from '../../../ui/text-field';
import { CompetitionFrame, competitionBase } from './competition-frame';
import { hasResult, regulationOf, str, teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';
import { rulesOf, sportOf } from './standings-view';
import { formatWhen, scoreText, sideName } from '../../../domain/competitions/duel-format';
import { ResultForm } from './result-form';
import { SumulaBadge } from '../sumula/sumula-badge';
import { SumulaPrintPage } from '../sumula/print-page';
import { SumulaSection } from '../sumula/sumula-section';
import { useUser } from '../../../data/session';
import { holdsPermission } from '../../../domain/access';

const KNOCKOUT_KINDS = ['knockout', 'double_elimination'];

function DetailsForm({ duel, onDone }: { duel: Row; onDone: () => void }) {
  const { t } = useLingui();
  const { run, error } = useWrite();
  const [startsAt, setStartsAt] = useState(str(duel.starts_at)?.slice(0, 16) ?? '');
  const [venue, setVenue] = useState(str(duel.venue) ?? '');
  const [swap, setSwap] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const row: Row = { ...duel, starts_at: startsAt || null, venue: venue.trim() || null };
    if (swap) {
      Object.assign(row, { home_team_id: duel.away_team_id, away_team_id: duel.home_team_id, home_from: duel.away_from, away_from: duel.home_from });
    }
    if (await run('duels.put', wireRow('duels', row), { inline: true })) onDone();
  }

  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="details-title">
      <Stack gap="3" maxW="md">
        <Text as="h2" id="details-title" fontSize="lg" fontWeight="semibold"><Trans>Editar jogo</Trans></Text>
        {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <TextField label={t`Data e hora`} type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        <TextField label={t`Local`} value={venue} maxLength={160} onChange={(e) => setVenue(e.target.value)} />
        <Button type="button" variant="outline" alignSelf="start" aria-pressed={swap} onClick={() => setSwap(!swap)}>
          {swap ? t`Mando invertido (desfazer)` : t`Inverter mandante e visitante`}
        </Button>
        <Button type="submit" alignSelf="start"><Trans>Salvar alterações</Trans></Button>
      </Stack>
      </form>
    </Box>
  );
}

function DuelBody({ rows, duelId }: { rows: CompetitionRows; duelId: string }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'view' | 'result' | 'details'>('view');
  // Referees open this page too (their súmula): editing the match and typing a result stay the organisers'.
  const organiser = holdsPermission(useUser(), 'competitions');
  const duel = rows.duels.find((d) => d.id === duelId);
  if (!duel) return <Text><Trans>Jogo não encontrado nesta competição.</Trans></Text>;
  const names = teamNames(rows);
  const home = sideName(duel, 'home', names);
  const away = sideName(duel, 'away', names);
  const phase = rows.phases.find((p) => p.id === duel.phase_id);
  const group = rows.groups.find((g) => g.id === duel.group_id);
  const ready = Boolean(duel.home_team_id && duel.away_team_id);
  return (
    <Stack gap="6">
      <Box textAlign="center" borderWidth="1px" rounded="lg" p="6">
        <Text as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" data-testid="duel-scoreline">
          {home} {hasResult(duel) ? scoreText(duel) : '×'} {away}
        </Text>
        <Text color="fg.muted">{hasResult(duel) ? t`Resultado registrado` : t`Ainda sem resultado`}</Text>
        <SumulaBadge duel={duel} />
      </Box>
      <SumulaSection rows={rows} duel={duel} />
      <DataList.Root orientation="horizontal">
        {[
          [t`Fase`, phase ? String(phase.name) : ''],
          [t`Grupo`, group ? String(group.name) : ''],
          [t`Rodada`, String(duel.round ?? '')],
          [t`Data`, formatWhen(duel.starts_at) || t`A definir`],
          [t`Local`, str(duel.venue) ?? t`A definir`],
          [t`Situação`, DUEL_STATUS[duel.status as keyof typeof DUEL_STATUS] ?? t`Agendada`],
        ].filter(([, v]) => v).map(([label, value]) => (
          <DataList.Item key={label}><DataList.ItemLabel>{label}</DataList.ItemLabel><DataList.ItemValue>{value}</DataList.ItemValue></DataList.Item>
        ))}
      </DataList.Root>
      <HStack gap="2" wrap="wrap">
        {/* A closed súmula gives the result and seals the match (sumula-closed.ts): neither is edited here. */}
        {organiser && ready && !sumulaClosed(duel) && <Button onClick={() => setMode('result')}>{hasResult(duel) ? t`Corrigir resultado` : t`Registrar resultado`}</Button>}
        {/* The match mode opens to whoever opens this page (the same access): the appointed referee
            arrives here from their scale's "Abrir súmula" and goes on to the pitch-side screen. */}
        {ready && <Button asChild><Link to={`${competitionBase(rows.competition.id)}/duels/show/${duel.id}/partida`}><Trans>Modo partida (súmula)</Trans></Link></Button>}
        {organiser && !sumulaClosed(duel) && <Button variant="outline" onClick={() => setMode('details')}><Trans>Editar data, local e mando</Trans></Button>}
        {organiser && phase && <Button asChild variant="ghost"><Link to={`${competitionBase(rows.competition.id)}/rounds/${phase.id}`}><Trans>Voltar para a fase</Trans></Link></Button>}
      </HStack>
      {!ready && <Text color="fg.muted"><Trans>As equipes deste jogo ainda não são conhecidas: o resultado pode ser registrado quando mandante e visitante estiverem definidos.</Trans></Text>}
      {mode === 'result' && ready && !sumulaClosed(duel) && <ResultForm duel={duel} home={home} away={away} knockout={KNOCKOUT_KINDS.includes(String(phase?.kind))}
        sport={sportOf(rulesOf(regulationOf(rows, phase)))} onDone={() => setMode('view')} />}
      {mode === 'details' && !sumulaClosed(duel) && <DetailsForm duel={duel} onDone={() => setMode('view')} />}
    </Stack>
  );
}

export function DuelPage() {
  const { t } = useLingui();
  const { id = '', all } = useParams({ strict: false }) as { id?: string; all?: string };
  if (all === 'sumula') return <SumulaPrintPage duelId={id} />;
  return <CompetitionFrame section="other" title={t`Jogo`}>{(rows) => <DuelBody rows={rows} duelId={id} />}</CompetitionFrame>;
}
