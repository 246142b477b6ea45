// Every route table, in one list. Add an area by writing `routes/<area>.ts` and listing it here.
import { accountRoutes } from './account';
import { approvalRoutes } from './approvals';
import { competitionPlayRoutes } from './competition-play';
import { competitionRoutes } from './competitions';
import { documentRoutes } from './documents';
import { errorRoutes } from './errors';
import { graduationRoutes } from './graduations';
import { financeRoutes } from './finances';
import { managerRoutes } from './managers';
import { managerJoinRoutes } from './manager-joins';
import { marketRoutes } from './markets';
import { mealRoutes } from './meals';
import { myRoutes } from './my';
import { privacyRoutes } from './privacy';
import { publicRoutes } from './public';
import { registerRoutes } from './registers';
import { reservationPassRoutes } from './reservation-pass';
import { recordRoutes } from './records';
import { recordImageRoutes } from './record-images';
import { refereeRoutes } from './referees';
import { reservationRoutes } from './reservations';
import { resourceRouteTable } from './resources';
import { rootRoutes } from './root';
import { searchRoutes } from './searches';
import type { RouteDef } from './route-def';
import { provideRouteTable } from '../app/route-table';

export const routeTable: readonly RouteDef[] = [
  ...rootRoutes, ...errorRoutes, ...resourceRouteTable, ...approvalRoutes, ...mealRoutes, ...myRoutes, ...competitionRoutes, ...competitionPlayRoutes, ...refereeRoutes, ...publicRoutes, ...registerRoutes,
  ...recordRoutes, ...recordImageRoutes, ...documentRoutes, ...accountRoutes, ...managerRoutes, ...managerJoinRoutes, ...privacyRoutes,
  ...searchRoutes, ...graduationRoutes, ...financeRoutes, ...marketRoutes, ...reservationRoutes, ...reservationPassRoutes,
];

/** Static paths in the table: the menu enables an entry only when its screen exists. */
export const routePaths: ReadonlySet<string> = new Set(routeTable.map((r) => r.path));

// The screens that ask about routes (the menu, the home, links) read them through app/route-table.ts,
// which does not import the pages: listing the table hands it there.
provideRouteTable(routeTable);
