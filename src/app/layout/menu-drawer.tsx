// The main menu as an overlay drawer (below 1024 px). Its own chunk: it downloads the first time
// the menu button is pressed (main-layout.tsx), not with every signed-in screen.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MainMenu } from './main-menu';

interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
}

export function MenuDrawer({ open, onOpenChange, title }: MenuDrawerProps) {
  const { t } = useLingui();
  return (
    // Closed by a navigation, the drawer gives focus to the new page (useRouteFocus), not back to its button.
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs"
      finalFocusEl={() => document.querySelector<HTMLElement>('#main-content h1')}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={t`Menu`}>
            <Drawer.Header borderBottomWidth="1px" py="3" pe="12">
              <Drawer.Title fontSize="md" truncate>{title}</Drawer.Title>
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
  );
}
