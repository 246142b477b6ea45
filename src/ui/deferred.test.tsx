// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';
import { themeRecipes } from './theme-loader';

afterEach(cleanup);
// A deferred part also waits for the rest of the theme (its recipes); in the app a route has
// usually loaded it. Loaded here first, so the wait below is the part's own (the first import of
// Chakra's theme module alone takes longer than findByText's second on a busy machine).
beforeAll(() => themeRecipes.load(), 30_000);

describe('deferred', () => {
  it('downloads the component the first time it is wanted, and keeps it mounted after', async () => {
    const Panel = ({ open }: { open: boolean }) => <p>{open ? 'aberto' : 'fechado'}</p>;
    const importer = vi.fn(async () => Panel);
    const Deferred = deferred(importer);
    const { rerender } = render(<Deferred when={false} open={false} />);
    expect(importer).not.toHaveBeenCalled();
    expect(screen.queryByText(/aberto|fechado/)).toBeNull();
    await act(async () => {
      rerender(<Deferred when open />);
    });
    expect(await screen.findByText('aberto')).toBeTruthy();
    // Closing keeps it mounted (its exit animation and focus return run as usual).
    await act(async () => {
      rerender(<Deferred when={false} open={false} />);
    });
    expect(screen.getByText('fechado')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
