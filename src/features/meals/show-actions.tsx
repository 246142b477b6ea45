// Links from a meal's generic show page (`/meals/show/{id}`) to its own screens. The generic
// ResourceShow looks extra actions up by resource key in SHOW_ACTIONS (a small map, so generic code
// holds no meals special case); other flows can add their entry the same way.
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { RankingTable } from '../competitions/admin/ranking-table';
import { RegulationActions } from '../competitions/admin/regulation-actions';
import { EntityShowLinks } from '../records/image/image-links';
import { PersonSections } from '../records/person/person-sections';
import { CompetitionLinks, GroupLinks, OlympicsLinks, ParticipantLinks, PhaseLinks, ZoneLinks } from '../competitions/admin/screen-links';

export interface ShowActionsProps {
  record: Record<string, unknown>;
}

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

/** Resource key → extra actions shown on its show page, above the fields. */
export const SHOW_ACTIONS: Readonly<Record<string, ComponentType<ShowActionsProps>>> = {
  meals: MealShowActions,
  // The competitions area's hubs: links to each sub-screen that exists (competitions/admin/screen-links.tsx).
  competitions: CompetitionLinks, phases: PhaseLinks, competitionteams: ParticipantLinks, groups: GroupLinks,
  olympics: OlympicsLinks, classificationzones: ZoneLinks, rankings: RankingTable,
  regulations: RegulationActions,
  // A person's record: identity, ID card, requests, documents (issue 12).
  profiles: PersonSections,
  // An entity's record: its shield's screen (records/image).
  associations: EntityShowLinks,
};
