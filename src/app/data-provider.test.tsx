// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTenantData } from '../data/db-context';
import type { TenantDb } from '../data/tenant-db';
import { appStore } from '../data/app-state';
import { DataProvider } from './data-provider';
import { useLazyModule } from '../lib/lazy-module';
import { dataRuntime } from './route-chunks';
import { sessionStore } from '../data/session';

let seen: TenantDb | null = null;
function Probe() {
  const { db, userId } = useTenantData();
  seen = db;
  return <p>{`${db.name} ${userId ?? 'anon'}`}</p>;
}

afterEach(() => {
  cleanup();
  appStore.set({ clientCode: null });
  sessionStore.set({ token: null, user: null });
});

describe('DataProvider', () => {
  it('holds no database until a route has loaded the data chunk, and does not remount the screens when it arrives', async () => {
    appStore.set({ clientCode: 'dp-lazy' });
    let mounts = 0;
    function Screen() {
      const loaded = useLazyModule(dataRuntime);
      useEffect(() => void mounts++, []);
      return loaded ? <Probe /> : <p>sem banco</p>;
    }
    render(<DataProvider><Screen /></DataProvider>);
    expect(screen.getByText('sem banco')).toBeTruthy();
    await act(async () => {
      await dataRuntime.load();
    });
    expect(screen.getByText('federa-dp-lazy anon')).toBeTruthy();
    expect(mounts).toBe(1);
    await seen!.delete();
  });

  it('opens the tenant database with the signed-in user, and replaces it when the tenant changes', async () => {
    appStore.set({ clientCode: 'dp-one' });
    render(<DataProvider><Probe /></DataProvider>);
    expect(screen.getByText('federa-dp-one anon')).toBeTruthy();
    const first = seen!;
    await act(async () => {
      await first.open();
    });
    expect(first.isOpen()).toBe(true);

    act(() => sessionStore.set({ token: 't', user: { id: 'u-1', name: 'Ana' } as never }));
    expect(screen.getByText('federa-dp-one u-1')).toBeTruthy();
    expect(seen).toBe(first);

    act(() => appStore.set({ clientCode: 'dp-two' }));
    expect(screen.getByText('federa-dp-two u-1')).toBeTruthy();
    expect(seen).not.toBe(first);
    expect(first.isOpen()).toBe(false);
    await seen!.delete();
  });

  it('renders its children without a database while no tenant is known', () => {
    render(<DataProvider><p>sem cliente</p></DataProvider>);
    expect(screen.getByText('sem cliente')).toBeTruthy();
  });
});
