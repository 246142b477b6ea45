// Shared pieces of the home's sections: the loading placeholder, the empty line, a list row, and
// a link drawn only when its screen is open to the user (no dead links inside a section either).
import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CanOpen } from './open-path';

export const SectionLoading = () => <Stack gap="2" aria-hidden="true"><Skeleton h="5" /><Skeleton h="5" w="70%" /></Stack>;

export const SectionEmpty = ({ children }: { children: ReactNode }) => <Text color="fg.muted" fontSize="sm">{children}</Text>;

export function SectionItem({ children, aside, testId }: { children: ReactNode; aside?: ReactNode; testId?: string }) {
  return (
    <HStack as="li" justify="space-between" align="start" gap="3" py="1.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid={testId}>
      <Box minW="0" overflowWrap="anywhere">{children}</Box>
      {aside && <Box flexShrink={0}>{aside}</Box>}
    </HStack>
  );
}

export const SectionList = ({ children }: { children: ReactNode }) => <Stack as="ul" gap="0" listStyleType="none">{children}</Stack>;

/** A link to `path` when the user may open it (`check`, default `path`: the route's pattern), else plain text. */
export function OpenLink({ canOpen, path, check, children }: { canOpen: CanOpen; path: string; check?: string; children: ReactNode }) {
  if (!canOpen(check ?? path)) return <>{children}</>;
  return <Link to={path} style={{ textDecoration: 'underline' }}>{children}</Link>;
}
