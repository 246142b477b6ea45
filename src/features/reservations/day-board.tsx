// A day of a space: the way back to its month, the previous and next day, the slots and, below them,
// whatever the page offers for the slot chosen (staff booking, a visitor's form). Shared by the staff,
// the athlete and the public pages; only the links and the actions differ.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Slot } from '../../domain/reservations/slots';
import { dayTitle, type PageLink } from './calendar-text';
import { SlotList } from './slot-list';

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no zone). */
export const shiftDay = (day: string, delta: number): string => new Date(Date.parse(`${day}T12:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);

export function DayBoard({ day, slots, dayLink, monthLink, action, detail, children }: {
  day: string;
  slots: readonly Slot[];
  dayLink: (day: string) => PageLink;
  monthLink: PageLink;
  action: (slot: Slot) => ReactNode;
  detail?: (slot: Slot) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg">{dayTitle(day)}</Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline"><Link {...dayLink(shiftDay(day, -1))}>{t`Dia anterior`}</Link></Button>
          <Button asChild size="sm" variant="outline"><Link {...dayLink(shiftDay(day, 1))}>{t`Próximo dia`}</Link></Button>
          <Button asChild size="sm" variant="ghost"><Link {...monthLink}>{t`Ver o mês`}</Link></Button>
        </HStack>
      </HStack>
      {slots.length === 0
        ? <Text color="fg.muted" data-testid="day-closed">{t`Sem horários neste dia: o espaço não abre ou ainda não tem horário de funcionamento.`}</Text>
        : <SlotList slots={slots} label={t`Horários de ${dayTitle(day)}`} action={action} detail={detail} />}
      {children}
    </Stack>
  );
}
