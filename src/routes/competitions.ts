// The competitions area beyond the generic back office (spec §2.9; its nested screens under a
// competition, an olympics and a classification zone are declared in their views, src/resources,
// and routed with the resources): the spec's own paths for match security and match documents (one
// match at a time: features/competitions/matches), and the flows with their own pages.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import { nestedAccess } from './nested-routes';
import type { RouteDef } from './route-def';

type AdminPage = keyof typeof import('../features/competitions/admin/pages');
const admin = (name: AdminPage) => lazyPage(() => import('../features/competitions/admin/pages'), name);

const regulation = nestedAccess('regulations');

export const competitionRoutes: RouteDef[] = [
  // One match at a time, chosen by its teams and date (features/competitions/matches): its security
  // plan and delegate's checklist, its documents and the confirmed súmula's PDF.
  { path: '/competitions/competitions/security', title: msg`Segurança das partidas`, access: nestedAccess('duelssecurities'), page: lazyPage(() => import('../features/competitions/matches/security-page'), 'MatchSecurityPage') },
  { path: '/competitions/competitions/documents', title: msg`Documentos das partidas`, access: nestedAccess('dueldocuments'), page: lazyPage(() => import('../features/competitions/matches/documents-page'), 'MatchDocumentsPage') },
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
