// Network status (spec §3 "network status": connected, connection type), following the browser's
// online/offline events (spec §4 "Connection").
import { createStore, useStore } from '../lib/store';

export interface NetworkState { connected: boolean; connectionType: string | null }

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string; type?: string } };

const read = (): NetworkState => {
  if (typeof navigator === 'undefined') return { connected: true, connectionType: null };
  const connection = (navigator as NavigatorWithConnection).connection;
  return { connected: navigator.onLine, connectionType: connection?.type ?? connection?.effectiveType ?? null };
};

export const networkStore = createStore<NetworkState>(read());

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => networkStore.set(read()));
  window.addEventListener('offline', () => networkStore.set(read()));
}

export const isOnline = (): boolean => networkStore.get().connected;
export const useOnline = (): boolean => useStore(networkStore, (s) => s.connected);
