// The rules this device can judge before a request leaves it (rules.ts over the replica, by the
// device's clock): the window, the same entity, and, when the device holds the athlete, the interval,
// interstate, season and one-at-a-time rules. A preview: the server judges again by its own clock,
// with what only it knows (another entity's athlete, suspensions).
import { dexieReader } from '../../data/dexie-tx';
import type { TenantDb } from '../../data/tenant-db';
import { rulesOf } from '../../domain/markets/presets';
import { requestRefusals, type Refusal, type Window } from '../../domain/markets/rules';
import { requestFacts } from '../../domain/markets/transfer-facts';

export interface PreviewInput {
  marketId: string;
  /** The athlete's profile when this device holds it. */
  profileId: string | null;
  from: string | null;
  to: string;
  now: string;
  userId: string;
}

export async function previewRefusals(db: TenantDb, input: PreviewInput): Promise<Refusal[]> {
  const tx = dexieReader(db);
  const market = await tx.get('markets', input.marketId);
  if (!market) return [];
  const rules = rulesOf(market.preset);
  const profile = input.profileId ? await tx.get('profiles', input.profileId) : undefined;
  if (profile) {
    const ctx = { userId: input.userId, tenantId: '', now: input.now };
    const parties = { transferId: '', market, profile, fromAssociationId: input.from, toAssociationId: input.to, clubException: false };
    return requestRefusals(rules, await requestFacts(tx, ctx, parties));
  }
  // Without the athlete: only what the market and the two entities say.
  const windows = (await tx.query('marketwindows', 'market_id', input.marketId)) as unknown as Window[];
  return requestRefusals(rules, {
    receivedAt: input.now, windows, amateurOnly: market.amateur_only === true, season: String(market.season),
    fromAssociationId: input.from, toAssociationId: input.to, lastTransferAt: null, interstate: false, clubException: false,
    clubsThisSeason: input.from ? [input.from] : [], openRequests: 0, suspensions: [],
  });
}
