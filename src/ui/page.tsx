import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Narrow pages (forms, messages) read better at a limited width. */
  narrow?: boolean;
  /** Where the page sits (a nested screen's parents), shown above the h1. */
  breadcrumbs?: ReactNode;
}

/** Standard screen frame: one h1, an optional lead text and actions, then the content. */
export function Page({ title, description, actions, children, narrow, breadcrumbs }: PageProps) {
  return (
    <Box maxW={narrow ? '2xl' : '7xl'} mx="auto" w="full">
      {breadcrumbs}
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3" mb="6">
        <Box minW="0" overflowWrap="anywhere">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{title}</Heading>
          {description && <Text color="fg.muted" mt="1">{description}</Text>}
        </Box>
        {actions && <Stack direction="row" gap="2">{actions}</Stack>}
      </Stack>
      {children}
    </Box>
  );
}
