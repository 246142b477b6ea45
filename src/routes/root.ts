// Root-level pages (spec §2.1).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const pages = () => import('../app/pages/info-pages');

export const rootRoutes: RouteDef[] = [
  { path: '/', title: msg`Início`, access: { login: true }, page: lazyPage(() => import('../app/pages/dashboard-page'), 'DashboardPage') },
  { path: '/loading', title: msg`Carregando`, access: {}, layout: 'bare', page: lazyPage(() => import('../app/pages/loading-page'), 'LoadingPage') },
  { path: '/login', title: msg`Entrar`, access: { guest: true }, layout: 'bare', startupTheme: true, page: lazyPage(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: '/register', title: msg`Criar conta`, access: { guest: true }, layout: 'bare', page: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage') },
  { path: '/oauth/$key/$code', title: msg`Entrando`, access: {}, layout: 'bare', page: lazyPage(() => import('../features/auth/oauth-page'), 'OauthPage') },
  { path: '/install', title: msg`Instalar o aplicativo`, access: {}, page: lazyPage(() => import('../app/pages/install-page'), 'InstallPage') },
  { path: '/about', title: msg`Sobre`, access: {}, page: lazyPage(pages, 'AboutPage') },
  { path: '/apps', title: msg`Aplicativos`, access: {}, page: lazyPage(pages, 'AppsPage') },
  { path: '/maintenance', title: msg`Manutenção`, access: {}, page: lazyPage(pages, 'MaintenancePage') },
  { path: '/support', title: msg`Suporte`, access: {}, page: lazyPage(() => import('../app/pages/support-page'), 'SupportPage') },
  { path: '/help', title: msg`Ajuda`, access: { login: true }, page: lazyPage(pages, 'HelpPage') },
  { path: '/check', title: msg`Diagnóstico`, access: { login: true, permissions: ['abc'] }, page: lazyPage(() => import('../app/pages/check-page'), 'CheckPage') },
];
