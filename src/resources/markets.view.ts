// The screens of markets (Mercado); its declaration is src/domain/resources/markets.ts.
// Under a market (spec §2.9): its windows, its public record (commits), its intentions and its
// transfer requests.
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

const BASE = '/competitions/markets';
const market = (param: string): NestedParent => ({ param, resource: 'markets', field: 'market_id', href: `${BASE}/show/$${param}` });

export const view = defineView({
  key: 'markets',
  route: BASE,
  columns: ['name', 'sport_id', 'season', 'preset'],
  nested: [
    { resource: 'marketwindows', path: `${BASE}/$parent_id/windows`, parents: [market('parent_id')] },
    // Written only by the federation's decision: listed here, never created or edited; each row opens
    // the top-level commits/{commit_id} (src/features/markets, routes/markets.ts), as do intentions.
    { resource: 'marketcommits', path: `${BASE}/$market_id/commits`, parents: [market('market_id')], screens: [], showBase: `${BASE}/commits/$row_id` },
    { resource: 'marketintentions', path: `${BASE}/$market_id/intentions`, parents: [market('market_id')], screens: ['create', 'edit'], showBase: `${BASE}/intentions/$row_id` },
    // Rows open the hand-written transfer page (timeline, actions): src/features/markets.
    { resource: 'transfers', path: `${BASE}/$market_id/transfers`, parents: [market('market_id')], screens: [], showBase: `${BASE}/transfers/$row_id` },
  ],
});
