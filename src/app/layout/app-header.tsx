import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PRODUCT_TITLE } from '../../domain/tenancy';
import { SyncIndicator } from '../../features/sync/sync-indicator';
import { MenuIcon } from '../../ui/icons';
import { TenantLogo } from '../../ui/tenant-logo';
import { useAppState } from '../../data/app-state';
import { useLoggedIn } from '../../data/session';
import { DarkModeToggle } from './dark-mode-toggle';
import { NetworkBadge } from './network-badge';
import { UserMenu } from './user-menu';

export const HEADER_HEIGHT = '4rem';

/** Top bar: menu button (mobile), tenant logo and name, network status, sync indicator (signed in), dark mode, user menu. */
export function AppHeader({ onOpenMenu }: { onOpenMenu: (() => void) | undefined }) {
  const { t } = useLingui();
  const { title, logos } = useAppState();
  const loggedIn = useLoggedIn();
  const name = title ?? PRODUCT_TITLE;
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" h={HEADER_HEIGHT} bg="bg.panel" borderBottomWidth="1px" shadow="xs">
      <Flex h="full" align="center" gap={{ base: '1', sm: '3' }} px={{ base: '2', sm: '4', md: '6' }}>
        {onOpenMenu && (
          <IconButton aria-label={t`Abrir menu`} variant="ghost" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', minWidth: 0, flex: 1 }}>
          {/* Below 600 px the name alone fits next to the controls; logos are often wide wordmarks. */}
          <Box hideBelow="sm" flexShrink={0}><TenantLogo logos={logos} name={name} size="9" /></Box>
          <Text data-testid="tenant-name" fontWeight="semibold" fontSize={{ base: 'md', sm: 'lg' }} truncate>
            {name}
          </Text>
        </Link>
        <NetworkBadge />
        {loggedIn && <SyncIndicator />}
        <DarkModeToggle />
        {loggedIn ? (
          <UserMenu />
        ) : (
          <Button asChild size="sm">
            <Link to="/login"><Trans>Entrar</Trans></Link>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
