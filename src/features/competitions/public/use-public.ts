// A public answer for a page: the stored copy at once (live query), and one background refresh per
// visit. `stored` is undefined while IndexedDB is read, null when this device never saw the page.
import { useReplica } from '../../../data/replica';
import { useEffect, useState } from 'react';
import { useAppState } from '../../../data/app-state';
import { refreshPublic } from './public-fetch';
import { publicStore, type PublicSnapshot } from '../../../data/public-store';

export interface PublicAnswer {
  stored: PublicSnapshot | null | undefined;
  refreshing: boolean;
  /** Why the last refresh failed (pt-BR), null when it did not. */
  error: string | null;
}

export function usePublic(key: string): PublicAnswer {
  const { clientCode, backend } = useAppState();
  const store = publicStore(clientCode);
  const stored = useReplica(async () => (await store.snapshots.get(key)) ?? null, [store, key]);
  const [state, setState] = useState<{ key: string; refreshing: boolean; error: string | null }>({ key, refreshing: true, error: null });
  useEffect(() => {
    let live = true;
    setState({ key, refreshing: true, error: null });
    void refreshPublic(store, key, backend).then((error) => {
      if (live) setState({ key, refreshing: false, error });
    });
    return () => {
      live = false;
    };
  }, [store, key, backend]);
  return { stored, refreshing: state.key === key && state.refreshing, error: state.key === key ? state.error : null };
}
