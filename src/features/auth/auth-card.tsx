import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAppState } from '../../data/app-state';
import { PRODUCT_TITLE } from '../../domain/tenancy';
import { TenantLogo } from '../../ui/tenant-logo';

/** Centred card with the tenant's logo and name: the frame of the bare auth screens. */
export function AuthCard({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { title: tenant, logos } = useAppState();
  const name = tenant ?? PRODUCT_TITLE;
  return (
    <Center flex="1" px="4" py={{ base: '8', md: '16' }}>
      <Box w="full" maxW="md">
        <Stack align="center" gap="3" mb="6" textAlign="center">
          <TenantLogo logos={logos} name={name} size="16" maxW="72" />
          <Text data-testid="tenant-name" fontSize="xl" fontWeight="semibold">{name}</Text>
        </Stack>
        <Card.Root variant="elevated" size="lg">
          <Card.Body gap="6">
            <Heading as="h1" size="xl">{title}</Heading>
            {children}
          </Card.Body>
        </Card.Root>
        {footer && <Stack mt="6" gap="2" align="center" fontSize="sm" color="fg.muted">{footer}</Stack>}
      </Box>
    </Center>
  );
}
