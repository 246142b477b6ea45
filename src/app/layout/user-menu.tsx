import { Avatar, Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { useUser } from '../../data/session';

/** The popup's chunk: fetched when the pointer or the focus reaches the button (precached offline). */
const popup = lazyModule(() => import('./user-menu-popup'));
const fetchPopup = () => void popup.load().catch(() => undefined);

/** Signed-in user's name and the "Sair" action (spec §4 logout). */
export function UserMenu() {
  const { t } = useLingui();
  const user = useUser();
  const loaded = useLazyModule(popup);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // A press before the chunk arrived opens the menu as soon as it does.
  useEffect(() => {
    if (open) fetchPopup();
  }, [open]);
  if (!user) return null;
  const change = (next: boolean) => {
    setOpen(next);
    // Closed with Escape or by a choice: focus goes back to the button (a route change then moves it
    // to the new page's heading).
    if (!next && button.current && document.activeElement?.closest('[role="menu"]')) button.current.focus();
  };
  return (
    <>
      {/* The accessible name starts with the visible text (the name): WCAG 2.5.3 label in name. */}
      <Button ref={button} aria-label={t`${user.name}, menu do usuário`} aria-haspopup="menu" aria-expanded={open}
        aria-controls={open && loaded ? id : undefined} variant="ghost" px={{ base: '1', sm: '2' }} gap="2"
        onPointerEnter={fetchPopup} onFocus={fetchPopup} onClick={() => change(!open)}>
        <Avatar.Root size="xs">
          <Avatar.Fallback name={user.name} />
          {user.image_url && <Avatar.Image src={user.image_url} alt="" />}
        </Avatar.Root>
        <Text as="span" hideBelow="sm" maxW="40" truncate>{user.name}</Text>
        <ChevronDownIcon boxSize="4" hideBelow="sm" />
      </Button>
      {loaded && <loaded.UserMenuPopup user={user} open={open} onOpenChange={change} anchor={button} id={id} />}
    </>
  );
}
