// The competitions area beyond the generic back office (spec §2.9): the nested screens under a
// competition, an olympics and a classification zone (declared as data in
// features/competitions/admin/nested-specs.ts), the spec's own paths for match security and match
// documents (generic screens of duelssecurities / dueldocuments at those bases), and the flows with
// their own pages.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import { COMPETITION_NESTED } from '../features/competitions/admin/nested-specs';
import { nestedAccess, nestedRoutes } from '../ui/resource/nested-routes';
import { resourceMeta } from './resource-index';
import { resourceRoutes } from './resources';
import type { RouteDef } from './route-def';

/** A registry resource declared without a route base, given the spec's path for its generic screens. */
const at = (key: string, route: string) => ({ ...resourceMeta(key), route });

type AdminPage = keyof typeof import('../features/competitions/admin/pages');
const admin = (name: AdminPage) => lazyPage(() => import('../features/competitions/admin/pages'), name);

const regulation = nestedAccess('regulations');

export const competitionRoutes: RouteDef[] = [
  ...nestedRoutes(COMPETITION_NESTED),
  ...resourceRoutes([at('duelssecurities', '/competitions/competitions/security'), at('dueldocuments', '/competitions/competitions/documents')]),
  // A regulation's editing screens (what each holds: features/competitions/admin/regulation-sections.tsx).
  { path: '/competitions/regulations/sequences/$id', title: msg`Critérios de desempate`, access: regulation, page: admin('RegulationSequencesPage') },
  { path: '/competitions/regulations/doublesequences/$id', title: msg`Empate entre duas equipes`, access: regulation, page: admin('RegulationDoubleSequencesPage') },
  { path: '/competitions/regulations/multiplesequences/$id', title: msg`Empate entre três ou mais equipes`, access: regulation, page: admin('RegulationMultipleSequencesPage') },
  { path: '/competitions/regulations/points/$id', title: msg`Pontuação do regulamento`, access: regulation, page: admin('RegulationPointsPage') },
  { path: '/competitions/olympics/results/$id', title: msg`Quadro de medalhas`, access: nestedAccess('olympicsscores'), page: admin('OlympicsResultsPage') },
  { path: '/competitions/competitions/$parent_id/members/$id/import/players', title: msg`Importar atletas`, access: nestedAccess('competitionmembers'), page: admin('MembersImportPage') },
  { path: '/competitions/punishments/external', title: msg`Punições de órgãos externos`, access: nestedAccess('punishments'), page: admin('ExternalPunishmentsPage') },
  { path: '/competitions/teams/pending/list', title: msg`Inscrições pendentes`, access: nestedAccess('competitionteams'), page: admin('PendingEntriesPage') },
];
