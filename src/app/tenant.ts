// Tenant resolution (spec §4 step 2). On a generic host ("connect mode") the tenant comes from the
// stored client code; on any other host from the host name. The pure parts take their inputs as
// arguments so the tests can drive every branch.
import { t } from '@lingui/core/macro';
import type { ClientRecord } from '../domain/api';
import { isGenericHost, PRODUCT } from '../domain/tenancy';
import { ApiError } from './http';
import type { TypedStorage } from '../data/storage';

export interface PageLocation { origin: string; hostname: string }

export type LookupQuery = { host: string } | { code: string };

export type TenantPlan = { kind: 'connect-missing' } | { kind: 'lookup'; query: LookupQuery };

/** Which lookup to make, or none when connect mode has no client code yet. */
export function planTenant(location: PageLocation, clientCode: string | null): TenantPlan {
  if (isGenericHost(location.hostname)) {
    return clientCode ? { kind: 'lookup', query: { code: clientCode } } : { kind: 'connect-missing' };
  }
  return { kind: 'lookup', query: { host: location.hostname } };
}

/** `GET {origin}/api/v1/federa/client?host=…|code=…` (spec §7: the default backend is this origin). */
export function clientLookupUrl(origin: string, query: LookupQuery): string {
  const search = 'code' in query ? `code=${encodeURIComponent(query.code)}` : `host=${encodeURIComponent(query.host)}`;
  return `${origin}/api/v1/${PRODUCT}/client?${search}`;
}

/** Spec §4 "Backend reset": clears backend, title, accessibility, register; colour back to primary. */
export function resetBackend(storage: TypedStorage): void {
  storage.remove('backend', 'title', 'accessibility', 'register');
  storage.set('colorname1', 'primary');
}

export function storeClient(storage: TypedStorage, client: ClientRecord): void {
  storage.set('backend', client.backend);
  storage.set('backend_list', client.backend_list ?? []);
  storage.set('backend_upload', client.backend_upload);
  storage.set('backend_upload_list', client.backend_upload_list ?? []);
  storage.set('logos', client.logos);
  storage.set('title', client.name);
  storage.set('colorname1', client.color || 'primary');
  storage.set('debt', Boolean(client.d));
  storage.set('client_code', client.code);
}

export type FetchClient = (url: string) => Promise<ClientRecord>;

export type TenantOutcome =
  /** Connect mode without a usable code: show the code form (message when a stored code was refused). */
  | { kind: 'connect'; message: string | null }
  | { kind: 'resolved'; client: ClientRecord }
  /** Lookup unreachable but a backend is stored: start with the stored values. */
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

export interface ResolveDeps {
  location: PageLocation;
  storage: TypedStorage;
  fetchClient: FetchClient;
}

/** The server could not be reached or is failing, as opposed to answering "no such client". */
const isUnreachable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.kind === 'network' || error.httpStatus >= 500;

export async function resolveTenant({ location, storage, fetchClient }: ResolveDeps): Promise<TenantOutcome> {
  const plan = planTenant(location, storage.get('client_code'));
  if (plan.kind === 'connect-missing') {
    resetBackend(storage);
    return { kind: 'connect', message: null };
  }
  try {
    const client = await fetchClient(clientLookupUrl(location.origin, plan.query));
    storeClient(storage, client);
    return { kind: 'resolved', client };
  } catch (error) {
    if (isUnreachable(error)) {
      if (storage.get('backend')) return { kind: 'offline' };
      return { kind: 'failed', message: t`Sem conexão com o servidor. Conecte-se à internet para o primeiro acesso.` };
    }
    const message = error instanceof Error ? error.message : t`Cliente não encontrado.`;
    if ('code' in plan.query) {
      // A stored code the server no longer knows: forget it and ask again.
      storage.remove('client_code');
      resetBackend(storage);
      return { kind: 'connect', message };
    }
    return { kind: 'failed', message };
  }
}
