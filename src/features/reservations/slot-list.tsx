// The slots of one day, each with its state and what can be done with it; the page decides the
// actions (staff, a signed-in athlete or a visitor), so one list serves the three. Cards in a grid on
// wide screens, one column (a plain list) on a phone.
import { Badge, Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Slot, SlotState } from '../../domain/reservations/slots';

const PALETTE: Record<SlotState, string> = { livre: 'green', reservado: 'blue', bloqueado: 'orange', passado: 'gray' };

export function useSlotStateLabel(): (state: SlotState) => string {
  const { t } = useLingui();
  return (state) => ({ livre: t`Livre`, reservado: t`Reservado`, bloqueado: t`Bloqueado`, passado: t`Encerrado` })[state];
}

export function SlotList({ slots, label, action, detail }: {
  slots: readonly Slot[];
  label: string;
  /** The slot's button or link, if any. */
  action: (slot: Slot) => ReactNode;
  /** A line under the time (who booked, why blocked). */
  detail?: (slot: Slot) => ReactNode;
}) {
  const stateLabel = useSlotStateLabel();
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 1, md: 2, lg: 3 }} gap="2" listStyleType="none" data-testid="slot-list">
      {slots.map((slot) => (
        <Box as="li" key={slot.starts_at} borderWidth="1px" rounded="md" p="3" data-state={slot.state} data-testid="slot">
          <HStack justify="space-between" gap="2" align="start">
            <Box>
              <Text fontWeight="semibold">{`${slot.start}–${slot.end}`}</Text>
              {detail?.(slot)}
            </Box>
            <Badge colorPalette={PALETTE[slot.state]}>{stateLabel(slot.state)}</Badge>
          </HStack>
          <Box mt="2">{action(slot)}</Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
