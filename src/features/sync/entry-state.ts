// Where one queued write stands, in the sync panel's words: waiting, being sent now, or refused
// (with the server's reason). Pure, so the wording is tested without a database.
import { t } from '@lingui/core/macro';
import type { OutboxEntry } from '../../data/tenant-db';
import type { SyncState } from '../../../workers/sync-protocol';

export type EntryStateKind = 'pending' | 'sending' | 'rejected';

export interface EntryState {
  kind: EntryStateKind;
  label: string;
  tone: 'orange' | 'blue' | 'red';
  /** The server's reason for a refusal. */
  reason: string | null;
}

export function entryState(entry: Pick<OutboxEntry, 'status' | 'message'>, sync: Pick<SyncState, 'phase'>): EntryState {
  if (entry.status === 'rejected') return { kind: 'rejected', label: t`Recusada`, tone: 'red', reason: entry.message ?? t`Recusada pelo servidor.` };
  // A push sends every pending write of the round (in order): while it runs, they are on their way.
  if (sync.phase === 'pushing') return { kind: 'sending', label: t`Enviando`, tone: 'blue', reason: null };
  return { kind: 'pending', label: t`Pendente`, tone: 'orange', reason: null };
}

/** "24/11/26, 14:05": when the write was made on this device. */
export const entryTime = (entry: Pick<OutboxEntry, 'at'>): string =>
  new Date(entry.at).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
