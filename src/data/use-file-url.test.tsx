// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from './app-state';
import { sessionStore } from './session';
import { TenantDbProvider } from './db-context';
import { keepFile, useFileUrl } from './files';
import { openTenantDb, type TenantDb } from './tenant-db';

let db: TenantDb;
let n = 0;
const urls: Blob[] = [];
beforeEach(() => {
  db = openTenantDb(`fileurl-${process.pid}-${++n}`);
  URL.createObjectURL = vi.fn((blob: Blob) => (urls.push(blob), `blob:test/${urls.length}`));
  URL.revokeObjectURL = vi.fn();
  appStore.set({ ...appStore.get(), backend: 'http://localhost:8787' });
  sessionStore.set({ token: 'tok', user: null });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});
const wrapper = ({ children }: { children: ReactNode }) => <TenantDbProvider db={db} userId={null}>{children}</TenantDbProvider>;

describe('useFileUrl', () => {
  it('shows a photo kept on this device (offline) from the local copy, without the network', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const ref = await keepFile(db, new Blob([new Uint8Array([0xff, 0xd8, 1])], { type: 'image/jpeg' }), { kind: 'image' });
    const { result } = renderHook(() => useFileUrl(ref, 'card'), { wrapper });
    await waitFor(() => expect(result.current).toMatch(/^blob:test\//));
    expect(urls.at(-1)?.type).toBe('image/jpeg');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("fetches another device's photo with the session, once, and keeps it for offline use", async () => {
    const ref = `files/${'d'.repeat(64)}`;
    const fetchSpy = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const { result } = renderHook(() => useFileUrl(ref, 'thumb'), { wrapper });
    await waitFor(() => expect(result.current).toMatch(/^blob:test\//));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`http://localhost:8787/api/v1/files/${'d'.repeat(64)}/thumb`);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.signal).toBeInstanceOf(AbortSignal); // a deadline
    expect(await db.files.get(`${ref}#thumb`)).toMatchObject({ status: 'cached', mime: 'image/jpeg' });
  });

  it('resolves a value that is not a file reference as before (demo photos, web addresses)', () => {
    const { result } = renderHook(() => useFileUrl('https://example.org/a.jpg'), { wrapper });
    expect(result.current).toBe('https://example.org/a.jpg');
  });
});
