// "Divergência" / "Súmula confirmada" beside a duel in the lists, so an admin finds the divergent
// matches (they do not count in the standings until resolved). Its own file: the lists load it
// without the súmula's screens.
import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Row } from '../../../domain/competitions/row-helpers';

export function SumulaBadge({ duel }: { duel: Row }) {
  if (duel.sumula_status === 'divergencia') return <Badge colorPalette="red" data-testid="badge-divergencia"><Trans>Divergência</Trans></Badge>;
  if (duel.sumula_status === 'confirmada') return <Badge colorPalette="green" variant="subtle"><Trans>Súmula confirmada</Trans></Badge>;
  return null;
}
