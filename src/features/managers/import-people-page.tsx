// `/my/associations/users/import/{id}` (spec §2.2, permission my_users): the manager imports a list of
// people into their entity. The records import itself (src/ui/import: file, mapping,
// preview with pt-BR reasons, writes through the outbox) with the entity fixed to the route's: no
// "Entidade" column. Each row is the `profiles.put` a manager's register makes, so each person is
// stored unverified and opens the federation's `association_user` review (entity-registration.ts);
// the server re-checks every row (a row naming another entity is refused: manager-people.test.ts).
import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { ImportPage } from '../../ui/import/import-page';
import { PEOPLE_IMPORT } from '../../ui/import/specs';
import { NotManagedNotice, useManagedEntity } from './managed-entity';

export function ImportPeoplePage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const entity = useManagedEntity(id);
  const fixed = useMemo(() => ({ association_id: id }), [id]);
  if (entity === undefined) return <Page title={t`Importar pessoas`}><ListSkeleton rows={3} /></Page>;
  if (entity === null) return <Page title={t`Importar pessoas`}><NotManagedNotice /></Page>;
  return (
    <ImportPage spec={PEOPLE_IMPORT} title={t`Importar pessoas — ${entity.name}`} fixed={fixed} basePath={`/my/associations/users/${entity.id}`}
      note={(
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t`Todas as pessoas do arquivo entram em ${entity.name} e aguardam a conferência da federação. CPFs de outras entidades não aparecem neste aparelho: a sincronização os recusa.`}</Alert.Title>
        </Alert.Root>
      )} />
  );
}
