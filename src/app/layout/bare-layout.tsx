import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SkipLink } from './skip-link';

/** Login, OAuth and public pages: no header, no drawer, content centred on a soft background. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      <SkipLink />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" display="flex" flexDirection="column" outline="none">
        {children}
      </Box>
    </Flex>
  );
}
