import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { appStore } from '../data/app-state';
import { api, ApiError, requestJson } from './http';
import { setNoticeSink, type Notice } from '../lib/notices';
import { sessionStore } from '../data/session';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http', () => {
  let notices: Notice[];
  beforeEach(() => {
    notices = [];
    setNoticeSink((n) => notices.push(n));
    appStore.set({ backend: 'http://api.test/c/demo/' });
    sessionStore.set({ token: 'tok', user: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setNoticeSink(null);
  });

  it('calls {backend}/api/v1{path} with JSON and the bearer token', async () => {
    const fetchMock = vi.fn(async () => json({ status: 1, result: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await api<{ result: { ok: boolean } }>('/auth/me');
    expect(answer.result.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/c/demo/api/v1/auth/me');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends a JSON body as POST and no token when told so', async () => {
    const fetchMock = vi.fn(async () => json({ status: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await requestJson('http://x/y', { body: { a: 1 }, token: null });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns a non-success status into an ApiError and a negative notice with the server message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 0, message: 'Senha incorreta.', errors: { password: 'x' } }, 401)));
    const error = await api('/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 401, message: 'Senha incorreta.', errors: { password: 'x' } });
    expect(notices).toEqual([{ type: 'error', title: 'Senha incorreta.' }]);
  });

  it('treats status 0 on HTTP 200 as a failure too', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 0, message: 'Não.' })));
    await expect(api('/x')).rejects.toMatchObject({ kind: 'status', httpStatus: 200 });
    expect(notices).toHaveLength(1);
  });

  it('lets callers opt out of the notice, e.g. for a 401', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 0, message: 'Sessão expirada.' }, 401)));
    await expect(api('/auth/me', { quiet: (e) => e.httpStatus === 401 })).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([]);
  });

  it('reports a network failure in pt-BR', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(api('/x')).rejects.toMatchObject({ kind: 'network', httpStatus: 0 });
    expect(notices).toEqual([{ type: 'error', title: 'Sem conexão com o servidor.' }]);
  });

  it('rejects without a request when no backend is configured', async () => {
    appStore.set({ backend: null });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/x')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    // Like a real fetch: pending until its signal aborts.
    const stalled = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }));
    vi.stubGlobal('fetch', stalled);
    const error = await api('/auth/me', { timeoutMs: 30, quiet: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', httpStatus: 0, message: 'O servidor não respondeu a tempo. Verifique a conexão.' });
  });

  it('puts a deadline on every call by default', async () => {
    const fetchMock = vi.fn(async () => json({ status: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/configs/common');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });
});
