// `/meals/{id}/checkin`: the manual fallback of the gate (no phone, a broken card, a dead camera).
// Search the meal's list by name or CPF, "Registrar entrada" checks the person in through the same
// flow as the scanner (checkInPerson, method 'manual'): green when counted now, amber when already
// in (with the time), red when refused. Below, the meal's check-ins, newest first, duplicates shown
// as such. Everything reads the local replica and works offline. A person whose profile changed
// without the federation's check since they were listed reads "Não verificado".
import { Badge, Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { formatCpf } from '../../domain/cpf';
import { CHECKIN_METHODS, CHECKIN_STATUS } from '../../domain/resources/mealcheckins';
import { ListSkeleton } from '../../ui/resource/list-states';
import { useCheckIn, type CheckinOutcome } from './checkin-flow';
import { formatTime, MealFrame, type Meal } from './meal-frame';
import { useCheckedInAmong, useMealCheckins, useMealPeople } from './meal-queries';

const RESULTS = 20;
const LOG_PAGE = 50;

export interface Feedback {
  tone: 'ok' | 'warn' | 'error';
  text: string;
}

const TONES = {
  ok: { bg: 'green.700', fg: 'white', mark: '✓' },
  warn: { bg: 'yellow.300', fg: 'gray.900', mark: '!' },
  error: { bg: 'red.700', fg: 'white', mark: '✕' },
} as const;

/** The sentence a staff member reads after pressing the button. */
export function useFeedbackText(): (outcome: CheckinOutcome) => Feedback {
  const { t } = useLingui();
  return (outcome) => {
    switch (outcome.kind) {
      case 'checked-in': {
        const name = outcome.person.socialName || outcome.person.name;
        return { tone: 'ok', text: t`Entrada registrada: ${name}, às ${formatTime(outcome.at)}.` };
      }
      case 'already': {
        const name = outcome.person.socialName || outcome.person.name;
        return { tone: 'warn', text: t`${name} já registrado às ${formatTime(outcome.at)}. Não contado de novo.` };
      }
      case 'not-eligible':
        return { tone: 'error', text: t`Pessoa não está na lista desta refeição.` };
      case 'meal-closed':
        return { tone: 'error', text: t`Refeição encerrada: check-in não aceito.` };
      case 'meal-missing':
        return { tone: 'error', text: t`Refeição não encontrada neste aparelho.` };
      case 'outside-window':
        return { tone: 'warn', text: t`Fora do horário (${outcome.window}). Registrar mesmo assim?` };
    }
  };
}

export function FeedbackBox({ feedback }: { feedback: Feedback | null }) {
  // Always mounted: a live region must exist before its text changes to be announced.
  const tone = feedback ? TONES[feedback.tone] : null;
  return (
    <Box role="status" aria-live="polite" data-testid="checkin-feedback" data-tone={feedback?.tone}
      bg={tone?.bg} color={tone?.fg} rounded="lg" px={tone ? '4' : '0'} py={tone ? '3' : '0'} fontWeight="semibold" fontSize="lg">
      {feedback && tone && (
        <HStack gap="3">
          <Text aria-hidden="true" fontSize="2xl" fontWeight="black" lineHeight="1">{tone.mark}</Text>
          <Text>{feedback.text}</Text>
        </HStack>
      )}
    </Box>
  );
}

export function MealCheckinPage() {
  const { t } = useLingui();
  return <MealFrame section="checkin" title={t`Check-in manual`}>{(meal) => <CheckinBody meal={meal} />}</MealFrame>;
}

function CheckinBody({ meal }: { meal: Meal }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const page = useMealPeople(meal.id, query, RESULTS);
  const people = page?.rows ?? [];
  const checkedIn = useCheckedInAmong(meal.id, people.map((p) => p.user_id));
  const checkIn = useCheckIn();
  const describe = useFeedbackText();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // An out-of-window check-in waiting for the staff's confirmation (nothing saved yet).
  const [asking, setAsking] = useState<{ userId: string; name: string; window: string } | null>(null);
  const open = meal.status === 'open';

  const register = async (userId: string, outsideWindow = false) => {
    if (!checkIn) return;
    setBusy(userId);
    setAsking(null);
    try {
      const outcome = await checkIn({ mealId: meal.id, userId, method: 'manual', ...(outsideWindow ? { outsideWindow } : {}) });
      if (outcome.kind === 'outside-window') {
        setAsking({ userId, name: outcome.person.socialName || outcome.person.name, window: outcome.window });
        setFeedback(null);
      } else setFeedback(describe(outcome));
    } catch (error) {
      setFeedback({ tone: 'error', text: error instanceof Error ? error.message : t`Não foi possível registrar a entrada.` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="6">
      {!open && (
        <Box borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md" px="4" py="3">
          <Trans>Esta refeição está encerrada: não aceita novos registros de entrada.</Trans>
        </Box>
      )}
      <Stack gap="3" as="section" aria-labelledby="checkin-search-title">
        <Text as="h2" id="checkin-search-title" fontSize="lg" fontWeight="semibold"><Trans>Registrar entrada</Trans></Text>
        <Field.Root>
          <Field.Label><Trans>Buscar por nome ou CPF</Trans></Field.Label>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" autoFocus
            placeholder={t`Início do nome, ou dígitos do CPF`} inputMode="search" />
          <Field.HelperText><Trans>Só aparecem pessoas da lista desta refeição.</Trans></Field.HelperText>
        </Field.Root>
        <FeedbackBox feedback={feedback} />
        {asking && (
          <Stack role="group" aria-labelledby="checkin-outside-title" bg="yellow.300" color="gray.900" rounded="lg" px="4" py="3" gap="3" data-testid="checkin-outside-window">
            <Text id="checkin-outside-title" fontWeight="semibold" fontSize="lg">
              <Trans>{asking.name}: fora do horário ({asking.window}). Registrar mesmo assim?</Trans>
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button autoFocus colorPalette="gray" variant="solid" onClick={() => void register(asking.userId, true)}><Trans>Registrar mesmo assim</Trans></Button>
              <Button variant="outline" colorPalette="gray" borderColor="gray.900" color="gray.900" onClick={() => setAsking(null)}><Trans>Cancelar</Trans></Button>
            </HStack>
          </Stack>
        )}
        {page === undefined ? (
          <ListSkeleton rows={3} />
        ) : people.length === 0 ? (
          <Text color="fg.muted" py="4">
            {query.trim() ? <Trans>Ninguém da lista começa com “{query.trim()}”.</Trans> : <Trans>A lista desta refeição está vazia.</Trans>}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t`Pessoas encontradas`}>
            {people.map((p) => {
              const at = checkedIn?.get(p.user_id);
              const name = p.social_name || p.name;
              return (
                <HStack as="li" key={p.id} borderWidth="1px" rounded="md" px="3" py="2" gap="3" justify="space-between" wrap="wrap" data-testid="checkin-person">
                  <Box minW="0">
                    <Text fontWeight="medium">{name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[p.social_name ? p.name : null, p.cpf ? formatCpf(p.cpf) : null, p.association_name].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    {p.verified === false && <Badge bg="orange.700" color="white" data-testid="checkin-unverified"><Trans>Não verificado</Trans></Badge>}
                    {at && <Badge colorPalette="yellow"><Trans>Entrou às {formatTime(at)}</Trans></Badge>}
                    <Button size="sm" onClick={() => void register(p.user_id)} loading={busy === p.user_id} disabled={!open || !checkIn || busy !== null}
                      aria-label={t`Registrar entrada de ${name}`}>
                      <Trans>Registrar entrada</Trans>
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Stack>
      <CheckinLog mealId={meal.id} />
    </Stack>
  );
}

function CheckinLog({ mealId }: { mealId: string }) {
  const { t } = useLingui();
  const [limit, setLimit] = useState(LOG_PAGE);
  const log = useMealCheckins(mealId, limit);
  return (
    <Stack gap="3" as="section" aria-labelledby="checkin-log-title">
      <Text as="h2" id="checkin-log-title" fontSize="lg" fontWeight="semibold"><Trans>Entradas registradas</Trans></Text>
      {log === undefined ? (
        <ListSkeleton rows={3} />
      ) : log.lines.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhuma entrada registrada ainda.</Trans></Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="checkin-log">
            <Table.Caption srOnly>{t`Entradas da refeição, mais recentes primeiro`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col"><Trans>Horário</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Trans>Nome</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Trans>Forma</Trans></Table.ColumnHeader>
                <Table.ColumnHeader scope="col"><Trans>Situação</Trans></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.lines.map(({ row, name, pending }) => (
                <Table.Row key={row.id} data-status={String(row.status)}>
                  <Table.Cell>{formatTime(String(row.at))}</Table.Cell>
                  <Table.Cell>{name ?? <Text as="span" color="fg.muted"><Trans>Fora da lista</Trans></Text>}</Table.Cell>
                  <Table.Cell>{CHECKIN_METHODS[row.method as keyof typeof CHECKIN_METHODS] ?? String(row.method)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Badge colorPalette={row.status === 'duplicate' ? 'yellow' : 'green'}>
                        {CHECKIN_STATUS[row.status as keyof typeof CHECKIN_STATUS] ?? String(row.status)}
                      </Badge>
                      {pending && <Badge colorPalette="orange" variant="subtle"><Trans>Aguardando envio</Trans></Badge>}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {log?.more && (
        <Button alignSelf="start" variant="outline" size="sm" onClick={() => setLimit((n) => n + LOG_PAGE)}><Trans>Mostrar mais</Trans></Button>
      )}
    </Stack>
  );
}
