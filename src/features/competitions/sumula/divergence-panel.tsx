// A súmula in divergence (the confirmed score differs from the events'; older data may hold two
// differing confirmations), for an admin (`competitions`) or the appointed árbitro: every version
// side by side — the events' score with the events list, and each confirmation with its author,
// time and report — then `duels.resolve` with the score that stands and the reason, offered only to
// an admin whose confirmation is not in it (`canResolve`: the mutator refuses the others,
// sumula-closed.ts). The súmula is closed: the árbitro explains or corrects by addendum. Until
// resolved the result does not count in the standings.
import { Alert, Box, Button, Field, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useUser } from '../../../data/session';
import type { SumulaClaim } from '../../../domain/resources/duels';
import { useWrite } from '../../../data/use-write';
import { TextField } from '../../../ui/text-field';
import type { Row } from '../../../domain/competitions/row-helpers';
import { formatWhen } from '../../../domain/competitions/duel-format';
import type { EventsScore } from './confirm-form';
import { EventList, eventLines } from './event-list';
import { AddendaSection } from './addenda-section';
import { ReportView } from './report-view';
import { personName } from './sumula-people';
import type { SumulaData } from './use-sumula-data';

interface Props {
  duel: Row; data: SumulaData; score: EventsScore; names: { home: string; away: string }; teams: ReadonlyMap<string, string>;
  canResolve: boolean; canAddenda: boolean; hours: number;
}

export function DivergencePanel({ duel, data, score, names, teams, canResolve, canAddenda, hours }: Props) {
  const { t } = useLingui();
  const me = useUser();
  const { run, error } = useWrite();
  const claims = Array.isArray(duel.sumula_claims) ? (duel.sumula_claims as SumulaClaim[]) : [];
  const [home, setHome] = useState(String(score.home));
  const [away, setAway] = useState(String(score.away));
  const [reason, setReason] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run('duels.resolve', { id: duel.id, home_score: Number(home), away_score: Number(away), reason }, { inline: true });
  }

  const card = (key: string, title: string, body: React.ReactNode) => (
    <Box key={key} borderWidth="1px" rounded="md" p="3" data-testid="divergence-version">
      <Text as="h3" fontWeight="semibold">{title}</Text>
      {body}
    </Box>
  );
  return (
    <Box as="section" aria-labelledby="divergence-title" borderWidth="2px" borderColor="red.600" rounded="lg" p={{ base: '3', md: '5' }} data-testid="sumula-divergence">
      <Stack gap="4">
        <Text as="h2" id="divergence-title" fontSize="xl" fontWeight="bold"><Trans>Divergência na súmula</Trans></Text>
        {typeof duel.sumula_divergence === 'string' && <Text>{duel.sumula_divergence}</Text>}
        <Text color="fg.muted"><Trans>O resultado não conta na classificação até a divergência ser resolvida.</Trans></Text>
        <SimpleGrid columns={{ base: 1, md: Math.min(3, claims.length + 1) }} gap="3">
          {card('events', t`Lançamentos: ${names.home} ${score.home} × ${score.away} ${names.away}`,
            <EventList lines={eventLines(data.events, data.members, teams)} headingId="divergence-events" />)}
          {claims.map((c, i) => card(`claim-${i}`, t`Confirmação ${i + 1}: ${names.home} ${c.home_score} × ${c.away_score} ${names.away}`, (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">{t`${personName(c.by, data, me)} em ${formatWhen(c.at)}`}</Text>
              <ReportView report={c} teams={teams} />
            </Stack>
          )))}
        </SimpleGrid>
        {!canResolve && (
          <Alert.Root status="info" data-testid="resolve-elsewhere"><Alert.Indicator /><Alert.Title>
            <Trans>A súmula está fechada: a divergência é resolvida pela federação, por quem não confirmou esta súmula. Correções só por adendo do árbitro.</Trans>
          </Alert.Title></Alert.Root>
        )}
        {canResolve && <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="resolve-title">
          <Stack gap="3" maxW="lg">
            <Text as="h3" id="resolve-title" fontWeight="semibold"><Trans>Resolver a divergência</Trans></Text>
            {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
            <HStack gap="3" align="start">
              <TextField label={t`Placar final — ${names.home}`} inputMode="numeric" value={home} onChange={(e) => setHome(e.target.value)} />
              <TextField label={t`Placar final — ${names.away}`} inputMode="numeric" value={away} onChange={(e) => setAway(e.target.value)} />
            </HStack>
            <Field.Root>
              <Field.Label><Trans>Motivo da resolução</Trans></Field.Label>
              <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Field.Root>
            <Button type="submit" size="lg" alignSelf="start"><Trans>Resolver divergência</Trans></Button>
          </Stack>
        </form>}
        <AddendaSection duel={duel} data={data} canWrite={canAddenda} hours={hours} />
      </Stack>
    </Box>
  );
}
