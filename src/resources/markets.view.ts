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
    // Written only by the federation's decision: listed and shown, never created or edited here.
    { resource: 'marketcommits', path: `${BASE}/$market_id/commits`, parents: [market('market_id')], screens: ['show'] },
    { resource: 'marketintentions', path: `${BASE}/$market_id/intentions`, parents: [market('market_id')] },
    { resource: 'transfers', path: `${BASE}/$market_id/transfers`, parents: [market('market_id')], screens: ['show'] },
  ],
});
