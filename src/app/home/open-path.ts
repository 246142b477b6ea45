// "May this user open this screen?": the route exists in the table and its own guard passes (spec §6
// steps 2, 4 and 5, the same functions the router runs). The home's sections and their inner links
// ask this, so nothing on the home leads to a missing screen or to /error/denied.
import { useMemo } from 'react';
import type { UserInfo } from '../../domain/api';
import { routeTable } from '../route-table';
import type { RouteDef } from '../../routes/route-def';
import { useAvailableModules } from '../../data/app-state';
import { passesModules, passesPermissions } from '../guards';
import { isLoggedIn, useSession } from '../../data/session';

export interface OpenContext {
  loggedIn: boolean;
  user: UserInfo | null;
  availableModules: readonly string[];
}

export type CanOpen = (path: string) => boolean;

/** `table` is a parameter for the tests; the app passes the real route table. */
export function canOpenWith(ctx: OpenContext, table: readonly RouteDef[] = routeTable()): CanOpen {
  const byPath = new Map(table.map((route) => [route.path, route]));
  return (path) => {
    const route = byPath.get(path);
    if (!route) return false;
    if (route.access.login && !ctx.loggedIn) return false;
    return passesPermissions(route.access, ctx.user) && passesModules(route.access, ctx.availableModules);
  };
}

export function useCanOpen(): CanOpen {
  const session = useSession();
  const availableModules = useAvailableModules();
  return useMemo(() => canOpenWith({ loggedIn: isLoggedIn(session), user: session.user, availableModules }), [session, availableModules]);
}
