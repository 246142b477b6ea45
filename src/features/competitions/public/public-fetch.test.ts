// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../../i18n/i18n';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { competitionKey, LIST_KEY, refreshPublic } from './public-fetch';
import { publicStore } from '../../../data/public-store';

const store = publicStore(`test-${process.pid}`);
const backend = 'http://federa.test';
afterEach(() => vi.unstubAllGlobals());
afterAll(async () => {
  await store.delete();
});

const answer = (status: number, body: object) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('refreshPublic', () => {
  it('stores the answer without a session, with when it arrived', async () => {
    const fetch = answer(200, { status: 1, competitions: [{ id: 'x', name: 'Série A' }] });
    vi.stubGlobal('fetch', fetch);
    expect(await refreshPublic(store, LIST_KEY, backend)).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://federa.test/api/v1/public/competitions');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    const stored = await store.snapshots.get(LIST_KEY);
    expect(stored?.data).toEqual({ competitions: [{ id: 'x', name: 'Série A' }] });
    expect(Date.parse(stored!.fetched_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the last copy when the server stalls past the deadline (lie-fi) or the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
    })));
    const started = Date.now();
    // jsdom's AbortSignal.timeout reason is not the browser's TimeoutError: either "no answer" message is right here.
    expect(await refreshPublic(store, LIST_KEY, backend, 50)).toMatch(/^(O servidor não respondeu a tempo|Sem conexão com o servidor)/);
    expect(Date.now() - started).toBeLessThan(2_000);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await refreshPublic(store, LIST_KEY, backend)).toBe('Sem conexão com o servidor.');
    expect((await store.snapshots.get(LIST_KEY))?.data).toEqual({ competitions: [{ id: 'x', name: 'Série A' }] });
  });

  it('forgets a competition the server no longer shows (private or removed)', async () => {
    const key = competitionKey('0b8f5a7e-3d1c-4c2b-9a55-1f2e3d4c5b6a');
    await store.snapshots.put({ key, data: { competition: { id: 'c' } }, fetched_at: new Date().toISOString() });
    vi.stubGlobal('fetch', answer(404, { status: 0, message: 'Competição não encontrada ou não pública.' }));
    expect(await refreshPublic(store, key, backend)).toBe('Competição não encontrada ou não pública.');
    expect(await store.snapshots.get(key)).toBeUndefined();
  });
});
