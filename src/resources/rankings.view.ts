// The screens of rankings (Ranking); its declaration is src/domain/resources/rankings.ts. A ranking's
// page shows its table above the fields.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const RankingTable = lazy(() => import('../features/competitions/admin/ranking-table').then((m) => ({ default: m.RankingTable })));

export const view = defineView({ key: 'rankings', route: '/rankings', columns: ['name', 'sport_id', 'season'], showActions: RankingTable });
