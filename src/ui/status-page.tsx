import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatusPageProps {
  code?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Message pages (denied, disabled, not found, maintenance): big code, heading, text, actions. */
export function StatusPage({ code, title, children, actions }: StatusPageProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '20' }} px="4" maxW="xl" mx="auto">
      {code && (
        <Text aria-hidden="true" fontSize={{ base: '5xl', md: '7xl' }} fontWeight="bold" color="colorPalette.solid" lineHeight="1">
          {code}
        </Text>
      )}
      <Heading as="h1" size="2xl">{title}</Heading>
      {children && <Box color="fg.muted" fontSize="lg">{children}</Box>}
      {actions && <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">{actions}</Stack>}
    </Stack>
  );
}
