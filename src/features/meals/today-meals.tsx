// The home screen's shortcut for gate staff: one big "Ler QR code — <meal>" button per meal open
// today, so the scanner is one tap from `/`. Drawn by the home's meals section
// (src/app/home/sections/meals-section.tsx), which shows only where `/meals` opens (permission and
// module `meals`); reads the local replica (works offline, like the scanner itself).
import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useList } from '../../data/hooks';
import { crossesMidnight, mealWindow, venueDate } from '../../domain/meals/meal-window';

/** The buttons alone (the home's meals section draws them under its heading); `empty` when none is open today. */
export function TodayMealButtons({ empty = null }: { empty?: ReactNode }) {
  const now = new Date();
  const today = useList('meals', { index: 'date', prefix: venueDate(now), limit: 10 });
  const yesterday = useList('meals', { index: 'date', prefix: venueDate(new Date(now.getTime() - 86_400_000)), limit: 10 });
  if (today === undefined || yesterday === undefined) return null;
  // A meal served past midnight (23:00–03:00, dated the evening it starts) is still today's until its
  // window closes: staff at the gate at 00:30 must not lose the button.
  const pastMidnight = yesterday.rows.filter((m) => crossesMidnight(m) && mealWindow(m, now).inside);
  const open = [...pastMidnight, ...today.rows].filter((meal) => meal.status === 'open');
  if (open.length === 0) return <>{empty}</>;
  return (
    <Stack gap="3" data-testid="today-meals">
      {open.map((meal) => (
        <Button key={meal.id} asChild size="2xl" w="full" whiteSpace="normal" h="auto" minH="16" py="3">
          <Link to={`/meals/${meal.id}/scan`}><Trans>Ler QR code — {meal.name}</Trans></Link>
        </Button>
      ))}
    </Stack>
  );
}
