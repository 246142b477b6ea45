// The competitions area's nested screens, as data (src/ui/resource/nested.ts): which resource is
// listed under which parent, at which spec path (§2.9). Routes, headings, breadcrumbs, the
// prefilled parent fields and the registry smoke test are all generated from this list.
import { lazy } from 'react';
import type { NestedParent, NestedSpec } from '../../../ui/resource/nested';

// Loaded with the heats list only (the route table imports this file eagerly).
const HeatPhaseTools = lazy(() => import('./heat-seeding').then((m) => ({ default: m.HeatPhaseTools })));
const GroupScreens = lazy(() => import('./group-extras').then((m) => ({ default: m.GroupScreens })));
const GroupMembership = lazy(() => import('./group-extras').then((m) => ({ default: m.GroupMembership })));
const HeatImport = lazy(() => import('./heat-import').then((m) => ({ default: m.HeatImport })));
const HeatScreens = lazy(() => import('./heat-import').then((m) => ({ default: m.HeatScreens })));
const ZoneSwatch = lazy(() => import('./zone-swatch').then((m) => ({ default: m.ZoneSwatch })));

const BASE = '/competitions/competitions/$parent_id';

/** The competition of `/competitions/competitions/$parent_id/…`. */
const competition: NestedParent = { param: 'parent_id', resource: 'competitions', field: 'competition_id', href: '/competitions/competitions/show/$parent_id' };
/** A phase of it, in `…/groups/$id` and `…/heats/$id`. */
const phase: NestedParent = { param: 'id', resource: 'phases', field: 'phase_id', href: `${BASE}/phases/show/$id` };
/** A participant (competitionteam), in `…/members/$id`. */
const participant: NestedParent = { param: 'id', resource: 'competitionteams', field: 'competitionteam_id', href: `${BASE}/teams/show/$id` };
/** A group, in `…/groups/participants/$id`. */
const group: NestedParent = { param: 'id', resource: 'groups', field: 'group_id', href: `${BASE}/groups/show/$id` };
/** A heat, in `…/heats/show/$id` (its lanes). */
const heat: NestedParent = { param: 'id', resource: 'heats', field: 'heat_id', href: `${BASE}/all_heats` };
const olympics: NestedParent = { param: 'parent_id', resource: 'olympics', field: 'olympics_id', href: '/competitions/olympics/show/$parent_id' };
const zone: NestedParent = { param: 'id', resource: 'classificationzones', field: 'classificationzone_id', href: '/competitions/classificationzones/show/$id' };

export const COMPETITION_NESTED: readonly NestedSpec[] = [
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
  { resource: 'olympicsscores', path: '/competitions/olympics/$parent_id/olympicsscores', parents: [olympics] },
  { resource: 'olympicsnotes', path: '/competitions/olympics/$parent_id/olympicsnotes', parents: [olympics] },
  { resource: 'olympicsdownloads', path: '/competitions/olympics/$parent_id/olympicsdownloads', parents: [olympics] },
  { resource: 'olympiccrews', path: '/competitions/olympics/$parent_id/olympiccrews', parents: [olympics] },
  { resource: 'olympicmembers', path: '/competitions/olympics/$parent_id/olympicmembers', parents: [olympics] },
  { resource: 'classificationzonepositions', path: '/competitions/classificationzones/$id/classificationzonepositions', parents: [zone], extra: ZoneSwatch },
];
