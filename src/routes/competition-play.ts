// The depth of a competition (spec §2.9): standings, fixtures, results, brackets and pots,
// nested under the competition (`$parent_id`). The hub, teams, phases and the rest are in the
// competitions admin routes.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const staff: RouteAccess = { login: true, permissions: ['competitions'], modules: ['competitions'] };
/** A match's page (the súmula): the competitions staff, or a referee (`my_referees`) opening an appointment. */
const duelPage: RouteAccess = { login: true, anyPermission: ['competitions', 'my_referees'], modules: ['competitions'] };
const base = '/competitions/competitions/$parent_id';
const phasePages = () => import('../features/competitions/play/phase-pages');

export const competitionPlayRoutes: RouteDef[] = [
  { path: `${base}/classifications`, title: msg`Classificação`, access: staff, page: lazyPage(() => import('../features/competitions/play/classifications-page'), 'ClassificationsPage') },
  { path: `${base}/all_duels`, title: msg`Jogos da competição`, access: staff, page: lazyPage(() => import('../features/competitions/play/all-duels-page'), 'AllDuelsPage') },
  { path: `${base}/final_results_duels`, title: msg`Resultados`, access: staff, page: lazyPage(() => import('../features/competitions/play/final-results-page'), 'FinalResultsPage') },
  { path: `${base}/pots/{-$teams}`, title: msg`Potes e sorteio de grupos`, access: staff, page: lazyPage(() => import('../features/competitions/play/pots-page'), 'PotsPage') },
  { path: `${base}/groups/rounds/$id/{-$all}`, title: msg`Rodadas do grupo`, access: staff, page: lazyPage(phasePages, 'GroupRoundsPage') },
  { path: `${base}/rounds/$id`, title: msg`Rodadas da fase`, access: staff, page: lazyPage(phasePages, 'PhaseRoundsPage') },
  { path: `${base}/duels/$id/{-$all}`, title: msg`Jogos da fase`, access: staff, page: lazyPage(phasePages, 'PhaseDuelsPage') },
  // The súmula's match mode: the appointed officials open it too (the page reads what their replica
  // holds and the mutators decide who writes), so the route opens as the match page does: `competitions` or `my_referees`.
  { path: `${base}/duels/show/$id/partida`, title: msg`Modo partida`, access: duelPage, page: lazyPage(() => import('../features/competitions/match-mode/match-mode-page'), 'MatchModePage') },
  { path: `${base}/duels/show/$id/{-$all}`, title: msg`Jogo`, access: duelPage, page: lazyPage(() => import('../features/competitions/play/duel-page'), 'DuelPage') },
];
