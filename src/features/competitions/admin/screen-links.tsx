// Links from a competition's (and its parts') show page to every §2.9 sub-screen that exists in the
// route table: a link appears only when its route is declared (routePaths), so the screens another
// branch adds (classification, matches, results, pots) show up once they are merged, and a screen
// not built yet never yields a dead link.
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ShowActionsProps } from '../../../ui/resource/view';
import { routePaths } from '../../../app/route-table';
import { fillPath } from '../../../ui/resource/nested';

export interface ScreenLink {
  /** Route template, as declared in the route table. */
  path: string;
  label: string;
}

/** The links whose route exists, with their parameters filled. */
export function existingLinks(links: readonly ScreenLink[], params: Readonly<Record<string, string>>, paths: ReadonlySet<string> = routePaths()): { href: string; label: string }[] {
  return links.filter((l) => paths.has(l.path)).map((l) => ({ href: fillPath(l.path, params), label: l.label }));
}

export function LinkBar({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <Stack as="nav" aria-label={title} gap="2" mb="5">
      <Heading as="h2" size="sm" color="fg.muted">{title}</Heading>
      <HStack gap="2" wrap="wrap">
        {links.map((l) => <Button key={l.href} asChild size="sm" variant="outline"><Link to={l.href}>{l.label}</Link></Button>)}
      </HStack>
    </Stack>
  );
}

const C = '/competitions/competitions/$parent_id';

/** The competition hub: every screen under `/competitions/competitions/{id}/`. */
export function CompetitionLinks({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const links: ScreenLink[] = [
    { path: `${C}/teams`, label: t`Equipes` },
    { path: `${C}/phases`, label: t`Fases` },
    { path: `${C}/classifications`, label: t`Classificação` },
    { path: `${C}/all_duels`, label: t`Jogos` },
    { path: `${C}/final_results_duels`, label: t`Resultados` },
    { path: `${C}/pots/{-$teams}`, label: t`Potes` },
    { path: `${C}/all_heats/{-$show}`, label: t`Baterias` },
    { path: `${C}/competitionmembers`, label: t`Integrantes` },
    { path: `${C}/competitioncrews`, label: t`Organização` },
    { path: `${C}/competitionsscores`, label: t`Pontuações finais` },
  ];
  return <LinkBar title={t`Telas da competição`} links={existingLinks(links, { parent_id: String(record.id) })} />;
}

/** A phase's groups, heats and rounds. */
export function PhaseLinks({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const links: ScreenLink[] = [
    { path: `${C}/groups/$id`, label: t`Grupos da fase` },
    { path: `${C}/heats/$id`, label: t`Baterias da fase` },
  ];
  return <LinkBar title={t`Telas da fase`} links={existingLinks(links, { parent_id: String(record.competition_id), id: String(record.id) })} />;
}

/** A participant's squad and its CSV import. */
export function ParticipantLinks({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const links: ScreenLink[] = [
    { path: `${C}/members/$id`, label: t`Integrantes da equipe` },
    { path: `${C}/members/$id/import/players`, label: t`Importar atletas (CSV)` },
  ];
  return <LinkBar title={t`Telas da equipe`} links={existingLinks(links, { parent_id: String(record.competition_id), id: String(record.id) })} />;
}

/** A group's participants and rounds. */
export function GroupLinks({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const links: ScreenLink[] = [
    { path: `${C}/groups/participants/$id`, label: t`Participantes do grupo` },
    { path: `${C}/groups/rounds/$id/{-$all}`, label: t`Rodadas do grupo` },
  ];
  return <LinkBar title={t`Telas do grupo`} links={existingLinks(links, { parent_id: String(record.competition_id), id: String(record.id) })} />;
}

const O = '/competitions/olympics/$parent_id';

/** The olympics hub. */
export function OlympicsLinks({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const links: ScreenLink[] = [
    { path: '/competitions/olympics/results/$id', label: t`Quadro de medalhas` },
    { path: `${O}/olympicsscores`, label: t`Resultados` },
    { path: `${O}/olympicmembers`, label: t`Inscritos` },
    { path: `${O}/olympiccrews`, label: t`Organização` },
    { path: `${O}/olympicsnotes`, label: t`Notas oficiais` },
    { path: `${O}/olympicsdownloads`, label: t`Arquivos` },
  ];
  return <LinkBar title={t`Telas dos jogos`} links={existingLinks(links, { parent_id: String(record.id), id: String(record.id) })} />;
}

/** A classification zone's positions per competition. */
export function ZoneLinks({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const links: ScreenLink[] = [{ path: '/competitions/classificationzones/$id/classificationzonepositions', label: t`Posições por competição` }];
  return <LinkBar title={t`Telas da zona`} links={existingLinks(links, { id: String(record.id) })} />;
}
