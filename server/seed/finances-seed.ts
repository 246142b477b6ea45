// Demo data of finances, tenant demo: the billing settings with a Pix key (so every bill's QR draws),
// the demo athlete's debts in every status — paid (in a paid bill), open (in an open bill), overdue
// (no bill yet), cancelled —, the gestor's entity with an open and a paid bill, a few more people's
// debts, and a monthly recurrence on a membership plan when one exists (registers-seed.ts makes
// them; without one there is nothing to bill). Written through the same mutators a device runs.
import { brasiliaDay } from '../../src/domain/dates';
import { runMutation } from '../../src/domain/mutators/index';
import { BILLING_SETTINGS_ID } from '../../src/domain/finances/settings';
import { derivedId } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { sqlTx } from '../sync/sql-tx';
import { runRecurrence } from '../finances/recurrence-run';

const TENANT = 'demo';
const id = (...parts: string[]) => derivedId('finances-seed', ...parts);

/** Call inside the seed's transaction, after the catalogue, the people and the registers. */
export async function seedFinances(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const users = await tx.query<{ id: string; email: string }>(
    `SELECT id::text AS id, email FROM users WHERE tenant_id = $1 AND email = ANY($2::text[])`,
    [tenant.id, ['admin@demo.test', 'atleta@demo.test', 'gestor@demo.test']],
  );
  const user = (email: string) => users.find((u) => u.email === email)?.id;
  const admin = user('admin@demo.test');
  const athlete = user('atleta@demo.test');
  if (!admin || !athlete) return 0;
  const w = sqlTx(tx, tenant.id, now);
  const ctx = { userId: admin, tenantId: tenant.id, now: now.toISOString() };
  const run = (name: string, args: Record<string, unknown>) => runMutation(w, ctx, name, args);
  const day = (days: number) => brasiliaDay(now, days);

  await run('billingsettings.put', {
    id: BILLING_SETTINGS_ID, pix_key: 'tesouraria@federa.demo', receiver_name: 'Federacao Demo', city: 'Sao Paulo',
    fine_bp: 200, fine_cap_bp: 200, interest_bp_month: 100, instructions: 'Pague pelo Pix até o vencimento; depois, multa de 2 % e juros de 1 % ao mês.',
  });

  const [profile] = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted LIMIT 1`, [tenant.id, athlete],
  );
  let count = 1;
  if (profile) {
    const p = { profile_id: profile.id };
    await run('debts.put', { id: id('anuidade'), ...p, description: 'Anuidade atleta', amount_cents: 18000, due_date: day(-40) });
    await run('debts.put', { id: id('copa'), ...p, description: 'Inscrição Copa Paulista', amount_cents: 9000, due_date: day(15), origin: 'event' });
    await run('debts.put', { id: id('exame'), ...p, description: 'Taxa de exame de faixa', amount_cents: 12000, due_date: day(-10) });
    await run('debts.put', { id: id('carteirinha'), ...p, description: 'Segunda via da carteirinha', amount_cents: 2500, due_date: day(-5), status: 'cancelada' });
    await run('bills.create', { id: id('bill-paga'), ...p, debt_ids: [id('anuidade')] });
    const paid = await w.get('bills', id('bill-paga'));
    await run('bills.pay', { id: id('bill-paga'), amount_cents: 18000, paid_at: day(-42), txid: String(paid?.txid), method: 'pix' });
    await run('bills.create', { id: id('bill-aberta'), ...p, debt_ids: [id('copa')] });
    count += 6;
  }

  const gestor = user('gestor@demo.test');
  const [managed] = gestor
    ? await tx.query<{ association_id: string }>(
      `SELECT data->>'association_id' AS association_id FROM records WHERE tenant_id = $1 AND collection = 'associationmanagers' AND owner_id = $2 AND NOT deleted LIMIT 1`,
      [tenant.id, gestor],
    )
    : [];
  if (managed) {
    const a = { association_id: managed.association_id };
    await run('debts.put', { id: id('entidade-2025'), ...a, description: 'Taxa de filiação da entidade 2025', amount_cents: 45000, due_date: day(-300) });
    await run('debts.put', { id: id('entidade-2026'), ...a, description: 'Taxa de filiação da entidade 2026', amount_cents: 48000, due_date: day(20) });
    await run('debts.put', { id: id('entidade-arbitragem'), ...a, description: 'Taxa de arbitragem — Copa Paulista', amount_cents: 30000, due_date: day(-3) });
    await run('bills.create', { id: id('entidade-paga'), ...a, debt_ids: [id('entidade-2025')] });
    await run('bills.pay', { id: id('entidade-paga'), amount_cents: 20000, paid_at: day(-305), method: 'manual' });
    await run('bills.pay', { id: id('entidade-paga'), amount_cents: 25000, paid_at: day(-301), method: 'manual' });
    await run('bills.create', { id: id('entidade-aberta'), ...a, debt_ids: [id('entidade-2026')] });
    count += 5;
  }

  // A few more people's dues, so the treasurer's lists are not empty.
  const others = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted AND owner_id IS NOT NULL AND owner_id <> $2 ORDER BY id LIMIT 6`,
    [tenant.id, athlete],
  );
  for (const [i, other] of others.entries()) {
    await run('debts.put', { id: id('outro', other.id), profile_id: other.id, description: 'Anuidade atleta', amount_cents: 18000, due_date: day(i % 2 === 0 ? -20 : 25) });
    count++;
  }

  // A monthly recurrence on a membership plan, if the registers' seed made one.
  const [plan] = await tx.query<{ id: string; name: string; amount_cents: number }>(
    `SELECT id::text AS id, data->>'name' AS name, (data->>'amount_cents')::int AS amount_cents FROM records
      WHERE tenant_id = $1 AND collection = 'registermembershipplans' AND NOT deleted AND data->>'period' = 'mensal' ORDER BY id LIMIT 1`,
    [tenant.id],
  );
  if (plan) {
    const recurrence = id('recorrencia', plan.id);
    await run('recurrences.put', {
      id: recurrence, description: plan.name, amount_cents: plan.amount_cents > 0 ? plan.amount_cents : 6000, day_of_month: 10,
      starts_on: `${day(-60).slice(0, 7)}-01`, plan_id: plan.id,
    });
    for (const back of [-30, 0]) count += (await runRecurrence(tx, tenant.id, recurrence, new Date(now.getTime() + back * 86_400_000))).created;
  }
  return count;
}
