// One entity the signed-in person manages, from the local replica (their associationmanagers links),
// for the manager's screens about it: undefined while loading, null when it is not theirs on this
// device (the screen says so instead of offering writes the server would refuse).
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useUser } from '../../app/session';
import { useTenantData } from '../../data/db-context';
import { readManagedAssociations, type ManagedAssociation } from './managed-associations';

export function useManagedEntity(associationId: string | undefined): ManagedAssociation | null | undefined {
  const { db } = useTenantData();
  const user = useUser();
  return useLiveQuery(async () => {
    const managed = await readManagedAssociations(db, user?.id ?? '');
    return managed.find((a) => a.id === associationId) ?? null;
  }, [db, user?.id, associationId]);
}

export function NotManagedNotice() {
  return (
    <>
      <Text><Trans>Esta entidade não está entre as que você administra neste aparelho.</Trans></Text>
      <ChakraLink asChild><Link to="/my/associations"><Trans>Voltar às minhas entidades</Trans></Link></ChakraLink>
    </>
  );
}
