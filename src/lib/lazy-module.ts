// A module the start-up does not download: loaded on demand (a route's loader awaits it before the
// screen renders), then read synchronously. Components subscribe with useLazyModule and re-render
// once it arrives, so they never suspend: suspending above the router's own boundaries (the root
// layout, the providers around the router) restarts the router's render.
import { useSyncExternalStore } from 'react';

export interface LazyModule<M> {
  /** Downloads once; a failed download (offline before the chunk was cached) may be retried. */
  load(): Promise<M>;
  /** The module if it has arrived. */
  current(): M | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (module) return Promise.resolve(module);
      loading ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The module once loaded (undefined before): re-renders when it arrives, never suspends. */
export function useLazyModule<M>(lazy: LazyModule<M>): M | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.current, lazy.current);
}
