// The frame of the meal screens (`/meals/{id}/users`, `/meals/{id}/checkin`): the meal's name, date,
// time and place, its situation, the live counter "N de M", and links between its screens.
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRecord } from '../../data/hooks';
import type { Row } from '../../domain/resources/index';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { StatusPage } from '../../ui/status-page';
import { useMealCounters } from './checkin-flow';

export type Meal = Row<'meals'>;

/** "2026-11-20" → "20/11/2026" (a calendar date: no time zone involved). */
export const formatDate = (date: string): string => {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
};

/** An ISO instant as HH:MM on this device's clock. */
export const formatTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
};

/** "N de M" with its accessible wording. */
export function MealCounter({ mealId }: { mealId: string }) {
  const { t } = useLingui();
  const counters = useMealCounters(mealId);
  if (!counters) return null;
  const { checkedIn, eligible } = counters;
  return (
    <Box role="status" aria-live="polite" aria-label={t`${checkedIn} de ${eligible} pessoas registradas`} data-testid="meal-counter"
      borderWidth="1px" rounded="lg" px="4" py="2" textAlign="center" minW="8rem">
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1.1">{t`${checkedIn} de ${eligible}`}</Text>
      <Text fontSize="xs" color="fg.muted"><Trans>registradas</Trans></Text>
    </Box>
  );
}

type Section = 'users' | 'checkin';

interface MealFrameProps {
  /** Which screen: its link is shown as current. */
  section: Section;
  title: ReactNode;
  children: (meal: Meal) => ReactNode;
}

/** Loads `$id`, then frames the screen; a skeleton while reading, a 404 when the meal is not here. */
export function MealFrame({ section, title, children }: MealFrameProps) {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const meal = useRecord('meals', id);
  if (meal === undefined) return <Page title={title}><ListSkeleton rows={4} /></Page>;
  if (meal === null) {
    return (
      <StatusPage code="404" title={<Trans>Refeição não encontrada</Trans>}
        actions={<Button asChild><Link to="/meals"><Trans>Voltar para as refeições</Trans></Link></Button>}>
        <Trans>A refeição pode ter sido excluída ou ainda não chegou a este aparelho.</Trans>
      </StatusPage>
    );
  }
  const open = meal.status === 'open';
  const links: [Section | 'scan' | 'show', string, ReactNode][] = [
    ['show', `/meals/show/${meal.id}`, <Trans key="show">Refeição</Trans>],
    ['users', `/meals/${meal.id}/users`, <Trans key="users">Participantes</Trans>],
    ['scan', `/meals/${meal.id}/scan`, <Trans key="scan">Leitura de QR</Trans>],
    ['checkin', `/meals/${meal.id}/checkin`, <Trans key="checkin">Check-in manual</Trans>],
  ];
  return (
    <Page title={title}>
      <Stack gap="4" mb="6">
        <Flex gap="4" wrap="wrap" justify="space-between" align="center">
          <Box>
            <HStack gap="2" wrap="wrap">
              <Text as="h2" fontSize="lg" fontWeight="semibold" data-testid="meal-name">{meal.name}</Text>
              <Badge colorPalette={open ? 'green' : 'gray'}>{open ? <Trans>Aberta</Trans> : <Trans>Encerrada</Trans>}</Badge>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              {formatDate(meal.date)} · {meal.starts_at}–{meal.ends_at} · {meal.place}
            </Text>
          </Box>
          <MealCounter mealId={meal.id} />
        </Flex>
        <HStack as="nav" gap="2" wrap="wrap" aria-label={t`Telas da refeição`}>
          {links.map(([key, to, label]) => (
            <Button key={key} asChild size="sm" variant={key === section ? 'solid' : 'outline'}>
              <Link to={to} aria-current={key === section ? 'page' : undefined}>{label}</Link>
            </Button>
          ))}
        </HStack>
      </Stack>
      {children(meal)}
    </Page>
  );
}
