// The user menu's popup (Chakra's Menu: zag's menu machine, floating-ui, dismissable layers): a
// chunk of its own that downloads when the user menu's button is first approached (user-menu.tsx),
// not with every signed-in screen. Anchored to that button, which opens and closes it.
import { Menu, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { RefObject } from 'react';
import type { UserInfo } from '../../domain/api';
import { requestLogout } from '../../features/sync/logout-prompt';
import { HelpIcon, InfoIcon, LogoutIcon } from '../../ui/icons';

interface UserMenuPopupProps {
  user: UserInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
}

export function UserMenuPopup({ user, open, onOpenChange, anchor, id }: UserMenuPopupProps) {
  const router = useRouter();
  const go = (to: string) => void router.navigate({ to });
  return (
    <Menu.Root
      ids={{ content: id }}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      // The button toggles the menu itself: a press on it is not a press outside.
      onPointerDownOutside={(e) => {
        if (anchor.current?.contains(e.target as Node)) e.preventDefault();
      }}
      positioning={{ placement: 'bottom-end', getAnchorRect: () => anchor.current?.getBoundingClientRect() ?? null }}
    >
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
