// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule } from './lazy-module';

afterEach(cleanup);

describe('lazyModule', () => {
  it('imports once, on demand, and hands the same module to every caller', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const lazy = lazyModule(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(lazy.current()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.current()).toBe(a);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download (offline before the chunk was cached)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue({ ok: true });
    const lazy = lazyModule<{ ok: boolean }>(importer);
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    await expect(lazy.load()).resolves.toEqual({ ok: true });
  });

  it('re-renders its readers when the module arrives, without suspending', async () => {
    const lazy = lazyModule(async () => ({ Label: () => <p>chegou</p> }));
    function Reader() {
      const loaded = useLazyModule(lazy);
      return loaded ? <loaded.Label /> : <p>ainda não</p>;
    }
    render(<Reader />);
    expect(screen.getByText('ainda não')).toBeTruthy();
    await act(async () => {
      await lazy.load();
    });
    expect(screen.getByText('chegou')).toBeTruthy();
  });
});
