// A venue's generic show page (`/locations/venues/show/{id}`) links to its door for whoever holds
// `reservations` (the venues view's `showActions`), so the attendant reaches the check-in from the venue.
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { holdsPermission } from '../../domain/access';
import { useUser } from '../../data/session';
import type { ShowActionsProps } from '../../ui/resource/view';

export function VenueGateLink({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const user = useUser();
  if (!holdsPermission(user, 'reservations')) return null;
  return (
    <HStack as="nav" gap="2" wrap="wrap" aria-label={t`Entrada do local`} mb="4">
      <Button asChild size="sm" variant="outline">
        <Link to={`/locations/venues/${String(record.id)}/checkin`}><Trans>Entrada das reservas de hoje</Trans></Link>
      </Button>
    </HStack>
  );
}
