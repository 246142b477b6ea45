// Rebase: the replica is always "server state + effects of the writes the server has not confirmed
// yet". The server state is recoverable because every key a local write touches has its server
// version saved in `serverRows` before the first local overwrite (dexie-tx.ts). So:
//   revertLocal   restores those saved rows → the replica is pure server state again;
//   (the caller applies a pulled page, drops confirmed outbox entries, or drops a rejected one)
//   replayPending re-runs the remaining pending/acked mutations in creation order, which saves fresh
//                 shadows as it writes.
// All of it runs inside the caller's one Dexie transaction, so no screen ever sees the
// intermediate server-only state (no flicker) and a crash leaves the previous consistent state.
import { createOverlay, isMutationError, runMutation } from '../domain/mutators/index';
import type { StoredRow, Write } from '../domain/mutators/index';
import { dexieReader, applyWrites, writeRows } from './dexie-tx';
import { drainPacks } from './packs';
import type { TenantDb } from './tenant-db';

/** True when the replica holds effects of unconfirmed writes (a rebase is needed around a page). */
export async function hasLocalEffects(db: TenantDb): Promise<boolean> {
  if ((await db.serverRows.count()) > 0) return true;
  return (await db.outbox.where('status').anyOf('pending', 'acked').count()) > 0;
}

export async function revertLocal(db: TenantDb): Promise<void> {
  await drainPacks(db); // mutators about to run (replay) must see every pulled row
  const shadows = await db.serverRows.toArray();
  const writes: Write[] = shadows.map((s) => ({ collection: s.collection, id: s.id, row: s.row as StoredRow | null }));
  await writeRows(db, writes);
  await db.serverRows.clear();
}

/**
 * Re-runs unconfirmed writes over the current replica. A mutation that no longer applies locally
 * (a domain rule now refuses it) is skipped here but stays queued: the server has the last word and
 * its answer will reach the sync panel.
 */
export async function replayPending(db: TenantDb): Promise<void> {
  const entries = await db.outbox.where('status').anyOf('pending', 'acked').toArray();
  entries.sort((a, b) => a.id! - b.id!);
  for (const entry of entries) {
    const overlay = createOverlay(dexieReader(db));
    try {
      await runMutation(overlay.tx, { userId: entry.userId, tenantId: db.tenant, now: entry.at }, entry.name, entry.args);
    } catch (error) {
      if (isMutationError(error)) continue;
      throw error;
    }
    await applyWrites(db, overlay.writes());
  }
}

export async function rebase(db: TenantDb): Promise<void> {
  await revertLocal(db);
  await replayPending(db);
}
