// The HTTP wrapper for session calls (spec §7): JSON in and out, bearer token when signed in, and
// the envelope rule: anything but `status: 1` is a failure whose server message becomes a negative
// notice through one common error handler (spec §8) unless the caller opts out.
import { t } from '@lingui/core/macro';
import type { Ok } from '../domain/api';
import { DEADLINES_MS, isTimeout, timedFetch } from '../domain/timed-fetch';
import { appStore } from '../data/app-state';
import { notifyError } from '../lib/notices';
import { sessionStore } from '../data/session';

export type FailureKind = 'network' | 'http' | 'status';

export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    /** HTTP status, 0 when the request never got an answer. */
    readonly httpStatus: number,
    message: string,
    /** Per-field messages (register form) when the server sends them. */
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer token; defaults to the session's. `null` sends none. */
  token?: string | null;
  /** Skip the common error handler: always (`true`) or for some failures. */
  quiet?: boolean | ((error: ApiError) => boolean);
  signal?: AbortSignal;
  /** Deadline of the whole exchange; past it the call fails as a network failure. */
  timeoutMs?: number;
}

/** The common error handler (spec §8): shows the message as a negative notice. */
export function handleApiError(error: ApiError): void {
  notifyError(error.message);
}

export async function requestJson<T extends object = object>(url: string, options: RequestOptions = {}): Promise<Ok & T> {
  try {
    return await send<T>(url, options);
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('network', 0, t`Sem conexão com o servidor.`);
    const quiet = typeof options.quiet === 'function' ? options.quiet(apiError) : options.quiet === true;
    if (!quiet) handleApiError(apiError);
    throw apiError;
  }
}

async function send<T extends object>(url: string, options: RequestOptions): Promise<Ok & T> {
  const token = options.token === undefined ? sessionStore.get().token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await timedFetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    }, options.timeoutMs ?? DEADLINES_MS.request);
  } catch (error) {
    throw failure(error);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    // The deadline also covers the body: a server that sends headers and then stalls.
    if (error instanceof DOMException) throw failure(error);
    throw new ApiError('http', response.status, t`Resposta inesperada do servidor (HTTP ${response.status}).`);
  }
  const envelope = (payload ?? {}) as { status?: unknown; message?: unknown; errors?: unknown };
  if (envelope.status !== 1) {
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : t`Não foi possível concluir a operação.`;
    const errors = typeof envelope.errors === 'object' && envelope.errors !== null ? (envelope.errors as Record<string, string>) : {};
    throw new ApiError(response.ok ? 'status' : 'http', response.status, message, errors);
  }
  return payload as Ok & T;
}

/** The caller's own abort goes through as is; a deadline or a network failure becomes an ApiError. */
function failure(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (isTimeout(error)) return new ApiError('network', 0, t`O servidor não respondeu a tempo. Verifique a conexão.`);
  return new ApiError('network', 0, t`Sem conexão com o servidor.`);
}

/** `${backend}/api/v1${path}` for the current tenant. */
export function apiUrl(path: string, backend: string | null = appStore.get().backend): string {
  if (!backend) throw new ApiError('network', 0, t`Cliente não configurado.`);
  return `${backend.replace(/\/+$/, '')}/api/v1${path}`;
}

export async function api<T extends object = object>(path: string, options?: RequestOptions): Promise<Ok & T> {
  return requestJson<T>(apiUrl(path), options);
}
