// The entity of a manager's screen (`$id` in /my/associations/…): one of the entities the signed-in
// person manages on this device (their associationmanagers links, from the local replica), or null
// (another entity, or not here yet), and the page saying so. The server decides what they may
// write; this keeps a screen from drawing another entity's rows or offering writes it would refuse.
import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useUser } from '../../data/session';
import { useTenantData } from '../../data/db-context';
import { ENTRY_STATUS } from '../../domain/resources/competitionteams';
import { Page } from '../../ui/page';
import { readManagedAssociations, type ManagedAssociation } from '../../data/managed-associations';

/** undefined while reading; null when the viewer does not manage `id` on this device. */
export function useManagedEntity(id: string | undefined): ManagedAssociation | null | undefined {
  const { db } = useTenantData();
  const user = useUser();
  return useReplica(
    async () => (await readManagedAssociations(db, user?.id ?? '')).find((a) => a.id === id) ?? null,
    [db, user?.id, id],
  );
}

/** What a screen shows in place of another entity's data. */
export function NotManagedNotice() {
  return (
    <>
      <Text><Trans>Esta entidade não está entre as que você administra neste aparelho.</Trans></Text>
      <ChakraLink asChild><Link to="/my/associations"><Trans>Voltar às minhas entidades</Trans></Link></ChakraLink>
    </>
  );
}

/** The whole page of NotManagedNotice. */
export function NotManaged({ title }: { title: string }) {
  return <Page title={title}><NotManagedNotice /></Page>;
}

const PALETTE = { pendente: 'orange', confirmada: 'green', recusada: 'red' } as const;

/** An entry's status: absent means confirmed (an entry the federation loaded plays). */
export function EntryStatusBadge({ status }: { status: unknown }) {
  const key = status === 'pendente' || status === 'recusada' ? status : 'confirmada';
  return <Badge colorPalette={PALETTE[key]} variant="subtle">{ENTRY_STATUS[key]}</Badge>;
}
