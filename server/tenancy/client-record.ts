// The tenant as the client lookup returns it (ClientRecord, spec §3).
import type { ClientRecord } from '../../src/domain/api';
import type { Tenant } from './tenant';

/** Where the tenant's uploaded files are served, below its backend. */
export const UPLOADS_PATH = '/uploads';

/**
 * `backend` is the API base the client stores: the caller's own origin (tenant host), or that origin
 * plus /c/{code} (connect mode). Logos stored as paths become absolute on the caller's origin, so
 * they load from any page of the app, in connect mode too.
 */
export function toClientRecord(tenant: Tenant, origin: string, backend: string): ClientRecord {
  const absolute = (url: string): string => (url.startsWith('/') && !url.startsWith('//') ? origin + url : url);
  const backendUpload = backend + UPLOADS_PATH;
  return {
    backend,
    backend_upload: backendUpload,
    backend_list: [backend],
    backend_upload_list: [backendUpload],
    code: tenant.code,
    name: tenant.name,
    logos: { light: absolute(tenant.logos.light), dark: absolute(tenant.logos.dark) },
    d: tenant.debt,
    hiddenmodules_identifiers: tenant.hiddenModules,
    public: tenant.isPublic,
    isPublic: tenant.isPublic,
    ai: tenant.ai,
    t9n: tenant.t9n,
    identifier: tenant.identifier,
    color: tenant.color,
  };
}
