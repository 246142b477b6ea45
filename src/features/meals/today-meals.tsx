// The home screen's shortcut for gate staff: one big "Ler QR code — <meal>" button per meal open
// today, so the scanner is one tap from `/`. Drawn by the home's meals section
// (src/app/home/sections/meals-section.tsx), which shows only where `/meals` opens (permission and
// module `meals`); reads the local replica (works offline, like the scanner itself).
import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useList } from '../../data/hooks';
import { venueDate } from '../../domain/mutators/meal-window';

/** The buttons alone (the home's meals section draws them under its heading); `empty` when none is open today. */
export function TodayMealButtons({ empty = null }: { empty?: ReactNode }) {
  const page = useList('meals', { index: 'date', prefix: venueDate(new Date()), limit: 10 });
  if (page === undefined) return null;
  const open = page.rows.filter((meal) => meal.status === 'open');
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
