// Tenant, common configuration and boot progress (spec §3 "Application configuration").
// Persisted parts are mirrored from storage; available modules come from /configs/common only
// (the service worker keeps its last answer for offline starts).
import type { ClientLogos, ClientRecord, CommonConfig } from '../domain/api';
import { storage } from './storage';
import { createStore, useStore } from '../lib/store';

export type BootPhase = 'tenant' | 'user' | 'ready';

export interface AppState {
  phase: BootPhase;
  /** True once the first boot finished: later phases (connect, retry) must not unmount the router. */
  booted: boolean;
  /** Connect mode (generic host) with no stored client code: the index shows the code form. */
  connectWithoutCode: boolean;
  /** pt-BR message when the tenant could not be resolved and nothing is stored to fall back on. */
  tenantError: string | null;
  /** The start used stored tenant values because the lookup failed (offline start). */
  offlineStart: boolean;
  /** The last lookup answer of this visit (null on an offline start or before the lookup). */
  client: ClientRecord | null;
  clientCode: string | null;
  backend: string | null;
  title: string | null;
  logos: ClientLogos | null;
  colorName: string;
  debt: boolean;
  config: CommonConfig | null;
}

export const DEFAULT_COLOR = 'primary';

export function tenantFromStorage(): Pick<AppState, 'clientCode' | 'backend' | 'title' | 'logos' | 'colorName' | 'debt'> {
  return {
    clientCode: storage.get('client_code'),
    backend: storage.get('backend'),
    title: storage.get('title'),
    logos: storage.get('logos'),
    colorName: storage.get('colorname1') ?? DEFAULT_COLOR,
    debt: storage.get('debt') ?? false,
  };
}

export const appStore = createStore<AppState>({
  phase: 'tenant',
  booted: false,
  connectWithoutCode: false,
  tenantError: null,
  offlineStart: false,
  config: null,
  client: null,
  ...tenantFromStorage(),
});

export const useAppState = (): AppState => useStore(appStore);
export const useAvailableModules = (): readonly string[] =>
  useStore(appStore, (s) => s.config?.available_modules ?? NO_MODULES);
const NO_MODULES: readonly string[] = [];
