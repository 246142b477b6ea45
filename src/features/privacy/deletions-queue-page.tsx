// /records/users/deletions_approve (ours: the spec names no route): the pending deletion requests,
// each leading to the person's privacy page where it is settled (anonymise or refuse).
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useTenantData } from '../../data/db-context';
import { DATA_DELETION } from '../../domain/approvals/privacy-kinds';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { brDateTime } from '../../domain/dates';

export function DeletionsQueuePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const list = useReplica(async () => {
    const rows = await db.rows('approvals').where('[kind+status]').equals([DATA_DELETION, 'pendente']).toArray();
    return Promise.all(rows.map(async (r) => ({ r, profile: await db.rows('profiles').get(String(r.subject_id)) })));
  }, [db]);
  return (
    <Page narrow title={t`Pedidos de exclusão de dados`} description={list ? t`${list.length} pedido(s) pendente(s)` : undefined}>
      {!list ? <ListSkeleton rows={2} /> : list.length === 0 ? <Text color="fg.muted">{t`Nenhum pedido pendente.`}</Text> : (
        <Stack as="ul" gap="3" listStyleType="none">
          {list.map(({ r, profile }) => (
            <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="4">
              <HStack justify="space-between" wrap="wrap">
                <Text>{String(profile?.name ?? t`Pessoa`)} · {brDateTime(String(r.requested_at))}</Text>
                <Button asChild size="sm"><Link to={`/records/users/privacy/${String(r.subject_id)}`}>{t`Atender`}</Link></Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Page>
  );
}
