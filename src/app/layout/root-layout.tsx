import { Outlet, useMatches } from '@tanstack/react-router';
import { BareLayout } from './bare-layout';
import { MainLayout } from './main-layout';

/** Picks the layout of the deepest matched route: `bare` hides header and drawer (spec §2.1, §2.5). */
export function RootLayout() {
  const layout = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.layout ?? 'main' });
  if (layout === 'bare') {
    return (
      <BareLayout>
        <Outlet />
      </BareLayout>
    );
  }
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}
