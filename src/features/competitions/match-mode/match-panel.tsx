// "Durante": the match clock and the event buttons, for one hand. Pick the team (two big
// halves), tap the event, tap the player from that team's lineup (substitution: who leaves, then who
// comes in). The minute comes from the clock (stoppage recorded as 45+2). Football and futsal: goals
// (normal, penalty, own), cards, substitutions; futsal adds accumulated fouls per period (warning
// from the 6th) and timeouts; volleyball: a point per tap, set end when the rules say the set is
// over, timeouts, substitutions. A second yellow turns red by itself (the mutator writes it, the list
// shows it). "Desfazer último" writes a `void` naming the last event.
import { Alert, Box, Button, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { stopwatch, minuteLabel } from '../../../domain/competitions/sumula/clock';
import { accumulatedFouls, foulWarning } from '../../../domain/competitions/sumula/fouls';
import { profileOf } from '../../../domain/competitions/sumula/profile';
import { setWinner, volleyballState } from '../../../domain/competitions/sumula/volleyball';
import { DUEL_EVENT_KINDS } from '../../../domain/resources/duelevents';
import { EventList, Scoreboard, type BoardWords } from './event-board';
import { matchView } from './event-view';
import { asEvents, type MatchData, type MatchPerson, type Row } from './match-data';
import type { EventInput, EventLog } from './use-event-log';
import { useMatchClock } from './use-match-clock';

const BIG = { minH: '14', fontSize: 'lg', fontWeight: 'bold' } as const;

/**
 * Sunlight: solid, dark backgrounds under white text (contrast well above WCAG AA's 4.5:1), and the
 * yellow card as black on a light yellow — the colour a referee looks for, still readable.
 */
function toneOf(kind: string) {
  if (kind === 'yellow') return { bg: 'yellow.300', color: 'black' };
  if (kind === 'red') return { bg: 'red.800', color: 'white' };
  if (kind.includes('goal') || kind === 'point') return { bg: 'green.800', color: 'white' };
  return { bg: 'gray.800', color: 'white' };
}

type Pick = { kind: string; step: 'person' | 'in'; out?: string } | null;

export const personLabel = (p: MatchPerson): string => (p.shirt !== null ? `${p.shirt} ${p.name}` : p.name);

export function useBoardWords(): BoardWords {
  const { t } = useLingui();
  return { events: t`Lançamentos`, empty: t`Nenhum lançamento ainda.`, points: (h, a) => t`Pontos no jogo: ${h} × ${a}` };
}

export function MatchPanel({ data, log, lineups, canWrite }: { data: MatchData; log: EventLog; lineups: Row[]; canWrite: boolean }) {
  const { t } = useLingui();
  const profile = profileOf(data.sport);
  const clock = useMatchClock(data.duel.id, profile.periodMinutes);
  const [side, setSide] = useState<'home' | 'away'>('home');
  const [pick, setPick] = useState<Pick>(null);
  const [error, setError] = useState<string | null>(null);
  const words = useBoardWords();
  const sides = { home_team_id: data.home.teamId, away_team_id: data.away.teamId };
  const people = useMemo(() => new Map([...data.home.people, ...data.away.people].map((p) => [String(p.member.profile_id), p])), [data]);
  const events = asEvents(log.rows ?? []);
  const view = useMemo(() => matchView(events, data.sport, sides, (id) => (people.get(id) ? personLabel(people.get(id)!) : t`Pessoa não identificada`)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [log.rows, data.sport, people]);
  const team = data[side];
  const volley = data.sport === 'volleyball' ? volleyballState(events, sides) : null;
  const period = volley ? volley.current : clock.state.period;
  const fouls = data.sport === 'futsal' ? accumulatedFouls(events, sides, period) : null;
  // The players a tap can name: the team's lineup when there is one, else its registered athletes.
  const inLineup = new Map(lineups.filter((l) => l.team_id === team.teamId).map((l) => [String(l.profile_id), l]));
  const athletes = team.people.filter((p) => !p.official && (inLineup.size === 0 || inLineup.has(String(p.member.profile_id))));

  // A write resolves after its row is already on screen (the outbox and the sync kick follow): the
  // panel may be gone by then (the referee left the tab), and a state update on it must not run.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => { mounted.current = false; };
  }, []);

  async function record(kind: string, extra: { person_id?: string; in_person_id?: string; team_id?: string | null; ref_id?: string } = {}) {
    setPick(null);
    // The buttons offer the sport's event kinds only.
    const message = await log.record({ kind: kind as EventInput['kind'], team_id: team.teamId, minute: clock.recorded, period, ...extra });
    if (mounted.current) setError(message);
  }

  function tapKind(kind: string) {
    if (['goal', 'penalty_goal', 'own_goal', 'yellow', 'red', 'substitution'].includes(kind)) setPick({ kind, step: 'person' });
    else void record(kind);
  }

  function tapPerson(p: MatchPerson) {
    if (!pick) return;
    const id = String(p.member.profile_id);
    if (pick.kind === 'substitution' && pick.step === 'person') setPick({ ...pick, step: 'in', out: id });
    else if (pick.kind === 'substitution') void record('substitution', { person_id: pick.out!, in_person_id: id });
    else void record(pick.kind, { person_id: id });
  }

  const periodName = profile.periodLabel(period);
  const setScore = volley?.sets.find((s) => s.set === volley.current);
  const suggested = setScore ? setWinner(setScore.home, setScore.away, setScore.set) : null;

  return (
    <Stack gap="4">
      <Scoreboard view={view} home={data.home.name} away={data.away.name} words={words} />
      {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
      {profile.periodMinutes !== null ? (
        <Flex align="center" justify="space-between" gap="3" wrap="wrap" borderWidth="2px" borderColor="border.emphasized" rounded="lg" p="3">
          <Box>
            <Text fontWeight="bold">{periodName}</Text>
            <Text fontSize="3xl" fontWeight="black" fontVariantNumeric="tabular-nums" data-testid="match-clock">
              {stopwatch(clock.elapsedMs)} <Text as="span" fontSize="xl">({clock.minute ? minuteLabel(clock.minute) : ''})</Text>
            </Text>
          </Box>
          {canWrite && (
            <HStack gap="2" wrap="wrap">
              {clock.running
                ? <Button {...BIG} variant="outline" onClick={clock.stop}><Trans>Parar relógio</Trans></Button>
                : <Button {...BIG} bg="green.800" color="white" onClick={() => {
                  if (clock.elapsedMs === 0) void record('period_start', { team_id: null });
                  clock.start();
                }}>{clock.elapsedMs === 0 ? t`Iniciar ${periodName}` : t`Retomar relógio`}</Button>}
              {clock.elapsedMs > 0 && (
                <Button {...BIG} variant="outline" onClick={() => {
                  void record('period_end', { team_id: null });
                  clock.stop();
                  clock.next();
                }}>{t`Encerrar ${periodName}`}</Button>
              )}
            </HStack>
          )}
        </Flex>
      ) : (
        <Box borderWidth="2px" borderColor="border.emphasized" rounded="lg" p="3" data-testid="match-sets">
          <Text fontWeight="bold">{periodName}: {setScore?.home ?? 0} × {setScore?.away ?? 0}</Text>
          <Text>{volley!.sets.filter((s) => s.winner).map((s) => `${s.set}º: ${s.home}-${s.away}`).join(' · ')}</Text>
          {volley!.over && <Text fontWeight="bold"><Trans>Partida encerrada.</Trans></Text>}
        </Box>
      )}
      {canWrite && (
        <Stack gap="3">
          <Grid templateColumns="1fr 1fr" gap="2" role="group" aria-label={t`Equipe do lançamento`}>
            {(['home', 'away'] as const).map((s) => (
              <Button key={s} {...BIG} minH="16" aria-pressed={side === s} variant={side === s ? 'solid' : 'outline'} borderWidth="2px"
                {...(side === s ? { bg: s === 'home' ? 'blue.800' : 'orange.800', color: 'white' } : { color: 'fg', borderColor: s === 'home' ? 'blue.700' : 'orange.700' })}
                onClick={() => { setSide(s); setPick(null); }}>
                {data[s].name}
              </Button>
            ))}
          </Grid>
          {fouls && (
            <Text fontWeight="bold" data-testid="match-fouls" color={foulWarning(fouls[side]) ? 'red.700' : undefined}>
              {t`Faltas acumuladas (${periodName}): ${data.home.name} ${fouls.home} · ${data.away.name} ${fouls.away}`}
              {foulWarning(fouls[side]) && <> — <Trans>a partir da 6ª falta: tiro livre direto sem barreira</Trans></>}
            </Text>
          )}
          {!pick && (
            <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }} gap="2">
              {profile.kinds.map((kind) => (
                <Button key={kind} {...BIG} {...toneOf(kind)} variant="solid" onClick={() => tapKind(kind)}>
                  {DUEL_EVENT_KINDS[kind as keyof typeof DUEL_EVENT_KINDS]}
                </Button>
              ))}
              {volley && suggested && (
                <Button {...BIG} bg="purple.800" color="white" onClick={() => void record('set_end', { team_id: data[suggested].teamId })}>
                  {t`Encerrar set (vence ${data[suggested].name})`}
                </Button>
              )}
            </Grid>
          )}
          {pick && (
            <Stack gap="2" role="group" aria-label={t`Escolha o atleta`}>
              <Text fontWeight="bold" fontSize="lg">
                {pick.step === 'in' ? t`Quem entra?` : pick.kind === 'substitution' ? t`Quem sai?` : t`${DUEL_EVENT_KINDS[pick.kind as keyof typeof DUEL_EVENT_KINDS]}: qual atleta?`}
              </Text>
              <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }} gap="2">
                {athletes.filter((p) => pick.step !== 'in' || String(p.member.profile_id) !== pick.out).map((p) => (
                  <Button key={p.member.id} {...BIG} variant="outline" justifyContent="start" onClick={() => tapPerson(p)}>{personLabel(p)}</Button>
                ))}
              </Grid>
              <Button {...BIG} variant="ghost" onClick={() => setPick(null)}><Trans>Cancelar</Trans></Button>
            </Stack>
          )}
          <Button {...BIG} variant="outline" color="red.800" borderColor="red.800" borderWidth="2px" disabled={!view.lastId}
            onClick={() => view.lastId && void record('void', { ref_id: view.lastId, team_id: null })}>
            <Trans>Desfazer último lançamento</Trans>
          </Button>
        </Stack>
      )}
      <EventList view={view} words={words} />
    </Stack>
  );
}
