// The tenant's round lock (see sync-engine.ts), shared with the service worker's flush.
import { roundLockName } from './sync-protocol';

/** The slice of the Web Locks API we use (tests pass an in-memory one). */
export interface LocksLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** `navigator.locks` where this context has it (windows, workers, service workers), else null. */
export function webLocks(): LocksLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? (navigator.locks as unknown as LocksLike) : null;
}

/** Runs `fn` while holding the tenant's round lock: never two rounds at once (no lock API: runs at once). */
export function withRoundLock<T>(locks: LocksLike | null, clientCode: string, fn: () => Promise<T>): Promise<T> {
  return locks ? locks.request(roundLockName(clientCode), fn) : fn();
}
