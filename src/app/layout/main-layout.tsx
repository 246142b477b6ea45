import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { PRODUCT_TITLE } from '../../domain/tenancy';
import { useAppState } from '../app-state';
import { AppHeader, HEADER_HEIGHT } from './app-header';
import { DebtBanner } from './debt-banner';
import { MainMenu } from './main-menu';
import { useRouteFocus } from './route-focus';
import { SkipLink } from './skip-link';
import { useIsDesktop } from './use-media-query';

const DRAWER_WIDTH = '18rem';

/** Header + drawer (permanent from 1024 px, overlay below) + main content. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
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
        {!desktop && (
          // Closed by a navigation, the drawer gives focus to the new page (useRouteFocus), not back to its button.
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs"
            finalFocusEl={() => document.querySelector<HTMLElement>('#main-content h1')}>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content aria-label={t`Menu`}>
                  <Drawer.Header borderBottomWidth="1px" py="3" pe="12">
                    <Drawer.Title fontSize="md" truncate>{title ?? PRODUCT_TITLE}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body p="0">
                    <MainMenu />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t`Fechar menu`} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        )}
        <Box as="main" id="main-content" tabIndex={-1} flex="1" minW="0" outline="none"
          px={{ base: '4', sm: '6', md: '8', lg: '12' }} py={{ base: '5', md: '8' }}>
          <DebtBanner />
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
