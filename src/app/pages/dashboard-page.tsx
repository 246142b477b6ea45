import { Badge, Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { routePaths } from '../route-table';
import { Page } from '../../ui/page';
import { useAppState, useAvailableModules } from '../../data/app-state';
import { MAIN_MENU } from '../menu';
import { visibleMenu } from '../menu-access';
import { isLoggedIn, useSession } from '../../data/session';
import { ConnectForm } from './connect-form';
import { HomeSections } from '../home/home-sections-view';

/**
 * Index (spec §2.1): a greeting, what this person can do now (home/: one section
 * per persona or area, from the local replica), then one card per menu area they can reach.
 */
export function DashboardPage() {
  const { connectWithoutCode } = useAppState();
  if (connectWithoutCode) return <ConnectForm />;
  return <Dashboard />;
}

function Dashboard() {
  const session = useSession();
  const availableModules = useAvailableModules();
  const groups = useMemo(
    () => visibleMenu(MAIN_MENU, { loggedIn: isLoggedIn(session), user: session.user, availableModules, routePaths: routePaths() }),
    [session, availableModules],
  );
  const firstName = session.user?.name.trim().split(/\s+/)[0] ?? '';

  return (
    <Page title={<Trans>Olá, {firstName}</Trans>} description={<Trans>O que você quer fazer hoje?</Trans>}>
      <HomeSections />
      <Heading as="h2" size="md" mb="3"><Trans>Áreas</Trans></Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
        {groups.map((group) => {
          const ready = group.entries.filter((e) => e.enabled);
          const first = ready[0];
          const count = group.entries.length;
          return (
            <LinkBox as="article" key={group.id}>
              <Card.Root h="full" variant="outline" _hover={{ borderColor: 'colorPalette.solid', shadow: 'sm' }} transition="all 0.15s">
                <Card.Body gap="2">
                  <Heading as="h3" size="md">
                    {first?.path ? (
                      <LinkOverlay asChild><Link to={first.path}>{i18n._(group.title)}</Link></LinkOverlay>
                    ) : (
                      i18n._(group.title)
                    )}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                    {group.entries.slice(0, 4).map((e) => i18n._(e.title)).join(' · ')}
                  </Text>
                  <Stack direction="row" mt="auto" pt="2" gap="2" wrap="wrap">
                    <Badge variant="subtle"><Plural value={count} one="# item" other="# itens" /></Badge>
                    {ready.length === 0 && <Badge variant="outline" colorPalette="gray"><Trans>em breve</Trans></Badge>}
                  </Stack>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </Page>
  );
}
