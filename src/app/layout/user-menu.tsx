import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { ChevronDownIcon, HelpIcon, InfoIcon, LogoutIcon } from '../../ui/icons';
import { requestLogout } from '../../features/sync/logout-guard';
import { useUser } from '../session';

/** Signed-in user's name and the "Sair" action (spec §4 logout). */
export function UserMenu() {
  const { t } = useLingui();
  const user = useUser();
  const router = useRouter();
  if (!user) return null;
  const go = (to: string) => void router.navigate({ to });
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The accessible name starts with the visible text (the name): WCAG 2.5.3 label in name. */}
        <Button aria-label={t`${user.name}, menu do usuário`} variant="ghost" px={{ base: '1', sm: '2' }} gap="2">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={user.name} />
            {user.image_url && <Avatar.Image src={user.image_url} alt="" />}
          </Avatar.Root>
          <Text as="span" hideBelow="sm" maxW="40" truncate>{user.name}</Text>
          <ChevronDownIcon boxSize="4" hideBelow="sm" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" truncate>{user.name}</Text>
                <Text color="fg.muted" fontSize="xs" fontWeight="normal" truncate>{user.email}</Text>
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="help" onSelect={() => go('/help')}><HelpIcon /><Trans>Ajuda</Trans></Menu.Item>
            <Menu.Item value="about" onSelect={() => go('/about')}><InfoIcon /><Trans>Sobre</Trans></Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void requestLogout((to) => router.navigate({ to }))}>
              <LogoutIcon /><Trans>Sair</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
