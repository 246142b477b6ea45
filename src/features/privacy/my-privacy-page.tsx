// /my/privacy (spec §2.2): what the federation holds about the person and why, their
// consents, "Baixar meus dados" and the deletion request. Drawn from the local replica (offline
// too), but the download, which asks the server.
import { Alert, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useTenantData } from '../../data/db-context';
import { isMinor } from '../../domain/documents/parq';
import { Page } from '../../ui/page';
import { useOwnProfile } from '../../data/own-profile';
import { ConsentsPanel } from './consents-panel';
import { DeletionRequest } from './deletion-request';
import { DownloadData } from './download-data';
import { HoldingsTable } from './holdings-table';
import { todayInBrasilia } from '../../domain/dates';


export function MyPrivacyPage() {
  const { t } = useLingui();
  const { userId } = useTenantData();
  const profile = useOwnProfile();
  const minor = isMinor(profile?.birthdate as string | undefined, todayInBrasilia());
  return (
    <Page narrow title={t`Privacidade`} description={t`Seus dados pessoais na federação (Lei Geral de Proteção de Dados, Lei 13.709/2018).`}>
      <Stack gap="8">
        {userId && profile !== undefined && <ConsentsPanel userId={userId} locked={minor} />}
        <DownloadData />
        <HoldingsTable />
        {profile ? <DeletionRequest profileId={profile.id} /> : profile === null ? (
          <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t`Sem cadastro esportivo neste aparelho: para pedir a exclusão, procure a secretaria.`}</Alert.Title></Alert.Root>
        ) : null}
      </Stack>
    </Page>
  );
}
