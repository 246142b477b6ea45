// Above a classification zone's positions: the zone's name and colour, as the standings paint it.
import { Box, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRecord } from '../../../data/hooks';
import { ZONE_COLORS } from '../../../domain/resources/classificationzones';
import type { NestedExtraProps } from '../../../ui/resource/nested';

/** Zone colour key → Chakra palette (the table's row marker uses the same). */
export const ZONE_PALETTE: Readonly<Record<keyof typeof ZONE_COLORS, string>> = {
  verde: 'green', azul: 'blue', ciano: 'cyan', amarelo: 'yellow', laranja: 'orange', vermelho: 'red', cinza: 'gray',
};

export function ZoneSwatch({ params }: NestedExtraProps) {
  const zone = useRecord('classificationzones', params.id) as Record<string, unknown> | null | undefined;
  if (!zone) return null;
  const color = zone.color as keyof typeof ZONE_COLORS;
  return (
    <HStack gap="2" mb="4">
      <Box w="4" h="4" rounded="sm" bg={`${ZONE_PALETTE[color] ?? 'gray'}.solid`} aria-hidden="true" />
      <Text fontSize="sm"><Trans>Cor da zona: {ZONE_COLORS[color] ?? String(zone.color)}</Trans></Text>
    </HStack>
  );
}
