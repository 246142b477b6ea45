// On a person's page, the entity manager's own screens for that person: shown only when the viewer
// manages the person's entity (their associationmanagers links, from the local replica), so the
// federation's staff reading the same page see no link they have no use for.
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useUser } from '../../../data/session';
import { useTenantData } from '../../../data/db-context';

export function ManagedPersonLinks({ record }: { record: Record<string, unknown> }) {
  const { db } = useTenantData();
  const user = useUser();
  const associationId = typeof record.association_id === 'string' ? record.association_id : '';
  const manages = useReplica(async () => {
    if (!user?.id || !associationId) return false;
    const links = await db.rows('associationmanagers').where('user_id').equals(user.id).toArray();
    return links.some((l) => l.association_id === associationId);
  }, [db, user?.id, associationId]);
  if (!manages) return null;
  return (
    <>
      <Button asChild size="sm" variant="outline">
        <Link to={`/my/userdocuments/${associationId}/user/${String(record.user_id)}`}><Trans>Documentos da pessoa</Trans></Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={`/my/associations/${associationId}/users/image/${String(record.user_id)}`}><Trans>Trocar a foto</Trans></Link>
      </Button>
    </>
  );
}
