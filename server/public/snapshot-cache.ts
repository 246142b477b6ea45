// Public pages are read far more than competitions change: each answer is kept per (tenant, path)
// with the tenant's version counter it was built at (tenant_versions, bumped by every write), and
// served again while the counter has not moved. The counter is read BEFORE the answer is built, so a
// kept answer is never older than its version; a write after it bumps the counter and the next read
// rebuilds. One primary-key read replaces the snapshot's queries; per process, bounded.
import type { Db } from '../db/db';

interface Entry<T> {
  version: number;
  body: T | null;
}

const MAX_ENTRIES = 200;

export class SnapshotCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** The answer for `key` at the tenant's current version: kept, or built by `build` (null: not found). */
  async get(db: Db, tenantId: string, key: string, build: () => Promise<T | null>): Promise<T | null> {
    const [row] = await db.query<{ version: string | number }>('SELECT version FROM tenant_versions WHERE tenant_id = $1', [tenantId]);
    const version = Number(row?.version ?? 0);
    const cacheKey = `${tenantId}\u0000${key}`;
    const kept = this.entries.get(cacheKey);
    if (kept && kept.version === version) {
      // Most recently used last: the first key is the one to evict.
      this.entries.delete(cacheKey);
      this.entries.set(cacheKey, kept);
      return kept.body;
    }
    const body = await build();
    this.entries.delete(cacheKey);
    this.entries.set(cacheKey, { version, body });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return body;
  }
}
