// The federation's approval queues (src/domain/approvals/queues.ts) the user may work, each with
// its pending count from the replica, busiest first. A queue whose screen is not open to the user
// is not listed (the section itself shows when at least one is).
import { Badge, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import { APPROVAL_QUEUES } from '../../../domain/approvals/queues';
import { routeTable } from '../../route-table';
import type { HomeSection, SectionProps } from '../home-section';
import { OpenLink, SectionEmpty, SectionItem, SectionList, SectionLoading } from '../section-parts';

// The federation's queues only: a queue under /my (an entity's join requests, decided by its managers)
// is the manager section's, which counts every pending request about the entity.
const QUEUE_PATHS = Object.keys(APPROVAL_QUEUES).filter((path) => !path.startsWith('/my/'));
const titleOf = (path: string): string => {
  const route = routeTable().find((r) => r.path === path);
  return route ? i18n._(route.title) : path;
};

function ApprovalsBody({ canOpen }: SectionProps) {
  const { db } = useTenantData();
  const paths = QUEUE_PATHS.filter(canOpen);
  const counts = useReplica(async () => Promise.all(paths.map(async (path) => {
    const per = await Promise.all(APPROVAL_QUEUES[path]!.map((kind) => db.rows('approvals').where('[kind+status]').equals([kind, 'pendente']).count()));
    return { path, count: per.reduce((a, b) => a + b, 0) };
  })), [db, paths.join(',')]);
  if (counts === undefined) return <SectionLoading />;
  const busy = counts.filter((q) => q.count > 0).sort((a, b) => b.count - a.count);
  if (busy.length === 0) return <SectionEmpty><Trans>Nenhuma solicitação aguardando análise.</Trans></SectionEmpty>;
  return (
    <SectionList>
      {busy.map((q) => (
        <SectionItem key={q.path} testId="home-queue" aside={<Badge colorPalette="orange" variant="solid" data-testid="home-queue-count">{q.count}</Badge>}>
          <OpenLink canOpen={canOpen} path={q.path}><Text as="span" fontWeight="medium">{titleOf(q.path)}</Text></OpenLink>
        </SectionItem>
      ))}
    </SectionList>
  );
}

export const approvalsSection: HomeSection = {
  id: 'approvals', title: msg`Aprovações pendentes`, routes: QUEUE_PATHS, group: 'work', link: false, Component: ApprovalsBody,
};
