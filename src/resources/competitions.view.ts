// The screens of competitions (Competição); its declaration is src/domain/resources/competitions.ts.
// A competition's page links to its sub-screens, and its nested screens (spec §2.9) hang under
// `/competitions/competitions/$parent_id`: teams, phases, groups, heats and lanes, members, crews, scores.
import { lazy } from 'react';
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

// Loaded with their screens only (views are in the start-up chunk).
const CompetitionLinks = lazy(() => import('../features/competitions/admin/screen-links').then((m) => ({ default: m.CompetitionLinks })));
const HeatPhaseTools = lazy(() => import('../features/competitions/admin/heat-seeding').then((m) => ({ default: m.HeatPhaseTools })));
const GroupScreens = lazy(() => import('../features/competitions/admin/group-extras').then((m) => ({ default: m.GroupScreens })));
const GroupMembership = lazy(() => import('../features/competitions/admin/group-extras').then((m) => ({ default: m.GroupMembership })));
const HeatImport = lazy(() => import('../features/competitions/admin/heat-import').then((m) => ({ default: m.HeatImport })));
const HeatScreens = lazy(() => import('../features/competitions/admin/heat-import').then((m) => ({ default: m.HeatScreens })));

const BASE = '/competitions/competitions/$parent_id';

/** The parents of the nested screens under a competition (also the members' import page). */
export const COMPETITION_PARENTS = {
  /** The competition of `/competitions/competitions/$parent_id/…`. */
  competition: { param: 'parent_id', resource: 'competitions', field: 'competition_id', href: '/competitions/competitions/show/$parent_id' },
  /** A phase of it, in `…/groups/$id` and `…/heats/$id`. */
  phase: { param: 'id', resource: 'phases', field: 'phase_id', href: `${BASE}/phases/show/$id` },
  /** A participant (competitionteam), in `…/members/$id`. */
  participant: { param: 'id', resource: 'competitionteams', field: 'competitionteam_id', href: `${BASE}/teams/show/$id` },
  /** A group, in `…/groups/participants/$id`. */
  group: { param: 'id', resource: 'groups', field: 'group_id', href: `${BASE}/groups/show/$id` },
  /** A heat, in `…/heats/show/$id` (its lanes). */
  heat: { param: 'id', resource: 'heats', field: 'heat_id', href: `${BASE}/all_heats` },
} as const satisfies Record<string, NestedParent>;

const { competition, phase, participant, group, heat } = COMPETITION_PARENTS;

export const view = defineView({
  key: 'competitions',
  route: '/competitions/competitions',
  columns: ['name', 'season', 'sport_id', 'status', 'starts_on'],
  showActions: CompetitionLinks,
  nested: [
    { resource: 'competitionteams', path: `${BASE}/teams`, parents: [competition] },
    { resource: 'phases', path: `${BASE}/phases`, parents: [competition] },
    // A group opens on its own page (groups/show/$id: its participants and links).
    { resource: 'groups', path: `${BASE}/groups/$id`, parents: [competition, phase], screens: ['create', 'edit'], showBase: `${BASE}/groups` },
    { resource: 'competitionteams', path: `${BASE}/groups/show/$id/{-$all}`, parents: [competition, group], screens: [], showBase: `${BASE}/teams`, extra: GroupScreens },
    // A group's participants: the competition's entries moved in and out of it.
    { resource: 'competitionteams', path: `${BASE}/groups/participants/$id`, parents: [competition, group], screens: [], showBase: `${BASE}/teams`, extra: GroupMembership },
    { resource: 'competitionmembers', path: `${BASE}/members/$id`, parents: [competition, participant] },
    { resource: 'competitionmembers', path: `${BASE}/competitionmembers`, parents: [competition] },
    { resource: 'competitioncrews', path: `${BASE}/competitioncrews`, parents: [competition] },
    { resource: 'competitionscores', path: `${BASE}/competitionsscores`, parents: [competition] },
    // A heat opens on its lanes (heats/show/$id); the spec's optional `{all}` suffix is not used.
    { resource: 'heats', path: `${BASE}/heats/$id`, parents: [competition, phase], screens: ['create', 'edit'], showBase: `${BASE}/heats`, extra: HeatPhaseTools },
    { resource: 'heatlanes', path: `${BASE}/heats/show/$id`, parents: [competition, heat], extra: HeatScreens },
    { resource: 'heatlanes', path: `${BASE}/heats/show/$id/imports/teams/{-$all}`, parents: [competition, heat], screens: [], showBase: `${BASE}/heats/show/$id`, extra: HeatImport },
    { resource: 'heats', path: `${BASE}/all_heats/{-$show}`, parents: [competition], screens: [], showBase: `${BASE}/heats` },
  ],
});
