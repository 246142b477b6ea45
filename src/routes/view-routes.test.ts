import { describe, expect, it } from 'vitest';
import { VIEWS } from '../resources/views';
import { staticClosure } from '../../tests/support/static-closure';
import { resourceBase, ROUTED_VIEWS } from './view-routes';

describe('the views as the route table sees them (virtual:view-routes)', () => {
  it('holds every view, with its route and its nested screens as the view declares them, minus their flows', () => {
    expect(ROUTED_VIEWS.map((v) => v.key)).toEqual(VIEWS.map((v) => v.key));
    for (const view of VIEWS) {
      const routed = ROUTED_VIEWS.find((v) => v.key === view.key)!;
      expect(routed.route).toBe(view.route);
      expect(resourceBase(view.key)).toBe(view.route);
      const nested = view.nested?.map(({ extra: _extra, ...child }) => JSON.parse(JSON.stringify(child)) as unknown);
      expect(routed.nested).toEqual(nested);
    }
  });

  it('carries no columns and no component into the start-up chunk', () => {
    const keys = new Set(ROUTED_VIEWS.flatMap((v) => Object.keys(v)));
    for (const heavy of ['columns', 'showActions', 'listActions', 'formExtra']) expect(keys.has(heavy), heavy).toBe(false);
    expect(ROUTED_VIEWS.flatMap((v) => v.nested ?? []).some((child) => 'extra' in child)).toBe(false);
    // The lingui titles arrive as descriptors with their text (the macro ran at build time).
    const titled = ROUTED_VIEWS.flatMap((v) => v.nested ?? []).find((child) => child.titles);
    expect(titled?.titles?.list).toMatchObject({ message: expect.any(String) });
  });

  it('keeps the views themselves out of the start-up (the route table and the pages it draws)', () => {
    const startup = staticClosure(['src/main.tsx']);
    expect(startup).toContain('src/routes/view-routes.ts');
    expect(startup.filter((file) => file.startsWith('src/resources/'))).toEqual([]);
  });

  it('is unknown for a resource without screens of its own', () => {
    expect(resourceBase('nope')).toBeNull();
  });
});
