// Duels grouped by round, each round an h3 and a list: "Mandante 2 × 1 Visitante", date and venue,
// a link to the match. The lists of a phase, a group and the whole competition all use it.
import { Badge, Box, HStack, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { num, str, teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';
import { competitionBase } from './competition-frame';
import { byRoundThenDate, formatWhen, scoreText, sideName } from '../../../domain/competitions/duel-format';
import { SumulaBadge } from '../sumula/sumula-badge';

export function DuelLine({ rows, duel, names, linked = true }: { rows: CompetitionRows; duel: Row; names: ReadonlyMap<string, string>; linked?: boolean }) {
  const score = scoreText(duel);
  const line = <>{sideName(duel, 'home', names)} {score ? <strong>{score}</strong> : '×'} {sideName(duel, 'away', names)}</>;
  const when = [formatWhen(duel.starts_at), str(duel.venue)].filter(Boolean).join(' · ');
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" py="1" data-testid="duel-line">
      {linked ? (
        <ChakraLink asChild fontWeight="medium">
          <Link to={`${competitionBase(rows.competition.id)}/duels/show/${duel.id}`}>{line}</Link>
        </ChakraLink>
      ) : <Text fontWeight="medium">{line}</Text>}
      <HStack gap="2">
        {when && <Text fontSize="sm" color="fg.muted">{when}</Text>}
        {num(duel.leg) !== null && <Badge variant="subtle">{`Jogo ${num(duel.leg)}`}</Badge>}
        {duel.status === 'adiada' && <Badge colorPalette="orange"><Trans>Adiado</Trans></Badge>}
        <SumulaBadge duel={duel} />
      </HStack>
    </HStack>
  );
}

export function DuelsByRound({ rows, duels, headingLevel = 'h3', idPrefix = 'round', linked = true }: { rows: CompetitionRows; duels: Row[]; headingLevel?: 'h2' | 'h3'; idPrefix?: string; linked?: boolean }) {
  const { t } = useLingui();
  const names = teamNames(rows);
  if (duels.length === 0) return <Text color="fg.muted"><Trans>Nenhum jogo aqui ainda.</Trans></Text>;
  const rounds = new Map<number, Row[]>();
  for (const d of [...duels].sort(byRoundThenDate)) rounds.set(num(d.round) ?? 0, [...(rounds.get(num(d.round) ?? 0) ?? []), d]);
  return (
    <Stack gap="4">
      {[...rounds].map(([round, list]) => (
        <Box as="section" key={round} aria-labelledby={`${idPrefix}-${round}`}>
          <Text as={headingLevel} id={`${idPrefix}-${round}`} fontWeight="semibold" mb="1">{t`Rodada ${round}`}</Text>
          <List.Root variant="plain" gap="0">
            {list.map((d) => <List.Item key={d.id} display="block" borderBottomWidth="1px"><DuelLine rows={rows} duel={d} names={names} linked={linked} /></List.Item>)}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}
