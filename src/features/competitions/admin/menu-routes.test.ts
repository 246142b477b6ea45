// The menu's competitions entries lead to real screens: each path is in the route table (the menu
// enables an entry only then), guarded by the same permission the menu filters on.
import { describe, expect, it } from 'vitest';
import { MAIN_MENU } from '../../../app/menu';
import { routeTable } from '../../../routes/registry';

describe('competitions menu', () => {
  const group = MAIN_MENU.find((g) => g.id === 'competitions')!;
  const entries = group.entries.filter((e) => e.path);

  it.each(entries.map((e) => [e.path!, e] as const))('%s exists and asks the menu\'s permission', (path, entry) => {
    const route = routeTable.find((r) => r.path === path);
    expect(route, path).toBeTruthy();
    expect(route!.access.permissions).toEqual([entry.permission]);
  });
});
