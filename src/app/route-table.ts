// The route table as the screens read it: "does this screen exist?" (the menu, links that show only
// when their route is declared) and "may this user open it?" (open-path.ts). The table itself
// (routes/registry.ts) lazily imports every page, so a page, the home or the menu that imported it
// would close an import cycle page → table → page; the registry hands its list here instead, and
// the screens read it from here when they render.
import type { RouteDef } from '../routes/route-def';

let table: readonly RouteDef[] = [];
let paths: ReadonlySet<string> = new Set();

/** Called once by routes/registry.ts with the whole table. */
export function provideRouteTable(next: readonly RouteDef[]): void {
  table = next;
  paths = new Set(next.map((r) => r.path));
}

/** Every route, as listed by routes/registry.ts. */
export const routeTable = (): readonly RouteDef[] => table;

/** Static paths in the table: the menu enables an entry only when its screen exists. */
export const routePaths = (): ReadonlySet<string> => paths;
