// What the market screens read from the local replica (live queries) and the outbox: markets and
// their windows, the transfers this device holds, the entities' names, the links that say who may act
// (the server decides; these keep a screen from offering what it would refuse) and the server's
// refusals of this user's transfer writes.
import { useTenantData } from '../../data/db-context';
import { readManagedAssociations } from '../../data/managed-associations';
import { userPendingEntries, userRejected } from '../../data/outbox-reads';
import { useReplica } from '../../data/replica';
import { useUser } from '../../data/session';
import type { OutboxEntry } from '../../data/tenant-db';
import { holdsPermission } from '../../domain/access';
import { brasiliaDay, isoDayToBr } from '../../domain/dates';
import { insideWindow, type Window } from '../../domain/markets/rules';
import type { StoredRow } from '../../domain/mutators/types';

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The Brasília day of an instant, DD/MM/AAAA (a commit at 01:00 UTC took effect the evening before there). */
export const brasiliaDayOf = (iso: unknown): string => (typeof iso === 'string' && iso ? isoDayToBr(brasiliaDay(new Date(iso))) : '');

export function useMarkets(): StoredRow[] | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (await db.rows('markets').toArray()).sort((a, b) => str(b.season).localeCompare(str(a.season)) || str(a.name).localeCompare(str(b.name), 'pt-BR')), [db]);
}

export function useWindows(marketId: string | undefined): Window[] | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (marketId ? ((await db.rows('marketwindows').where('market_id').equals(marketId).sortBy('starts_at')) as unknown as Window[]) : []), [db, marketId]);
}

/** Whether a market takes requests at `at` by this device's clock: a preview, the server's clock decides. */
export const openAt = (windows: readonly Window[], at: string): boolean => windows.some((w) => insideWindow(w, at));

export function useTransfer(id: string | undefined): StoredRow | null | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (id ? ((await db.rows('transfers').get(id)) ?? null) : null), [db, id]);
}

/** The transfers this device holds, newest request first, that pass `keep`. */
export function useTransfers(keep: (t: StoredRow) => boolean, deps: readonly unknown[]): StoredRow[] | undefined {
  const { db } = useTenantData();
  return useReplica(async () => (await db.rows('transfers').toArray()).filter(keep).sort((a, b) => str(b.requested_at).localeCompare(str(a.requested_at))), [db, ...deps]);
}

/** Entities by id: the short name when there is one (associations replicate to everyone signed in). */
export function useEntityNames(): ReadonlyMap<string, string> | undefined {
  const { db } = useTenantData();
  return useReplica(async () => new Map((await db.rows('associations').toArray()).map((a) => [a.id, str(a.short_name) || str(a.name)])), [db]);
}

export function useMarketNames(): ReadonlyMap<string, string> | undefined {
  const markets = useMarkets();
  return markets && new Map(markets.map((m) => [m.id, str(m.name)]));
}

export interface Roles {
  federation: boolean;
  /** Entities the signed-in person manages on this device. */
  managed: ReadonlySet<string>;
  /** Login ids of the minors this person is a guardian of (their links on this device). */
  dependants: ReadonlySet<string>;
  userId: string;
}

export function useRoles(): Roles | undefined {
  const { db } = useTenantData();
  const user = useUser();
  const userId = user?.id ?? '';
  const federation = holdsPermission(user, 'markets');
  return useReplica(async () => {
    const managed = new Set((await readManagedAssociations(db, userId)).map((a) => a.id));
    const links = userId ? await db.rows('guardians').where('guardian_user_id').equals(userId).toArray() : [];
    return { federation, managed, dependants: new Set(links.map((l) => str(l.dependant_user_id))), userId };
  }, [db, userId, federation]);
}

const TRANSFER_WRITES = /^transfers\./;

/** This user's transfer writes the server refused, newest first (the request form shows their reasons). */
export function useRefusedTransferWrites(): OutboxEntry[] | undefined {
  const { db, userId } = useTenantData();
  return useReplica(async () => (userId ? (await userRejected(db, userId)).filter((e) => TRANSFER_WRITES.test(e.name)).reverse() : []), [db, userId]);
}

/** Ids of the transfers with a write of this user still waiting for the server. */
export function usePendingTransferIds(): ReadonlySet<string> | undefined {
  const { db, userId } = useTenantData();
  return useReplica(async () => new Set((userId ? await userPendingEntries(db, userId, 500) : [])
    .filter((e) => TRANSFER_WRITES.test(e.name)).map((e) => str(e.args.id))), [db, userId]);
}
