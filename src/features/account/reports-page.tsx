// `/my/reports` (the menu's "Histórico esportivo" and "Relatórios"): the person's sports history from
// the local replica (history-data.ts; offline too): totals, where they were registered, their team's
// matches with the result and their goals and cards, and the punishments naming them.
import { Alert, Badge, Box, Button, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MEMBER_ROLES } from '../../domain/resources/competitionmembers';
import { PUNISHMENT_KINDS, PUNISHMENT_STATUS } from '../../domain/resources/punishments';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import type { SportsHistory } from './history';
import { useOwnHistory } from './history-data';
import { brDay, OUTCOME_LABELS, scoreOf } from './history-export';

const OUTCOME_COLORS = { vitoria: 'green', empate: 'gray', derrota: 'red' } as const;
const labelOf = (labels: Record<string, string>, key: string): string => labels[key] ?? key;

function Totals({ history }: { history: SportsHistory }) {
  const { t } = useLingui();
  const x = history.totals;
  const items: [string, number][] = [
    [t`Competições`, x.competitions], [t`Jogos`, x.matches], [t`Vitórias`, x.wins], [t`Empates`, x.draws], [t`Derrotas`, x.losses],
    [t`Gols`, x.goals], [t`Cartões amarelos`, x.yellows], [t`Cartões vermelhos`, x.reds],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="3" aria-label={t`Resumo`}>
      {items.map(([label, value]) => (
        <Box key={label} borderWidth="1px" rounded="md" p="3">
          <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
          <Text as="dd" fontSize="2xl" fontWeight="semibold" m="0">{value}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>{title}</Heading>
      {children}
    </Stack>
  );
}

export function ReportsPage() {
  const { t } = useLingui();
  const own = useOwnHistory();
  const title = t`Histórico esportivo`;
  const actions = <Button asChild size="sm" variant="outline"><Link to="/my/exporters">{t`Baixar o histórico`}</Link></Button>;
  if (own === undefined) return <Page title={title}><ListSkeleton rows={5} /></Page>;
  if (!own.profile || !own.history) {
    return (
      <Page title={title}>
        <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t`Seu cadastro ainda não foi feito pela federação. Procure a secretaria.`}</Alert.Title></Alert.Root>
      </Page>
    );
  }
  const h = own.history;
  if (h.registrations.length === 0 && h.punishments.length === 0) {
    return (
      <Page title={title} description={t`Competições, jogos, gols e cartões registrados pela federação.`}>
        <Text color="fg.muted">{t`Nenhuma inscrição em competições neste aparelho. Quando sua equipe inscrever você, o histórico aparece aqui.`}</Text>
      </Page>
    );
  }
  return (
    <Page title={title} description={t`Competições, jogos, gols e cartões registrados pela federação.`} actions={actions}>
      <Stack gap="8">
        <Totals history={h} />
        <Section id="history-registrations" title={t`Inscrições`}>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {h.registrations.map((r) => (
              <Box as="li" key={r.memberId} borderWidth="1px" rounded="md" p="3">
                <Text fontWeight="semibold">{r.competition}{r.season ? ` · ${r.season}` : ''}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[r.team, labelOf(MEMBER_ROLES, r.role), r.shirtNumber !== null ? t`camisa ${r.shirtNumber}` : ''].filter(Boolean).join(' · ')}
                </Text>
              </Box>
            ))}
          </Stack>
        </Section>
        <Section id="history-matches" title={t`Partidas`}>
          {h.matches.length === 0 ? <Text color="fg.muted">{t`Nenhuma partida da sua equipe neste aparelho.`}</Text> : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Data`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Partida`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Placar`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Resultado`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Gols`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Cartões`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {h.matches.map((m) => (
                    <Table.Row key={m.duelId}>
                      <Table.Cell whiteSpace="nowrap">{brDay(m.date)}</Table.Cell>
                      <Table.Cell>
                        <Text>{m.home ? `${m.team} × ${m.opponent}` : `${m.opponent} × ${m.team}`}</Text>
                        <Text fontSize="xs" color="fg.muted">{m.competition}</Text>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{scoreOf(m) || '—'}</Table.Cell>
                      <Table.Cell>{m.outcome ? <Badge colorPalette={OUTCOME_COLORS[m.outcome]}>{OUTCOME_LABELS[m.outcome]}</Badge> : <Text color="fg.muted">{t`A realizar`}</Text>}</Table.Cell>
                      <Table.Cell textAlign="end">{m.goals}{m.ownGoals ? ` (${t`${m.ownGoals} contra`})` : ''}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {[m.yellows ? t`${m.yellows} amarelo(s)` : '', m.red ? t`vermelho` : ''].filter(Boolean).join(', ') || '—'}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Section>
        <Section id="history-punishments" title={t`Punições`}>
          {h.punishments.length === 0 ? <Text color="fg.muted">{t`Nenhuma punição.`}</Text> : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {h.punishments.map((p) => (
                <Box as="li" key={p.id} borderWidth="1px" rounded="md" p="3">
                  <Text fontWeight="semibold">{labelOf(PUNISHMENT_KINDS, p.kind)}{p.matches ? ` · ${t`${p.matches} partida(s)`}` : ''}{p.days ? ` · ${t`${p.days} dia(s)`}` : ''}</Text>
                  <Text fontSize="sm" color="fg.muted">{[p.competition, p.basis, brDay(p.decidedAt), labelOf(PUNISHMENT_STATUS, p.status)].filter(Boolean).join(' · ')}</Text>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
      </Stack>
    </Page>
  );
}
