// The sync transport over fetch, shared by the sync worker and the service worker (the same push
// code in both, as docs/architecture.md asks). The bearer token is read at call time from memory; it is
// never written anywhere by this module.
import type { PullAnswer, PullQuery, PushAnswer, PushRequest } from '../src/domain/protocol';
import type { FileUpload } from '../src/data/file-uploads';
import { hashOfRef } from '../src/domain/files';
import { ProtocolError, SyncHttpError, type SyncTransport } from '../src/data/sync-cycle';
import { DEADLINES_MS, timedFetch } from '../src/domain/timed-fetch';

/** A hanging request (captive portal, one bar of signal) counts as offline after this long. */
export const SYNC_REQUEST_TIMEOUT_MS = DEADLINES_MS.sync;

export interface FetchTransportOptions {
  /** Tenant backend as stored (`http://localhost:8787`, `http://app.localhost:8787/c/outra`). */
  backend: string;
  token: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Aborts every request of this transport (a sign-out mid-round). */
  signal?: AbortSignal;
}

export const syncUrl = (backend: string, path: 'push' | 'pull'): string => `${backend.replace(/\/+$/, '')}/api/v1/sync/${path}`;

export function createFetchTransport({ backend, token, fetch: fetchImpl = fetch, timeoutMs = SYNC_REQUEST_TIMEOUT_MS, signal }: FetchTransportOptions): SyncTransport {
  async function call<T>(url: string, init: { method: 'GET' | 'POST'; body?: string | ArrayBuffer; headers?: Record<string, string> }): Promise<T> {
    const bearer = token();
    // No session: the same answer the server would give, so the loop pauses as on an expired token.
    if (!bearer) throw new SyncHttpError(401, { status: 0, message: 'Sessão encerrada.' });
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${bearer}` };
    if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
    Object.assign(headers, init.headers);
    let response: Response;
    let body: unknown;
    try {
      // The deadline covers the body too: a page whose transfer stalls half-way is abandoned.
      response = await timedFetch(url, { method: init.method, headers, body: init.body ?? null, cache: 'no-store', credentials: 'omit', signal }, timeoutMs, fetchImpl);
      body = await response.json().catch((error: unknown) => {
        if (error instanceof DOMException) throw error;
        return undefined;
      });
    } catch (error) {
      // syncCycle reads a TypeError as "offline"; a timeout is the same situation for the user.
      if (error instanceof TypeError) throw error;
      throw new TypeError(error instanceof Error ? error.message : 'Falha de rede.');
    }
    if (!response.ok) throw new SyncHttpError(response.status, body);
    if (body === undefined) throw new ProtocolError();
    return body as T;
  }

  return {
    push: (body: PushRequest) => call<PushAnswer>(syncUrl(backend, 'push'), { method: 'POST', body: JSON.stringify(body) }),
    upload: ({ ref, bytes, mime }: FileUpload) =>
      call<unknown>(`${backend.replace(/\/+$/, '')}/api/v1/files`, { method: 'POST', body: bytes, headers: { 'Content-Type': mime, 'X-Content-SHA256': hashOfRef(ref) } }),
    pull: ({ clientId, cursor, limit }: PullQuery) => {
      const query = new URLSearchParams({ clientId, cursor: String(cursor), limit: String(limit) });
      return call<PullAnswer>(`${syncUrl(backend, 'pull')}?${query}`, { method: 'GET' });
    },
  };
}

/** The server's pt-BR message in an error answer (`{status: 0, message}`), when there is one. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The server's failure code (src/domain/api.ts FailureCode) in an error answer, when there is one. */
export function serverCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
