// The athlete's transfers and those of the minors they are guardian of (`/my/markets/transfers`,
// `/{transfer_id}`): where they consent. The rows reach them by the transfers' owner and guardian
// scopes; the consent is theirs to give (transfers.consent).
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useOwnProfile } from '../../data/own-profile';
import { Page } from '../../ui/page';
import { IntentionForm } from './intention-form';
import { TransfersTable } from './lists';
import { useRoles, useTransfers } from './market-data';
import { TransferView } from './transfer-view';

const BASE = '/my/markets/transfers';

export function MyTransfersPage() {
  const { t } = useLingui();
  const roles = useRoles();
  const profile = useOwnProfile();
  const mine = useTransfers((tr) => !!roles && (tr.user_id === roles.userId || roles.dependants.has(String(tr.user_id))), [roles]);
  return (
    <Page title={t`Minhas transferências`} description={t`Pedidos para mudar seu registro (ou o de quem você é responsável) de entidade. Consinta aqui.`}>
      <Stack gap="4">
        <TransfersTable transfers={roles ? mine : undefined} base={BASE} label={t`Minhas transferências`} empty={t`Nenhum pedido de transferência para você.`} />
        <Text fontSize="sm" color="fg.muted">{t`Atletas menores de 18 anos: quem consente é o responsável.`}</Text>
        {profile && roles && (
          <Stack as="section" gap="3" aria-label={t`Disponibilidade`} pt="4">
            <Text as="h2" fontSize="lg" fontWeight="semibold">{t`Disponibilidade`}</Text>
            <Text color="fg.muted">{t`Avise os clubes, no quadro do mercado, que você está disponível para uma transferência.`}</Text>
            <IntentionForm of={{ kind: 'disponibilidade', profile_id: profile.id, user_id: roles.userId }} />
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

export function MyTransferPage() {
  const { t } = useLingui();
  const { transfer_id } = useParams({ strict: false }) as { transfer_id?: string };
  return <TransferView id={transfer_id} back={BASE} title={t`Transferência`} />;
}
