import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Full-height waiting state with a spoken text (role=status announces it to screen readers). */
export function LoadingScreen({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Center minH="100dvh" p="6">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" />
        <Text fontSize="lg" textAlign="center">{text}</Text>
        {children}
      </Stack>
    </Center>
  );
}

/** Inline spinner for a route chunk that is still loading. */
export function PageSpinner() {
  return (
    <Center py="16">
      <Spinner size="lg" color="colorPalette.solid" />
    </Center>
  );
}
