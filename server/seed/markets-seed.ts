// Demo transfer markets, for tenant demo only: this season's market (CBCa rules) with its window
// open around the server's start, and last season's (CBFM rules, two windows, closed). Requests in
// every state: pending ones leaving and joining the demo manager's entity (gestor@demo.test sees
// both), refused, cancelled and approved, each approval with its public commit. The approved
// athletes are already at their new entity, as the decision would have left them. Written through
// the records store like the other seeds (same wire rows, same version counter).
import * as v from 'valibot';
import { brasiliaDay } from '../../src/domain/dates';
import { windowOfDays } from '../../src/domain/markets/rules';
import { commitIdOf } from '../../src/domain/markets/transfer-decide';
import { findResource } from '../../src/domain/resources/index';
import { derivedId } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { PROFILED_ACCOUNTS } from './catalog-data';

const TENANT = 'demo';
export const DEMO_OPEN_MARKET = 'Transferências — temporada atual';
export const DEMO_CLOSED_MARKET = 'Transferências — temporada anterior';

type Row = Record<string, unknown> & { id: string };
const checked = (collection: string, row: Row): { collection: string; row: Row } => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

/** Call inside the seed's transaction, after the catalogue, the records and the managers. */
export async function seedMarkets(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const [admin] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'admin@demo.test'`, [tenant.id]);
  const [gestor] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = 'gestor@demo.test'`, [tenant.id]);
  const [sport] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'sports' AND NOT deleted ORDER BY data->>'name' LIMIT 1`, [tenant.id]);
  const [managed] = gestor ? await tx.query<{ a: string }>(
    `SELECT data->>'association_id' AS a FROM records WHERE tenant_id = $1 AND collection = 'associationmanagers' AND owner_id = $2 AND NOT deleted LIMIT 1`, [tenant.id, gestor.id],
  ) : [];
  if (!admin || !sport || !managed) return 0;
  const own = managed.a;
  const others = (await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted AND id <> $2::uuid ORDER BY data->>'name' LIMIT 2`, [tenant.id, own],
  )).map((r) => r.id);
  if (others.length < 2) return 0;
  const [elsewhere, third] = others as [string, string];
  // Verified generated athletes, never a demo account (their screens and journeys start clean).
  const athletes = async (association: string, n: number) => (await tx.query<{ data: Row }>(
    `SELECT r.data FROM records r WHERE r.tenant_id = $1 AND r.collection = 'profiles' AND NOT r.deleted AND r.data->>'association_id' = $2
       AND (r.data->>'verified')::boolean AND r.owner_id NOT IN (SELECT id FROM users WHERE tenant_id = $1 AND lower(email) = ANY($3::text[]))
     ORDER BY r.data->>'cpf' LIMIT $4`, [tenant.id, association, PROFILED_ACCOUNTS, n],
  )).map((r) => r.data);
  const ours = await athletes(own, 3);
  const theirs = await athletes(elsewhere, 3);
  if (ours.length < 3 || theirs.length < 3) return 0;

  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const year = Number(brasiliaDay(now).slice(0, 4));
  const open = derivedId('demo-market', 'open');
  const closed = derivedId('demo-market', 'closed');
  const out: { collection: string; row: Row }[] = [
    checked('markets', { id: open, name: DEMO_OPEN_MARKET, sport_id: sport.id, season: String(year), preset: 'cbca' }),
    checked('marketwindows', { id: derivedId('demo-window', 'open'), market_id: open, ...windowOfDays(brasiliaDay(now, -10), brasiliaDay(now, 20)) }),
    checked('markets', { id: closed, name: DEMO_CLOSED_MARKET, sport_id: sport.id, season: String(year - 1), preset: 'cbfm' }),
    checked('marketwindows', { id: derivedId('demo-window', 'jan'), market_id: closed, ...windowOfDays(`${year - 1}-01-01`, `${year - 1}-01-31`) }),
    checked('marketwindows', { id: derivedId('demo-window', 'jul'), market_id: closed, ...windowOfDays(`${year - 1}-07-01`, `${year - 1}-07-31`) }),
    checked('marketintentions', { id: derivedId('demo-intention', 'interest'), market_id: open, kind: 'interesse', association_id: own, description: 'Procuramos atletas K1 júnior para a equipe de velocidade.' }),
    checked('marketintentions', { id: derivedId('demo-intention', 'available'), market_id: open, kind: 'disponibilidade', profile_id: theirs[2]!.id, user_id: theirs[2]!.user_id, description: 'Disponível para clubes da capital.' }),
  ];

  const transfer = (key: string, market: string, athlete: Row, from: string, to: string, status: string, days: number, extra: Record<string, unknown> = {}): Row => ({
    id: derivedId('demo-transfer', key), market_id: market, profile_id: athlete.id, user_id: athlete.user_id, athlete_name: String(athlete.social_name || athlete.name),
    from_association_id: from, to_association_id: to, status, requested_at: at(days), requested_by: admin.id, made_at: at(days),
    club_answer: 'pendente', club_exception: false, ...extra,
  });
  const decided = (days: number, reason: string | null = null) => ({ decided_at: at(days), decided_by: admin.id, reason });
  const consented = (days: number, athlete: Row) => ({ athlete_consent_at: at(days), athlete_consent_by: athlete.user_id });
  const released = (days: number) => ({ club_answer: 'concedida', club_answered_at: at(days), club_answered_by: admin.id });

  // This season: one leaving the manager's entity (consented, the club to answer), one joining it,
  // one refused, one cancelled, and one approved (the athlete already at the new entity).
  const approvedHere = transfer('open-approved', open, theirs[0]!, third, elsewhere, 'aprovada', -8, { ...consented(-8, theirs[0]!), ...released(-7), ...decided(-6) });
  const rows: Row[] = [
    transfer('open-leaving', open, ours[0]!, own, elsewhere, 'pendente', -2, consented(-2, ours[0]!)),
    transfer('open-joining', open, theirs[1]!, elsewhere, own, 'pendente', -1),
    transfer('open-refused', open, ours[1]!, own, third, 'recusada', -5, { ...consented(-5, ours[1]!), club_answer: 'negada', club_answered_at: at(-4), club_answered_by: admin.id, ...decided(-3, 'Sem a liberação do clube de origem e sem a multa paga.') }),
    transfer('open-cancelled', open, ours[2]!, own, elsewhere, 'cancelada', -4, decided(-3)),
    approvedHere,
  ];
  // Last season: two approvals on the record.
  const lastSeason = (month: number) => new Date(Date.UTC(year - 1, month, 15, 15)).toISOString();
  const approvedLast: Row[] = [
    { ...transfer('closed-approved-1', closed, ours[0]!, third, own, 'aprovada', 0), requested_at: lastSeason(0), made_at: lastSeason(0), ...released(0), decided_at: lastSeason(0), decided_by: admin.id },
    { ...transfer('closed-approved-2', closed, theirs[1]!, third, elsewhere, 'aprovada', 0), requested_at: lastSeason(6), made_at: lastSeason(6), ...released(0), decided_at: lastSeason(6), decided_by: admin.id },
  ];
  for (const t of [approvedHere, ...approvedLast]) {
    const athlete = [...ours, ...theirs].find((p) => p.id === t.profile_id)!;
    t.commit_id = commitIdOf(t.id);
    t.athlete_consent_at ??= t.requested_at;
    t.athlete_consent_by ??= athlete.user_id;
    out.push(checked('marketcommits', {
      id: commitIdOf(t.id), market_id: t.market_id, kind: 'transferencia', transfer_id: t.id, profile_id: athlete.id,
      athlete_name: String(athlete.social_name || athlete.name), from_association_id: t.from_association_id, to_association_id: t.to_association_id,
      effective_at: t.decided_at, decided_by: admin.id, note: null,
    }));
  }
  for (const t of [...rows, ...approvedLast]) out.push(checked('transfers', t));

  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
