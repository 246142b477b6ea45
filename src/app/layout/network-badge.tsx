import { Badge, Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../network';

/** "Online"/"Offline" from the browser's online/offline events (spec §4 "Connection"). */
export function NetworkBadge() {
  const online = useOnline();
  return (
    <Badge data-testid="network-status" role="status" colorPalette={online ? 'green' : 'orange'} variant="subtle" size="md" gap="1.5" px="2">
      <Box as="span" aria-hidden="true" w="2" h="2" rounded="full" bg={online ? 'green.solid' : 'orange.solid'} />
      {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
    </Badge>
  );
}
