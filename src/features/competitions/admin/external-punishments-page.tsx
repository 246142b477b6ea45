// /competitions/punishments/external: decisions of outside bodies (STJD, another federation) that
// the federation records and applies (punishments with `external` true), newest first. Punishments
// are a small, public ledger (hundreds of rows a season), so the page reads them all from the
// replica and keeps the external ones, instead of declaring an index on a boolean (IndexedDB
// cannot index booleans).
import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useUser } from '../../../data/session';
import { useTenantData } from '../../../data/db-context';
import { storedIndex } from '../../../data/tenant-db';
import type { StoredRow } from '../../../domain/mutators/index';
import { punishments } from '../../../domain/resources/punishments';
import { view } from '../../../resources/punishments.view';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { ListRows } from '../../../ui/resource/list-rows';
import { canCreate, canWriteRow, listColumns } from '../../../ui/resource/resource-meta';

const BASE = '/competitions/punishments';

export function ExternalPunishmentsPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const user = useUser();
  const rows = useReplica(async () => {
    const all = (await db.rows('punishments').orderBy(storedIndex('decided_at')).reverse().toArray()) as StoredRow[];
    return all.filter((r) => r.external === true);
  }, [db]);
  const caption = t`Decisões de órgãos externos, da mais recente à mais antiga`;
  return (
    <Page title={t`Punições de órgãos externos`} description={t`Decisões de outros órgãos (STJD, outras federações) aplicadas nas competições.`}
      actions={canCreate(punishments, user) && <Button asChild><Link to={`${BASE}/create`}><Trans>Nova punição</Trans></Link></Button>}>
      {!rows ? <ListSkeleton /> : rows.length === 0 ? (
        <Text color="fg.muted"><Trans>Nenhuma decisão externa registrada. Marque “Decisão de órgão externo” ao cadastrar a punição.</Trans></Text>
      ) : (
        <ListRows resource={punishments} rows={rows} basePath={BASE} columns={listColumns(punishments, view.columns)}
          canEdit={(row) => canWriteRow(punishments, user, row)} sortIndex="decided_at" sortable={false} descending
          onSort={() => undefined} caption={caption} />
      )}
    </Page>
  );
}
