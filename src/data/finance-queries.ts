// The finances screens' reads over the local replica (offline): a bill with its payments, debts and
// the tenant's billing settings (what its Pix code is built from), a person's or an entity's bills
// and open debts, a recurrence's debts.
import type { StoredRow } from '../domain/mutators/types';
import type { TenantDb } from './tenant-db';

const rows = (list: unknown[]): StoredRow[] => list as StoredRow[];

export interface BillBundle {
  bill: StoredRow;
  payments: StoredRow[];
  debts: StoredRow[];
  settings: StoredRow | undefined;
}

/** A bill and what its page shows; null when this device does not hold it. */
export async function readBill(db: TenantDb, id: string): Promise<BillBundle | null> {
  const bill = (await db.rows('bills').get(id)) as StoredRow | undefined;
  if (!bill) return null;
  const payments = rows(await db.rows('billpayments').where('bill_id').equals(id).toArray())
    .sort((a, b) => String(a.paid_at).localeCompare(String(b.paid_at)));
  const ids = Array.isArray(bill.debt_ids) ? (bill.debt_ids as string[]) : [];
  const debts = rows((await db.rows('debts').bulkGet(ids)).filter(Boolean));
  return { bill, payments, debts, settings: await readBillingSettings(db) };
}

export async function readBillingSettings(db: TenantDb): Promise<StoredRow | undefined> {
  return (await db.rows('billingsettings').toCollection().first()) as StoredRow | undefined;
}

const byDueDesc = (a: StoredRow, b: StoredRow) => String(b.due_date).localeCompare(String(a.due_date));

/** The signed-in person's bills (owner rows), latest due date first. */
export async function readOwnBills(db: TenantDb, userId: string): Promise<StoredRow[]> {
  return rows(await db.rows('bills').where('user_id').equals(userId).toArray()).sort(byDueDesc);
}

/** An entity's bills and debts (its managers replicate them). */
export async function readEntityFinances(db: TenantDb, associationId: string): Promise<{ bills: StoredRow[]; debts: StoredRow[]; association: StoredRow | undefined }> {
  const [bills, debts, association] = await Promise.all([
    db.rows('bills').where('association_id').equals(associationId).toArray(),
    db.rows('debts').where('association_id').equals(associationId).toArray(),
    db.rows('associations').get(associationId),
  ]);
  return { bills: rows(bills).sort(byDueDesc), debts: rows(debts).sort(byDueDesc), association: association as StoredRow | undefined };
}

/** A payer's debts still to bill: open, not in an open bill. */
export async function readOpenDebts(db: TenantDb, payer: { profileId?: string; associationId?: string }): Promise<StoredRow[]> {
  let list: StoredRow[] = [];
  if (payer.associationId) list = rows(await db.rows('debts').where('association_id').equals(payer.associationId).toArray());
  else if (payer.profileId) {
    const profile = (await db.rows('profiles').get(payer.profileId)) as StoredRow | undefined;
    const userId = typeof profile?.user_id === 'string' ? profile.user_id : null;
    list = userId ? rows(await db.rows('debts').where('user_id').equals(userId).toArray()).filter((d) => d.profile_id === payer.profileId) : [];
  }
  const open = list.filter((d) => (d.status ?? 'aberta') === 'aberta');
  const billIds = [...new Set(open.map((d) => d.bill_id).filter((b): b is string => typeof b === 'string' && b !== ''))];
  const bills = rows((await db.rows('bills').bulkGet(billIds)).filter(Boolean));
  const openBill = new Set(bills.filter((b) => b.status === 'aberta').map((b) => b.id));
  return open.filter((d) => !(typeof d.bill_id === 'string' && openBill.has(d.bill_id))).sort((a, b) => String(a.due_date).localeCompare(String(b.due_date)));
}

/** The debts a recurrence made, latest period first. */
export async function readRecurrenceDebts(db: TenantDb, recurrenceId: string): Promise<StoredRow[]> {
  return rows(await db.rows('debts').where('recurrence_id').equals(recurrenceId).toArray()).sort(byDueDesc);
}

/** Bills by txid (the reconciliation screen matches a statement's lines to them). */
export async function readBillsByTxid(db: TenantDb, txids: readonly string[]): Promise<Map<string, StoredRow>> {
  const list = rows(await db.rows('bills').where('txid').anyOf([...new Set(txids.map((x) => x.toUpperCase()))]).toArray());
  return new Map(list.map((b) => [String(b.txid), b]));
}

/** Names of people and entities by id (the payer's name on a bill). */
export async function readNames(db: TenantDb, profileIds: readonly string[], associationIds: readonly string[]): Promise<Map<string, string>> {
  const [profiles, associations] = await Promise.all([
    db.rows('profiles').bulkGet([...new Set(profileIds)]),
    db.rows('associations').bulkGet([...new Set(associationIds)]),
  ]);
  const out = new Map<string, string>();
  for (const p of [...profiles, ...associations] as (StoredRow | undefined)[]) if (p) out.set(p.id, String(p.name ?? ''));
  return out;
}
