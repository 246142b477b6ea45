import { Accordion, Badge, Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { holdsPermission } from '../../domain/access';
import { routePaths } from '../route-table';
import { useAvailableModules } from '../../data/app-state';
import { MAIN_MENU } from '../menu';
import { isApprovalQueue, PendingBadge } from './pending-badge';
import { visibleMenu, type VisibleEntry } from '../menu-access';
import { useSession, isLoggedIn } from '../../data/session';

const itemStyle = {
  display: 'flex', alignItems: 'center', gap: '2', w: 'full', px: '3', py: '2', rounded: 'md', fontSize: 'sm',
} as const;

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <ChakraLink asChild {...itemStyle} color="fg" textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}>
      <Link to={to} activeOptions={{ exact: to === '/' }}>{children}</Link>
    </ChakraLink>
  );
}

function Entry({ entry }: { entry: VisibleEntry }) {
  const title = i18n._(entry.title);
  if (entry.enabled && isApprovalQueue(entry.path)) return <MenuLink to={entry.path}>{title}<PendingBadge path={entry.path} /></MenuLink>;
  if (entry.enabled && entry.path) return <MenuLink to={entry.path}>{title}</MenuLink>;
  // Spec §2.11 allows flagged (disabled) entries: the feature exists but its screen is not built yet.
  return (
    <Box {...itemStyle} aria-disabled="true" color="fg.muted" data-feature={entry.feature}>
      <Text as="span" flex="1">{title}</Text>
      <Badge size="xs" variant="outline" colorPalette="gray"><Trans>em breve</Trans></Badge>
    </Box>
  );
}

/** The main menu (spec §2.11), filtered like the route guard, inside nav "Menu principal". */
export function MainMenu() {
  const { t } = useLingui();
  const session = useSession();
  const availableModules = useAvailableModules();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const loggedIn = isLoggedIn(session);
  const groups = useMemo(
    () => visibleMenu(MAIN_MENU, { loggedIn, user: session.user, availableModules, routePaths: routePaths() }),
    [loggedIn, session.user, availableModules],
  );
  const current = groups.find((g) => g.entries.some((e) => e.path === pathname))?.id;
  const canCheck = loggedIn && holdsPermission(session.user, 'abc');

  return (
    <Box as="nav" aria-label={t`Menu principal`} py="3" px="2">
      <Stack gap="0.5" mb="2">
        {loggedIn && <MenuLink to="/"><Trans>Início</Trans></MenuLink>}
      </Stack>
      <Accordion.Root multiple collapsible defaultValue={[current ?? groups[0]?.id ?? '']} variant="plain" size="sm">
        {groups.map((group) => (
          <Accordion.Item key={group.id} value={group.id}>
            <Accordion.ItemTrigger px="3" py="2" rounded="md" _hover={{ bg: 'bg.muted' }} cursor="pointer">
              <Text as="span" flex="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                {i18n._(group.title)}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody pt="0" pb="2">
                <Stack as="ul" gap="0.5" listStyleType="none">
                  {group.entries.map((entry) => (
                    <li key={entry.feature}><Entry entry={entry} /></li>
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <Stack gap="0.5" mt="3" pt="3" borderTopWidth="1px">
        <MenuLink to="/install"><Trans>Instalar o aplicativo</Trans></MenuLink>
        <MenuLink to="/support"><Trans>Suporte</Trans></MenuLink>
        {loggedIn && <MenuLink to="/help"><Trans>Ajuda</Trans></MenuLink>}
        {canCheck && <MenuLink to="/check"><Trans>Diagnóstico</Trans></MenuLink>}
        <MenuLink to="/about"><Trans>Sobre</Trans></MenuLink>
      </Stack>
    </Box>
  );
}
