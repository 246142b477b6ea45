// The sync panel's list of writes waiting to be sent: what (the operation in pt-BR), which record
// (its title), when, and whether it is waiting or being sent right now.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SyncState } from '../../../workers/sync-protocol';
import { entryState, entryTime } from './entry-state';
import { describeOperation } from './operation-label';
import type { DescribedEntry } from './queries';

interface PendingListProps {
  entries: readonly DescribedEntry[];
  /** Every pending write of the user (the list may show only the first ones). */
  total: number;
  sync: Pick<SyncState, 'phase'>;
}

export function PendingList({ entries, total, sync }: PendingListProps) {
  const { t } = useLingui();
  if (entries.length === 0) return null;
  const more = total - entries.length;
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {entries.map(({ entry, exists, names }) => {
          const op = describeOperation(entry.name, entry.args, exists, names);
          const state = entryState(entry, sync);
          return (
            <HStack as="li" key={entry.id} borderWidth="1px" rounded="md" px="3" py="2" gap="3" align="start" data-testid="sync-pending-item">
              <Stack gap="0.5" flex="1" minW="0" overflowWrap="anywhere">
                <Text fontSize="sm" fontWeight="medium">{op.title ? `${op.label} “${op.title}”` : op.label}</Text>
                <Text fontSize="xs" color="fg.muted">{t`Feita em ${entryTime(entry)}`}</Text>
              </Stack>
              <Badge colorPalette={state.tone} variant="subtle" flexShrink={0}>{state.label}</Badge>
            </HStack>
          );
        })}
      </Stack>
      {more > 0 && <Text fontSize="sm" color="fg.muted"><Trans>e mais {more} na fila.</Trans></Text>}
    </Stack>
  );
}
