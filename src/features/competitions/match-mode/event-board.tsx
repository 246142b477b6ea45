// The running score and the event list of the match mode: painted from the events alone
// (event-view.ts → score.ts, the server's derivation). Written without lingui macros — the words it
// needs come in as props — so the bench (bench/sumula-paint.ts) renders this very component.
import { Box, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { EventLine, MatchView } from './event-view';

export interface BoardWords {
  events: string;
  empty: string;
  points: (home: number, away: number) => string;
}

export const Scoreboard = memo(function Scoreboard({ view, home, away, words }: { view: MatchView; home: string; away: string; words: BoardWords }) {
  return (
    <Box bg="black" color="white" rounded="lg" px="3" py="2" data-testid="match-score" aria-live="polite">
      <Flex align="center" justify="space-between" gap="2">
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" flex="1" textAlign="right" lineClamp={1}>{home}</Text>
        <Text fontSize="4xl" fontWeight="black" fontVariantNumeric="tabular-nums" data-testid="match-scoreline" px="2">
          {view.score.home} × {view.score.away}
        </Text>
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" flex="1" lineClamp={1}>{away}</Text>
      </Flex>
      {view.score.home_points !== undefined && (
        <Text textAlign="center" fontSize="sm">{words.points(view.score.home_points, view.score.away_points ?? 0)}</Text>
      )}
    </Box>
  );
});

/** One line, memoised on its values: a tap renders the new line only, not the whole list again. */
const Line = memo(function Line(line: EventLine) {
  return (
    <Flex as="li" gap="3" py="2" borderBottomWidth="1px" align="baseline" data-kind={line.kind} data-side={line.side ?? ''}>
      <Text fontWeight="bold" minW="14" fontVariantNumeric="tabular-nums">{line.when}</Text>
      <Text fontWeight="semibold" color={line.red ? 'red.700' : undefined} flex="1">{line.text}</Text>
      <Text fontSize="sm" color="fg.muted">{line.side === 'home' ? 'M' : line.side === 'away' ? 'V' : ''}</Text>
    </Flex>
  );
});

export const EventList = memo(function EventList({ view, words }: { view: MatchView; words: BoardWords }) {
  return (
    <Box as="section" aria-label={words.events}>
      {view.lines.length === 0 && <Text color="fg.muted">{words.empty}</Text>}
      <Box as="ol" listStyleType="none" m="0" p="0" data-testid="match-events">
        {view.lines.map((line) => <Line key={line.id} {...line} />)}
      </Box>
    </Box>
  );
});
