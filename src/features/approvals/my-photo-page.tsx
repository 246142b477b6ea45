// `/my/image` (spec menu "Foto"): the person's photo, and the way to change it, which is a request
// (profile_picture) made by the shared PhotoRequest: kept on the device (offline too) and shown from
// there, the request waits in the outbox; the sync uploads the photo first, then the request.
import { Alert, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page';
import { MyRequests } from '../../ui/approvals/my-requests';
import { useOwnProfile } from '../../data/own-profile';
import { ProfilePhotoRequest } from '../../ui/approvals/photo-request';

export function MyPhotoPage() {
  const { t } = useLingui();
  const profile = useOwnProfile();

  if (profile === undefined) return <Page title={t`Foto`} narrow />;
  if (profile === null) {
    return (
      <Page title={t`Foto`} narrow>
        <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t`Seu cadastro ainda não foi feito pela federação. Procure a secretaria.`}</Alert.Title></Alert.Root>
      </Page>
    );
  }

  return (
    <Page title={t`Foto`} description={t`A foto da carteirinha. Uma nova foto vale depois de aprovada pela federação.`} narrow>
      <Stack gap="8">
        <ProfilePhotoRequest profile={profile} currentAlt={t`Sua foto atual`} />
        <MyRequests kinds={['profile_picture']} title={t`Minhas solicitações de foto`} />
      </Stack>
    </Page>
  );
}
