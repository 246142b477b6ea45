import { describe, expect, it, vi } from 'vitest';
import { ProtocolError, SyncHttpError } from '../src/data/sync-cycle';
import { createFetchTransport, serverMessage, syncUrl } from './fetch-transport';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const push = { clientId: '0190f0a0-0000-7000-8000-00000000000a', schemaVersion: 1, mutations: [] };

describe('createFetchTransport', () => {
  it('posts the push with the bearer token to {backend}/api/v1/sync/push', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { status: 1, lastSeq: 0, results: [] }));
    const t = createFetchTransport({ backend: 'http://app.localhost:8787/c/outra/', token: () => 'tok', fetch: fetchMock });
    await t.push(push);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('http://app.localhost:8787/c/outra/api/v1/sync/push');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toEqual(push);
  });

  it('pulls with clientId, cursor and limit in the query', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { status: 1 }));
    const t = createFetchTransport({ backend: 'http://localhost:8787', token: () => 'tok', fetch: fetchMock });
    await t.pull({ clientId: 'c', cursor: 12, limit: 1000 });
    expect(fetchMock.mock.calls[0]![0]).toBe(`${syncUrl('http://localhost:8787', 'pull')}?clientId=c&cursor=12&limit=1000`);
  });

  it('throws SyncHttpError with the body on non-2xx, ProtocolError on a non-JSON 2xx, TypeError when the network fails', async () => {
    const answers = [json(401, { status: 0, message: 'Sessão expirada.' }), new Response('<html>', { status: 200 })];
    const t = createFetchTransport({ backend: 'http://x', token: () => 'tok', fetch: async () => answers.shift()! });
    const expired = await t.push(push).catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(SyncHttpError);
    expect((expired as SyncHttpError).status).toBe(401);
    expect(serverMessage((expired as SyncHttpError).body)).toBe('Sessão expirada.');
    await expect(t.push(push)).rejects.toBeInstanceOf(ProtocolError);
    const down = createFetchTransport({ backend: 'http://x', token: () => 'tok', fetch: async () => { throw new TypeError('Failed to fetch'); } });
    await expect(down.push(push)).rejects.toBeInstanceOf(TypeError);
  });

  it('turns a hanging request into a network failure', async () => {
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const t = createFetchTransport({ backend: 'http://x', token: () => 'tok', fetch: hanging as typeof fetch, timeoutMs: 10 });
    await expect(t.push(push)).rejects.toBeInstanceOf(TypeError);
  });

  it('sends nothing without a token (answers like an expired session)', async () => {
    const fetchMock = vi.fn();
    const t = createFetchTransport({ backend: 'http://x', token: () => null, fetch: fetchMock });
    await expect(t.push(push)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
