// The person's account and sports history (spec §2.2 `/my/password`, `profile`, `reports`,
// `exporters`). Every signed-in person; the pages read the local replica,
// but the password change needs the server (it says so offline).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const login = { login: true } as const;
const page = (name: keyof typeof import('../features/account/account-pages')) => lazyPage(() => import('../features/account/account-pages'), name);

export const accountRoutes: RouteDef[] = [
  { path: '/my/profile', title: msg`Perfil`, access: login, page: page('ProfilePage') },
  { path: '/my/password', title: msg`Senha`, access: login, page: page('PasswordPage') },
  { path: '/my/reports', title: msg`Histórico esportivo`, access: login, page: page('ReportsPage') },
  { path: '/my/exporters', title: msg`Exportações`, access: login, page: page('ExportersPage') },
];
