import { Outlet, useMatches } from '@tanstack/react-router';
import { useLazyModule } from '../../lib/lazy-module';
import { mainLayout } from '../route-chunks';
import { BareLayout } from './bare-layout';

/**
 * Picks the layout of the deepest matched route: `bare` hides header and drawer (spec §2.1, §2.5).
 * The main layout is a chunk of its own that the route's loader awaits (route-chunks.ts); until it
 * is in (the first route still loading, or its download failed offline), the bare layout holds the
 * route's pending or error screen instead of suspending here.
 */
export function RootLayout() {
  const layout = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.layout ?? 'main' });
  const main = useLazyModule(mainLayout);
  if (layout === 'bare' || !main) {
    return (
      <BareLayout>
        <Outlet />
      </BareLayout>
    );
  }
  return (
    <main.MainLayout>
      <Outlet />
    </main.MainLayout>
  );
}
