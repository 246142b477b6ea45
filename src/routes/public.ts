// Public competition pages (spec §2.5): no login, header and drawer hidden, only where the tenant
// offers the competitions module. They render the copy stored on the device and refresh it behind.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const open: RouteAccess = { modules: ['competitions'] };
const pages = () => import('../features/competitions/public/public-pages');
const base = '/public/open/competitions';

export const publicRoutes: RouteDef[] = [
  { path: base, title: msg`Competições`, access: open, layout: 'bare', page: lazyPage(pages, 'PublicCompetitionsPage') },
  { path: `${base}/show/$id`, title: msg`Competição`, access: open, layout: 'bare', page: lazyPage(pages, 'PublicCompetitionPage') },
  { path: `${base}/openteams`, title: msg`Inscrições abertas`, access: open, layout: 'bare', page: lazyPage(pages, 'PublicOpenTeamsPage') },
  { path: `${base}/openteams/$id`, title: msg`Equipes participantes`, access: open, layout: 'bare', page: lazyPage(pages, 'PublicTeamsPage') },
  // What the QR of a printed súmula opens.
  { path: '/public/sumulas/$id', title: msg`Verificação de súmula`, access: open, layout: 'bare', page: lazyPage(() => import('../features/competitions/sumula/verify-page'), 'SumulaVerifyPage') },
];
