// Retention and erasure of the public register requests (POST /public/registers/requests), which
// hold a name, CPF, birth date and e-mail of someone who may have no account, so neither their data
// export nor the anonymisation of a person can reach them (LGPD arts. 15, 16 and 18, IV/VI):
// - an open request nobody decided in OPEN_DAYS expires: closed (recusado) with a reason that says so;
// - a decided request (approved, refused or expired) loses those four fields DECIDED_DAYS after the
//   decision: approved, they live on in the person's own profile (covered by their erasure);
//   refused, their purpose is over. Status, history, type, entity and role stay: the audit;
// - on the person's request, a holder of `users` erases one at once (POST
//   /privacy/public-requests/{id}/erase), closing it if still open.
// The daily job runs in the server process like the recurrences (startPeriodic).
import { REGISTER_PUBLIC_KIND } from '../../src/domain/approvals/register-kinds';
import type { StoredRow } from '../../src/domain/mutators/index';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { startPeriodic } from '../periodic';
import { PUBLIC_REQUESTER } from '../public/register-requests';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';

export const PUBLIC_REQUEST_RETENTION = { openDays: 90, decidedDays: 30 } as const;

export const PUBLIC_REQUEST_MSG = {
  expired: `Expirado: o pedido não foi analisado em ${PUBLIC_REQUEST_RETENTION.openDays} dias. Faça um novo pedido se ainda quiser o registro.`,
  erased: 'Encerrado: os dados pessoais do pedido foram apagados a pedido do titular (LGPD).',
  notFound: 'Pedido de registro público não encontrado.',
} as const;

/** What identifies the person in a public request; the rest (type, entity, role, the ids drawn) is the audit. */
const PERSONAL = ['name', 'cpf', 'birthdate', 'email'] as const;
const DAY = 86_400_000;

const isOpen = (row: StoredRow): boolean => row.status === 'pendente' || row.status === 'devolvido';
const isScrubbed = (row: StoredRow): boolean => (row.proposed as Record<string, unknown> | undefined)?.anonimizado === true;

function closed(row: StoredRow, by: string, at: string, reason: string): StoredRow {
  const history = Array.isArray(row.history) ? row.history : [];
  return { ...row, status: 'recusado', reviewed_by: by, reviewed_at: at, reason, history: [...history, { status: 'recusado', by, at, reason }] };
}

function scrubbed(row: StoredRow): StoredRow {
  const proposed = { ...(row.proposed as Record<string, unknown>) };
  for (const field of PERSONAL) delete proposed[field];
  return { ...row, proposed: { ...proposed, anonimizado: true }, before: null };
}

const publicRequests = `collection = 'approvals' AND NOT deleted AND data->>'kind' = '${REGISTER_PUBLIC_KIND}' AND data->'proposed'->>'anonimizado' IS NULL`;
/** Open and asked before `$open`, or decided before `$decided` (the placeholders' numbers). */
const due = (open: number, decided: number) => `((data->>'status' IN ('pendente', 'devolvido') AND (data->>'requested_at')::timestamptz < $${open})
  OR (data->>'status' IN ('aprovado', 'recusado') AND (data->>'reviewed_at')::timestamptz < $${decided}))`;

export interface RetentionResult { expired: number; scrubbed: number }

/** One pass over every tenant: expires what waited too long, scrubs what was decided long enough ago. */
export async function applyPublicRequestRetention(db: Db, now: Date): Promise<RetentionResult> {
  const openBefore = new Date(now.getTime() - PUBLIC_REQUEST_RETENTION.openDays * DAY);
  const decidedBefore = new Date(now.getTime() - PUBLIC_REQUEST_RETENTION.decidedDays * DAY);
  const tenants = await db.query<{ tenant_id: string }>(
    `SELECT DISTINCT tenant_id::text AS tenant_id FROM records WHERE ${publicRequests} AND ${due(1, 2)}`,
    [openBefore, decidedBefore],
  );
  const result: RetentionResult = { expired: 0, scrubbed: 0 };
  const at = now.toISOString();
  for (const { tenant_id: tenantId } of tenants) {
    await db.tx(async (tx) => {
      await lockTenantVersion(tx, tenantId);
      const rows = await tx.query<{ data: StoredRow }>(`SELECT data FROM records WHERE tenant_id = $1 AND ${publicRequests} AND ${due(2, 3)}`, [tenantId, openBefore, decidedBefore]);
      const writes = rows.map(({ data }) => {
        if (isOpen(data)) {
          result.expired++;
          return closed(data, PUBLIC_REQUESTER, at, PUBLIC_REQUEST_MSG.expired);
        }
        result.scrubbed++;
        return scrubbed(data);
      });
      await writeRecords(tx, tenantId, writes.map((row) => toRecordWrite({ collection: 'approvals', id: row.id, row })), now);
    });
  }
  return result;
}

/** The person asked: the request loses its personal data now (closed first when still open). */
export async function erasePublicRequest(db: Db, tenantId: string, id: string, reviewerId: string, now: Date): Promise<{ already: boolean }> {
  return db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId);
    const [found] = await tx.query<{ data: StoredRow }>(
      `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'approvals' AND id = $2 AND NOT deleted AND data->>'kind' = '${REGISTER_PUBLIC_KIND}'`,
      [tenantId, id],
    );
    if (!found) throw new ApiError(404, PUBLIC_REQUEST_MSG.notFound);
    if (isScrubbed(found.data)) return { already: true };
    const row = isOpen(found.data) ? closed(found.data, reviewerId, now.toISOString(), PUBLIC_REQUEST_MSG.erased) : found.data;
    await writeRecords(tx, tenantId, [toRecordWrite({ collection: 'approvals', id, row: scrubbed(row) })], now);
    return { already: false };
  });
}

/** The daily pass: an unref'd timer, first two minutes after start, then every `everyMs` (6 h). */
export function startPublicRequestRetention(db: Db, now: () => Date = () => new Date(), everyMs = 6 * 3_600_000, firstAfterMs = 120_000): () => void {
  return startPeriodic(async () => {
    const { expired, scrubbed: done } = await applyPublicRequestRetention(db, now());
    if (expired + done > 0) console.log(`[federa] pedidos públicos de registro: ${expired} expirado(s), ${done} com dados pessoais apagados`);
  }, { everyMs, firstAfterMs, failure: 'retenção dos pedidos públicos de registro falhou' });
}
