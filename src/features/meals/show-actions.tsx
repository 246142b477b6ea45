// Links from a meal's generic show page (`/meals/show/{id}`) to its own screens: the meals view's
// `showActions` (src/resources/meals.view.ts), so generic code holds no meals special case.
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ShowActionsProps } from '../../ui/resource/view';

export function MealShowActions({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const id = String(record.id);
  return (
    <HStack as="nav" gap="2" wrap="wrap" aria-label={t`Telas da refeição`} mb="4">
      <Button asChild size="sm" variant="outline"><Link to={`/meals/${id}/users`}><Trans>Participantes</Trans></Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`/meals/${id}/scan`}><Trans>Leitura de QR</Trans></Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`/meals/${id}/checkin`}><Trans>Check-in manual</Trans></Link></Button>
    </HStack>
  );
}
