import { describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATE, type SyncState } from './sync-protocol';
import { isSyncing, reduceSync, type SyncEvent } from './sync-status';

const run = (events: SyncEvent[], from: SyncState = { ...INITIAL_SYNC_STATE, active: true }) => events.reduce(reduceSync, from);
const offline = { code: 'offline' as const, message: 'Sem conexão com o servidor.' };

describe('reduceSync', () => {
  it('goes pushing → pulling → idle and records the time of a successful round', () => {
    const s1 = run([{ type: 'round-start', initial: false }]);
    expect(s1.phase).toBe('pushing');
    expect(isSyncing(s1)).toBe(true);
    const s2 = reduceSync(s1, { type: 'phase', phase: 'pulling' });
    expect(s2.phase).toBe('pulling');
    const s3 = reduceSync(s2, { type: 'round-end', outcome: 'synced', at: 1000, error: null, retryAt: null });
    expect(s3).toMatchObject({ phase: 'idle', lastSyncAt: 1000, rounds: 1, error: null, initial: null });
    expect(isSyncing(s3)).toBe(false);
  });

  it('tracks the initial download and drops the progress when the round ends', () => {
    const s = run([{ type: 'round-start', initial: true }, { type: 'phase', phase: 'pulling' }, { type: 'page', rows: 1000, pages: 1 }, { type: 'page', rows: 1500, pages: 2 }]);
    expect(s.initial).toEqual({ pages: 2, rows: 1500, total: null });
    expect(reduceSync(s, { type: 'round-end', outcome: 'synced', at: 5, error: null, retryAt: null }).initial).toBeNull();
    // Pages of a later, incremental round are not a "download".
    expect(run([{ type: 'round-start', initial: false }, { type: 'page', rows: 3, pages: 1 }]).initial).toBeNull();
  });

  it('keeps the last success time and the error until the next round settles', () => {
    const failed = run([
      { type: 'round-start', initial: false },
      { type: 'round-end', outcome: 'synced', at: 100, error: null, retryAt: null },
      { type: 'round-start', initial: false },
      { type: 'round-end', outcome: 'offline', at: 200, error: offline, retryAt: 1200 },
    ]);
    expect(failed).toMatchObject({ phase: 'error', lastSyncAt: 100, error: offline, retryAt: 1200, rounds: 2 });
    const retrying = reduceSync(failed, { type: 'round-start', initial: false });
    expect(retrying).toMatchObject({ phase: 'pushing', error: offline, retryAt: null });
    expect(reduceSync(retrying, { type: 'round-end', outcome: 'synced', at: 300, error: null, retryAt: null })).toMatchObject({ error: null, lastSyncAt: 300 });
  });

  it('pauses on 401 until a new token arrives', () => {
    const paused = run([{ type: 'round-start', initial: false }, { type: 'round-end', outcome: 'unauthorized', at: 1, error: { code: 'auth', message: 'Sessão expirada' }, retryAt: null }]);
    expect(paused.phase).toBe('paused-auth');
    expect(reduceSync(paused, { type: 'counts', pending: 3, rejected: 0 }).phase).toBe('paused-auth');
    expect(reduceSync(paused, { type: 'token' })).toMatchObject({ phase: 'idle', error: null });
    // A token does not clear other states.
    const failed = run([{ type: 'round-end', outcome: 'error', at: 1, error: offline, retryAt: 9 }]);
    expect(reduceSync(failed, { type: 'token' })).toBe(failed);
  });

  it('reports update-required as its own phase', () => {
    expect(run([{ type: 'round-end', outcome: 'update-required', at: 1, error: { code: 'update', message: 'Atualize' }, retryAt: null }]).phase).toBe('update-required');
  });

  it('updates counts and the stored sync time, and the network flag only on change', () => {
    const s = run([{ type: 'counts', pending: 2, rejected: 1, lastSyncAt: 42 }]);
    expect(s).toMatchObject({ pending: 2, rejected: 1, lastSyncAt: 42 });
    expect(reduceSync(s, { type: 'counts', pending: 0, rejected: 1 }).lastSyncAt).toBe(42);
    expect(reduceSync(s, { type: 'network', online: true })).toBe(s);
    expect(reduceSync(s, { type: 'network', online: false }).online).toBe(false);
  });

  it('forgets the running state on sign-out but keeps the counts', () => {
    const s = run([{ type: 'counts', pending: 1, rejected: 0 }, { type: 'round-end', outcome: 'error', at: 1, error: offline, retryAt: 9 }, { type: 'session', active: false }]);
    expect(s).toMatchObject({ active: false, phase: 'idle', error: null, retryAt: null, pending: 1 });
    expect(reduceSync(s, { type: 'session', active: true }).active).toBe(true);
  });
});
