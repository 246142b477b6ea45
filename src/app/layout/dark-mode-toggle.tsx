import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MoonIcon, SunIcon } from '../../ui/icons';
import { setDark, useDark } from '../color-mode';

export function DarkModeToggle() {
  const { t } = useLingui();
  const dark = useDark();
  return (
    <IconButton aria-label={t`Alternar modo escuro`} aria-pressed={dark} variant="ghost" onClick={() => setDark(!dark)}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
