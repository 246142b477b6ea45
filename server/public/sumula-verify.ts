// GET /public/sumulas/:id (no session): what the QR printed on a confirmed súmula verifies. Answers
// the facts a reader compares with the paper — competition, teams, date and venue, the score that
// stands, who confirmed it and when (and a resolution, if a divergence was settled), the number of
// addenda — and the digest of the confirmed content (src/domain/competitions/sumula/digest.ts),
// whose first characters the QR carries. Nothing else: no events, no people beyond the referee's
// name. The duel's id (a uuid) is the capability, as for any link; the tenant is the host's (or
// /c/{code}), so another tenant's súmula is simply not found. Unconfirmed, divergent or unknown →
// 404 with a pt-BR message. Once confirmed the answer does not change (the súmula is closed:
// src/domain/competitions/sumula/sumula-closed.ts) except for `addenda`, the count of the referee's adendos.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { fail } from '../http/envelope';

export const SUMULA_NOT_FOUND = 'Súmula não encontrada ou ainda não confirmada.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Data = Record<string, unknown>;

export interface SumulaVerification {
  id: string;
  competition: string;
  season: string | null;
  home: string;
  away: string;
  starts_at: string | null;
  venue: string | null;
  home_score: number;
  away_score: number;
  confirmed_at: string;
  confirmed_by: string;
  resolved_at: string | null;
  resolution: string | null;
  addenda: number;
  digest: string;
}

export async function verifySumula(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const tenantId = c.get('tenant').id;
  if (!UUID.test(id)) return fail(c, 404, SUMULA_NOT_FOUND);
  const one = async (collection: string, rowId: unknown): Promise<Data | undefined> => typeof rowId !== 'string' ? undefined
    : (await deps.db.query<{ data: Data }>(`SELECT data FROM records WHERE tenant_id = $1 AND collection = $2 AND id = $3::uuid AND NOT deleted`, [tenantId, collection, rowId]))[0]?.data;
  const duel = await one('duels', id.toLowerCase());
  if (!duel || duel.sumula_status !== 'confirmada' || typeof duel.sumula_digest !== 'string') return fail(c, 404, SUMULA_NOT_FOUND);
  const [competition, home, away] = await Promise.all([one('competitions', duel.competition_id), one('teams', duel.home_team_id), one('teams', duel.away_team_id)]);
  const [referee] = await deps.db.query<{ name: string }>(
    `SELECT COALESCE((SELECT data->>'name' FROM records WHERE tenant_id = $1 AND collection = 'referees' AND NOT deleted AND data->>'user_id' = $2 LIMIT 1),
       (SELECT COALESCE(social_name, name) FROM users WHERE tenant_id = $1 AND id::text = $2)) AS name`,
    [tenantId, String(duel.sumula_by ?? '')],
  );
  const [addenda] = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM records WHERE tenant_id = $1 AND collection = 'dueladendos' AND NOT deleted AND data->>'duel_id' = $2`, [tenantId, duel.id as string]);
  const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
  const sumula: SumulaVerification = {
    id: duel.id as string,
    competition: text(competition?.name) ?? '',
    season: competition?.season == null ? null : String(competition.season),
    home: text(home?.name) ?? '',
    away: text(away?.name) ?? '',
    starts_at: text(duel.starts_at),
    venue: text(duel.venue),
    home_score: duel.home_score as number,
    away_score: duel.away_score as number,
    confirmed_at: duel.sumula_at as string,
    confirmed_by: referee?.name ?? '',
    resolved_at: text(duel.sumula_resolved_at),
    resolution: text(duel.sumula_resolution),
    addenda: addenda?.n ?? 0,
    digest: duel.sumula_digest,
  };
  return c.json({ status: 1, sumula }, 200, { 'Cache-Control': 'no-store' });
}
