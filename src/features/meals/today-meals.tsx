// The home screen's shortcut for gate staff: one big "Ler QR code — <meal>" button per meal open
// today, so the scanner is one tap from `/`. Shown only to holders of `meals` where the tenant
// offers the module; reads the local replica (works offline, like the scanner itself).
import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAvailableModules } from '../../app/app-state';
import { useUser } from '../../app/session';
import { useList } from '../../data/hooks';
import { holdsPermission } from '../../domain/access';
import { venueDate } from '../../domain/mutators/meal-window';

export function TodayMealsShortcut() {
  const user = useUser();
  const modules = useAvailableModules();
  if (!holdsPermission(user, 'meals') || !modules.includes('meals')) return null;
  return <TodayMealButtons />;
}

/** The buttons alone (the home's meals section draws them under its heading); `empty` when none is open today. */
export function TodayMealButtons({ empty = null }: { empty?: ReactNode }) {
  const page = useList('meals', { index: 'date', prefix: venueDate(new Date()), limit: 10 });
  if (page === undefined) return null;
  const open = page.rows.filter((meal) => meal.status === 'open');
  if (open.length === 0) return <>{empty}</>;
  return (
    <Stack gap="3" mb="6" data-testid="today-meals">
      {open.map((meal) => (
        <Button key={meal.id} asChild size="2xl" w="full" whiteSpace="normal" h="auto" minH="16" py="3">
          <Link to={`/meals/${meal.id}/scan`}><Trans>Ler QR code — {meal.name}</Trans></Link>
        </Button>
      ))}
    </Stack>
  );
}
