import { Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** First focusable element: jumps keyboard users past header and menu. */
export function SkipLink() {
  return (
    <Link
      href="#main-content"
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      rounded="md"
      _focusVisible={{ top: '2' }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      <Trans>Pular para o conteúdo</Trans>
    </Link>
  );
}
