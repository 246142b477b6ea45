// The frame of every "depth" screen of a competition (standings, fixtures, results, pots): reads the
// competition's rows from the replica (live), shows the skeleton while reading and a pt-BR not-found,
// then the page with one h1 and the section links. Children receive the rows.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import type { CompetitionRows } from '../../../domain/competitions/row-helpers';
import { useCompetitionRows } from './use-competition-rows';

export type Section = 'classifications' | 'all_duels' | 'final_results_duels' | 'pots' | 'other';

export const competitionBase = (id: string): string => `/competitions/competitions/${id}`;

interface FrameProps {
  section: Section;
  /** The page's h1 (the competition's name is added as its description). */
  title: string;
  children: (rows: CompetitionRows) => ReactNode;
}

export function CompetitionFrame({ section, title, children }: FrameProps) {
  const { parent_id: id = '' } = useParams({ strict: false }) as { parent_id?: string };
  const rows = useCompetitionRows(id);
  const { t } = useLingui();
  if (rows === undefined) return <Page title={title}><ListSkeleton rows={4} /></Page>;
  if (rows === null) {
    return (
      <Page title={t`Competição não encontrada`} narrow
        actions={<Button asChild variant="outline"><Link to="/competitions/competitions"><Trans>Voltar para as competições</Trans></Link></Button>}>
        <Text><Trans>Esta competição não existe ou ainda não foi baixada para este aparelho.</Trans></Text>
      </Page>
    );
  }
  const links: [Section, string, string][] = [
    ['classifications', t`Classificação`, `${competitionBase(id)}/classifications`],
    ['all_duels', t`Jogos`, `${competitionBase(id)}/all_duels`],
    ['final_results_duels', t`Resultados`, `${competitionBase(id)}/final_results_duels`],
    ['pots', t`Potes`, `${competitionBase(id)}/pots`],
  ];
  return (
    <Page title={title} description={`${String(rows.competition.name)} · ${String(rows.competition.season ?? '')}`}>
      <Stack gap="6">
        <HStack as="nav" aria-label={t`Seções da competição`} gap="2" wrap="wrap">
          {links.map(([key, label, to]) => (
            <Button key={key} asChild size="sm" variant={key === section ? 'solid' : 'outline'}>
              <Link to={to} aria-current={key === section ? 'page' : undefined}>{label}</Link>
            </Button>
          ))}
        </HStack>
        {children(rows)}
      </Stack>
    </Page>
  );
}
