// A knockout phase's bracket, accessible: a heading per round and a list of its ties (not only boxes),
// each tie naming both sides, the legs' scores, and for two legs the aggregate and how it was decided.
import { Badge, Box, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';
import { bracketRounds, DECIDER_LABELS } from './bracket-view';
import { scoreText, sideName } from '../../../domain/competitions/duel-format';

export function Bracket({ rows, phase }: { rows: CompetitionRows; phase: Row }) {
  const { t } = useLingui();
  const names = teamNames(rows);
  const rounds = bracketRounds(phase, rows.duels);
  if (rounds.length === 0) return <Text color="fg.muted">{t`A chave desta fase ainda não foi sorteada.`}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: Math.min(rounds.length, 4) }} gap="4" data-testid="bracket">
      {rounds.map((round) => (
        <Box as="section" key={round.key} aria-labelledby={`bracket-${phase.id}-${round.key}`}>
          <Text as="h3" id={`bracket-${phase.id}-${round.key}`} fontWeight="semibold" mb="2">{round.title}</Text>
          <List.Root variant="plain" gap="2">
            {round.ties.map((tie) => {
              const first = tie.legs[0]!;
              const home = sideName(first, 'home', names);
              const away = sideName(first, 'away', names);
              const winner = tie.winner ? names.get(tie.winner) ?? '' : null;
              return (
                <List.Item key={tie.key} display="block" borderWidth="1px" rounded="md" p="2">
                  <Stack gap="1">
                    <Text fontWeight="medium">{`${home} × ${away}`}</Text>
                    {tie.legs.map((leg, i) => scoreText(leg) && (
                      <Text key={leg.id} fontSize="sm">{tie.legs.length > 1 ? t`Jogo ${i + 1}: ${sideName(leg, 'home', names)} ${scoreText(leg)} ${sideName(leg, 'away', names)}` : scoreText(leg)}</Text>
                    ))}
                    {tie.aggregate && tie.legs.length > 1 && tie.home && tie.away && (
                      <Text fontSize="sm">{t`Agregado: ${names.get(tie.home) ?? ''} ${tie.aggregate[tie.home] ?? 0} × ${tie.aggregate[tie.away] ?? 0} ${names.get(tie.away) ?? ''}`}</Text>
                    )}
                    {winner && tie.decidedBy && (
                      <Badge alignSelf="start" colorPalette="green" variant="subtle">{t`Classificado: ${winner} (${DECIDER_LABELS[tie.decidedBy]})`}</Badge>
                    )}
                  </Stack>
                </List.Item>
              );
            })}
          </List.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
