// A space's month as a grid of days (Monday first), each with its free, reserved and blocked slot
// counts, for staff and the public alike (the data comes from the replica or the public answer).
// A real table, so a screen reader announces the weekday of each column; the arrow keys move between
// days (one tab stop for the whole month), Home/End to the week's ends, PageUp/PageDown change month.
import { Badge, Box, Button, HStack, Heading, Link as ChakraLink, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { DayCounts } from '../../domain/reservations/slots';
import { monthTitle, weekdayShort, weeksOf, type PageLink } from './calendar-text';

export interface MonthCalendarProps {
  month: string; // 'YYYY-MM'
  days: readonly DayCounts[];
  /** Where a day opens. */
  dayLink: (day: string) => PageLink;
  onMonth: (delta: number) => void;
  /** Today, 'YYYY-MM-DD' in Brasília: marked on the grid. */
  today: string;
}

export function MonthCalendar({ month, days, dayLink, onMonth, today }: MonthCalendarProps) {
  const { t } = useLingui();
  const weeks = weeksOf(month, days);
  const firstOpen = days.find((d) => d.day >= today && d.free > 0)?.day ?? days.find((d) => d.day === today)?.day ?? days[0]?.day ?? '';
  const [focusDay, setFocusDay] = useState(firstOpen);
  const active = days.some((d) => d.day === focusDay) ? focusDay : firstOpen;
  const grid = useRef<HTMLTableElement>(null);

  const move = (day: string) => {
    setFocusDay(day);
    grid.current?.querySelector<HTMLAnchorElement>(`[data-day="${day}"]`)?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    // The day the key was pressed on, whatever the roving state last heard.
    const current = (e.target as HTMLElement).closest('[data-day]')?.getAttribute('data-day') ?? active;
    const index = days.findIndex((d) => d.day === current);
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (step !== undefined) {
      const next = days[index + step];
      if (next) move(next.day);
      e.preventDefault();
    } else if (e.key === 'Home' || e.key === 'End') {
      const weekday = days[index]?.weekday ?? 1;
      const target = days[Math.max(0, Math.min(days.length - 1, index + (e.key === 'Home' ? 1 - weekday : 7 - weekday)))];
      if (target) move(target.day);
      e.preventDefault();
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      onMonth(e.key === 'PageUp' ? -1 : 1);
      e.preventDefault();
    }
  };

  const title = monthTitle(month);
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id={`month-${month}`} aria-live="polite">{title}</Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => onMonth(-1)}>{t`Mês anterior`}</Button>
          <Button size="sm" variant="outline" onClick={() => onMonth(1)}>{t`Próximo mês`}</Button>
        </HStack>
      </HStack>
      <Text fontSize="sm" color="fg.muted">{t`Use as setas para andar entre os dias e Enter para abrir um dia; Page Up e Page Down trocam o mês.`}</Text>
      <Box overflowX="auto">
        <Table.Root ref={grid} size="sm" aria-labelledby={`month-${month}`} onKeyDown={onKey} tableLayout="fixed" minW="20rem" data-testid="month-calendar">
          <Table.Header>
            <Table.Row>
              {[1, 2, 3, 4, 5, 6, 7].map((w) => <Table.ColumnHeader key={w} textAlign="center" px="1">{weekdayShort(w)}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {weeks.map((week, i) => (
              <Table.Row key={i}>
                {week.map((d, j) => d ? (
                  <Table.Cell key={d.day} p="1" verticalAlign="top" aria-current={d.day === today ? 'date' : undefined}>
                    <DayCell day={d} link={dayLink(d.day)} focusable={d.day === active} today={d.day === today} onFocus={() => setFocusDay(d.day)} />
                  </Table.Cell>
                ) : <Table.Cell key={`empty-${j}`} p="1" />)}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

function DayCell({ day, link, focusable, today, onFocus }: { day: DayCounts; link: PageLink; focusable: boolean; today: boolean; onFocus: () => void }) {
  const { t } = useLingui();
  const number = Number(day.day.slice(8, 10));
  const summary = day.total === 0 ? t`fechado` : [
    plural(day.free, { 0: 'nenhum livre', one: '# livre', other: '# livres' }),
    plural(day.reserved, { 0: 'nenhum reservado', one: '# reservado', other: '# reservados' }),
    plural(day.blocked, { 0: 'nenhum bloqueado', one: '# bloqueado', other: '# bloqueados' }),
  ].join(', ');
  return (
    <ChakraLink asChild display="block" rounded="md" p="1" minH="14" borderWidth="1px" borderColor={today ? 'blue.500' : 'border'}
      bg={day.total === 0 ? 'bg.subtle' : undefined} _hover={{ bg: 'bg.muted' }} textDecoration="none" focusRingColor="blue.500">
      <Link to={link.to} search={link.search} data-day={day.day} tabIndex={focusable ? 0 : -1} onFocus={onFocus} data-testid={`day-${day.day}`}>
        <Text fontWeight="semibold" aria-hidden="true">{number}</Text>
        <VisuallyHidden>{`${number} — ${summary}`}</VisuallyHidden>
        {day.total > 0 && (
          <Stack gap="0.5" aria-hidden="true" fontSize="xs">
            {day.free > 0 && <Badge colorPalette="green" size="sm">{plural(day.free, { one: '# livre', other: '# livres' })}</Badge>}
            {day.reserved > 0 && <Badge colorPalette="blue" size="sm">{t`${day.reserved} reserv.`}</Badge>}
            {day.blocked > 0 && <Badge colorPalette="orange" size="sm">{t`${day.blocked} bloq.`}</Badge>}
          </Stack>
        )}
      </Link>
    </ChakraLink>
  );
}
