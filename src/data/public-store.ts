// The last public answers seen on this device, per tenant, in IndexedDB: a public page renders from
// here through a live query, so a revisit offline shows what was last seen ("atualizado em …"), and a
// stalled server never blocks the page (the stored copy shows at once; the refresh runs behind it).
// Separate from the tenant replica: public pages work without login, and a logout's wipe of the
// replica must not take the visitor's public pages with it.
import Dexie, { type Table } from 'dexie';

export interface PublicSnapshot {
  /** 'list' or 'competition:<id>'. */
  key: string;
  data: unknown;
  /** When this device received it (ISO). */
  fetched_at: string;
}

export class PublicStore extends Dexie {
  declare snapshots: Table<PublicSnapshot, string>;

  constructor(clientCode: string) {
    super(`federa-public-${clientCode}`);
    this.version(1).stores({ snapshots: 'key' });
  }
}

const stores = new Map<string, PublicStore>();

/** One store per tenant (client code), opened once. */
export function publicStore(clientCode: string | null): PublicStore {
  const code = clientCode ?? 'default';
  let store = stores.get(code);
  if (!store) stores.set(code, (store = new PublicStore(code)));
  return store;
}
