// The sync state as a pure reducer: the worker feeds it events, the page renders the result. Kept
// pure so every transition (and what the indicator shows after it) is unit-tested without timers,
// IndexedDB or a network.
import type { SyncStatus } from '../src/data/sync-cycle';
import type { SyncError, SyncState } from './sync-protocol';

export type SyncEvent =
  /** A session was configured (signed in) or dropped (signed out: nothing syncs, nothing to show). */
  | { type: 'session'; active: boolean }
  /** A fresh token arrived: a sync paused by a 401 may go on. */
  | { type: 'token' }
  | { type: 'network'; online: boolean }
  | { type: 'counts'; pending: number; rejected: number; lastSyncAt?: number | null }
  /** `initial`: the replica never finished a full download (first use, or after a logout wipe). */
  | { type: 'round-start'; initial: boolean }
  | { type: 'phase'; phase: 'pushing' | 'pulling' }
  /** Cumulative figures of this round's pull. */
  | { type: 'page'; rows: number; pages: number }
  | { type: 'round-end'; outcome: SyncStatus; at: number; error: SyncError | null; retryAt: number | null };

const PHASE_AFTER: Record<SyncStatus, SyncState['phase']> = {
  synced: 'idle',
  offline: 'error',
  unauthorized: 'paused-auth',
  'update-required': 'update-required',
  error: 'error',
};

export function reduceSync(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'session':
      if (event.active) return { ...state, active: true };
      return { ...state, active: false, phase: 'idle', initial: null, error: null, retryAt: null };
    case 'token':
      return state.phase === 'paused-auth' ? { ...state, phase: 'idle', error: null } : state;
    case 'network':
      return state.online === event.online ? state : { ...state, online: event.online };
    case 'counts': {
      const next = { ...state, pending: event.pending, rejected: event.rejected };
      if (event.lastSyncAt !== undefined) next.lastSyncAt = event.lastSyncAt;
      return next;
    }
    case 'round-start':
      // The previous error stays visible until this round settles (no flicker on every retry).
      return { ...state, phase: 'pushing', retryAt: null, initial: event.initial ? { pages: 0, rows: 0, total: null } : null };
    case 'phase':
      return { ...state, phase: event.phase };
    case 'page':
      return state.initial ? { ...state, initial: { ...state.initial, rows: event.rows, pages: event.pages } } : state;
    case 'round-end': {
      const synced = event.outcome === 'synced';
      return {
        ...state,
        phase: PHASE_AFTER[event.outcome],
        initial: null,
        rounds: state.rounds + 1,
        lastSyncAt: synced ? event.at : state.lastSyncAt,
        error: synced ? null : event.error,
        retryAt: synced ? null : event.retryAt,
      };
    }
  }
}

/** A round is running (the indicator spins, "Sincronizar agora" waits). */
export const isSyncing = (state: SyncState): boolean => state.phase === 'pushing' || state.phase === 'pulling';
