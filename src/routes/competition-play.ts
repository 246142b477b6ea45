// The depth of a competition (spec §2.9, issue 10): standings, fixtures, results, brackets and pots,
// nested under the competition (`$parent_id`). The hub, teams, phases and the rest are in the
// competitions admin routes.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const staff: RouteAccess = { login: true, permissions: ['competitions'], modules: ['competitions'] };
const base = '/competitions/competitions/$parent_id';
// The match page is also the appointed referees' (issue 11: the súmula, its confirmation and print):
// any signed-in user of the module opens it; what it shows and allows follows the replica (a
// referee holds only their matches' people) and the súmula's own access rules.
const matchPage: RouteAccess = { login: true, modules: ['competitions'] };
const phasePages = () => import('../features/competitions/play/phase-pages');

export const competitionPlayRoutes: RouteDef[] = [
  { path: `${base}/classifications`, title: msg`Classificação`, access: staff, page: lazyPage(() => import('../features/competitions/play/classifications-page'), 'ClassificationsPage') },
  { path: `${base}/all_duels`, title: msg`Jogos da competição`, access: staff, page: lazyPage(() => import('../features/competitions/play/all-duels-page'), 'AllDuelsPage') },
  { path: `${base}/final_results_duels`, title: msg`Resultados`, access: staff, page: lazyPage(() => import('../features/competitions/play/final-results-page'), 'FinalResultsPage') },
  { path: `${base}/pots/{-$teams}`, title: msg`Potes e sorteio de grupos`, access: staff, page: lazyPage(() => import('../features/competitions/play/pots-page'), 'PotsPage') },
  { path: `${base}/groups/rounds/$id/{-$all}`, title: msg`Rodadas do grupo`, access: staff, page: lazyPage(phasePages, 'GroupRoundsPage') },
  { path: `${base}/rounds/$id`, title: msg`Rodadas da fase`, access: staff, page: lazyPage(phasePages, 'PhaseRoundsPage') },
  { path: `${base}/duels/$id/{-$all}`, title: msg`Jogos da fase`, access: staff, page: lazyPage(phasePages, 'PhaseDuelsPage') },
  { path: `${base}/duels/show/$id/{-$all}`, title: msg`Jogo`, access: matchPage, page: lazyPage(() => import('../features/competitions/play/duel-page'), 'DuelPage') },
];
