// Route screens load on demand. Like TanStack's lazyRouteComponent (the router calls `preload`
// before rendering), but without its built-in reload on a missing chunk: reload.ts decides that,
// because it must not reload while offline.
import { createElement, use, type ComponentType, type ReactElement } from 'react';

export type LazyPage = ((props: object) => ReactElement) & { preload: () => Promise<void>; displayName?: string };

export function lazyPage<M, K extends keyof M>(importer: () => Promise<M>, name: K): LazyPage {
  let loading: Promise<void> | undefined;
  let component: ComponentType<object> | undefined;
  let failure: unknown;
  const load = (): Promise<void> => {
    if (component) return Promise.resolve();
    loading ??= importer().then(
      (module) => {
        component = module[name] as ComponentType<object>;
      },
      (error: unknown) => {
        loading = undefined; // a later attempt (after reconnecting) may succeed
        failure = error;
      },
    );
    return loading;
  };
  const Page = (props: object) => {
    if (failure) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    if (!component) use(load());
    if (!component) throw failure ?? new Error(`Missing export ${String(name)}`);
    return createElement(component, props);
  };
  Page.displayName = `Lazy(${String(name)})`;
  Page.preload = load;
  return Page;
}
