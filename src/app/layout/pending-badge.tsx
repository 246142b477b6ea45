// The pending count beside an approval queue's menu entry, read from the local
// replica: nothing while the data layer is not in yet, nothing when the queue is empty.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReplica } from '../../data/replica';
import { APPROVAL_QUEUES } from '../../domain/approvals/queues';
import { useOptionalTenantData } from '../../data/db-context';

export function PendingBadge({ path }: { path: string }) {
  const { t } = useLingui();
  const session = useOptionalTenantData();
  const kinds = APPROVAL_QUEUES[path];
  const count = useReplica(async () => {
    if (!session || !kinds) return 0;
    const counts = await Promise.all(kinds.map((kind) => session.db.rows('approvals').where('[kind+status]').equals([kind, 'pendente']).count()));
    return counts.reduce((a, b) => a + b, 0);
  }, [session?.db, path]);
  if (!count) return null;
  return <Badge size="xs" colorPalette="orange" ms="auto" data-testid="pending-count" aria-label={t`${count} pendente(s)`}>{count}</Badge>;
}

export const isApprovalQueue = (path: string | undefined): path is string => path !== undefined && path in APPROVAL_QUEUES;
