// The link from a record's page to its picture's own screen (/records/{users|associations}/image/{id}),
// shown to the federation (who changes it there directly); an entity's managers have their own
// photo route (records/person/managed-person-links.tsx).
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useUser } from '../../../data/session';
import { holdsPermission } from '../../../domain/access';

export function PersonImageLink({ id }: { id: string }) {
  if (!holdsPermission(useUser(), 'users')) return null;
  return <Button asChild size="sm" variant="outline"><Link to={`/records/users/image/${id}`}><Trans>Foto</Trans></Link></Button>;
}

export function EntityShowLinks({ record }: { record: Record<string, unknown> }) {
  const { t } = useLingui();
  if (!holdsPermission(useUser(), 'associations')) return null;
  return (
    <HStack as="nav" gap="2" wrap="wrap" aria-label={t`Telas da entidade`} mb="4">
      <Button asChild size="sm" variant="outline"><Link to={`/records/associations/image/${String(record.id)}`}><Trans>Escudo</Trans></Link></Button>
    </HStack>
  );
}
