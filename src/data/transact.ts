// Transactions whose tables do not depend on Dexie's "zone".
//
// `db.outbox.add()` inside `db.transaction(...)` finds the open transaction through a zone that
// Dexie carries across native awaits by echoing it a bounded number of times (ZONE_ECHO_LIMIT, 100
// per expected await), a budget that other code's microtasks on the page use up too. A mutator's
// rule checks are dozens of awaits on plain async functions; with live queries re-running beside
// it, the budget ran out mid-mutation in Chromium: the writes after that point went into
// transactions of their own, the outer one committed with nothing left to do and Dexie threw
// "Transaction committed too early". The person saw a save that did nothing (CI of stop 32,
// e2e/forms-lists.spec.ts), and a write could have been split in two.
//
// The cure is to not need the zone: the callback gets a view of the database whose every table is
// bound to the transaction object (Dexie's Transaction.table), so each request goes to that
// transaction wherever the await chain has wandered. Inside `work`, use the view it is given, never
// the outer `db`.
import type { Table, Transaction } from 'dexie';
import type { TenantDb } from './tenant-db';

/** `db` seen through `tx`: its tables (`db.outbox`, `db.rows(c)`, `db.table(n)`) are bound to `tx`. */
export function boundTo(db: TenantDb, tx: Transaction): TenantDb {
  const stores = new Set(tx.storeNames);
  const all = new Set(db.tables.map((t) => t.name));
  // A table outside the transaction would silently open a transaction of its own: refuse it.
  const table = (name: string) => {
    if (!stores.has(name)) throw new Error(`Table ${name} not part of transaction`);
    return tx.table(name);
  };
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'table') return table;
      if (typeof prop === 'string' && all.has(prop)) return table(prop);
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

/** Runs `work` in one transaction over `tables`, handing it the database bound to that transaction. */
export function transact<T>(db: TenantDb, mode: 'r' | 'rw', tables: Table[], work: (db: TenantDb, tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(mode, tables, async (tx) => await work(boundTo(db, tx), tx));
}
