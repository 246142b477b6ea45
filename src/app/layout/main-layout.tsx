import { Box, Flex } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { PRODUCT_TITLE } from '../../domain/tenancy';
import { deferred } from '../../ui/deferred';
import { useAppState } from '../../data/app-state';
import { AppHeader, HEADER_HEIGHT } from './app-header';
import { DebtBanner } from './debt-banner';
import { MainMenu } from './main-menu';
import { useRouteFocus } from './route-focus';
import { SkipLink } from './skip-link';
import { useIsDesktop } from './use-media-query';

const DRAWER_WIDTH = '18rem';

/** Phones' overlay menu: downloads on the first press of the menu button (ui/deferred.tsx). */
const MenuDrawer = deferred(() => import('./menu-drawer').then((m) => m.MenuDrawer));

/** Header + drawer (permanent from 1024 px, overlay below) + main content. */
export function MainLayout({ children }: { children: ReactNode }) {
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const { title } = useAppState();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Close the overlay drawer after navigating (a link inside it was followed).
  useEffect(() => setOpen(false), [pathname]);
  useRouteFocus(pathname, 'main-content');

  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <AppHeader onOpenMenu={desktop ? undefined : () => setOpen(true)} />
      <Flex flex="1" align="stretch">
        {desktop && (
          <Box as="aside" w={DRAWER_WIDTH} flexShrink={0} borderEndWidth="1px" bg="bg.panel"
            position="sticky" top={HEADER_HEIGHT} h={`calc(100dvh - ${HEADER_HEIGHT})`} overflowY="auto">
            <MainMenu />
          </Box>
        )}
        {!desktop && <MenuDrawer when={open} open={open} onOpenChange={setOpen} title={title ?? PRODUCT_TITLE} />}
        <Box as="main" id="main-content" tabIndex={-1} flex="1" minW="0" outline="none"
          px={{ base: '4', sm: '6', md: '8', lg: '12' }} py={{ base: '5', md: '8' }}>
          <DebtBanner />
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
