// `/my/image` (spec menu "Foto"): the person's photo, and the way to change it, which is a request
// (profile_picture): the photo is kept on the device (offline too) and shown from there, the request
// waits in the outbox; the sync uploads the photo first, then the request reaches the reviewers.
import { Alert, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../app/notices';
import { isMutationError } from '../../domain/mutators/types';
import { uuidv7 } from '../../domain/uuid';
import { useMutate } from '../../data/hooks';
import { FilePhoto } from '../../ui/files/file-preview';
import { PhotoPicker } from '../../ui/files/photo-picker';
import { Page } from '../../ui/page';
import { MyRequests, useOpenRequest } from './my-requests';
import { useOwnProfile } from './own-profile';

export function MyPhotoPage() {
  const { t } = useLingui();
  const profile = useOwnProfile();
  const open = useOpenRequest('profile_picture', profile?.id);
  const mutate = useMutate();
  const [photo, setPhoto] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (profile === undefined || open === undefined) return <Page title={t`Foto`} narrow />;
  if (profile === null) {
    return (
      <Page title={t`Foto`} narrow>
        <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t`Seu cadastro ainda não foi feito pela federação. Procure a secretaria.`}</Alert.Title></Alert.Root>
      </Page>
    );
  }

  const send = async () => {
    if (!photo) return;
    setBusy(true);
    try {
      if (open?.status === 'devolvido') await mutate('approvals.resubmit', { id: open.id, proposed: { photo_url: photo } });
      else await mutate('approvals.request', { id: uuidv7(), kind: 'profile_picture', subject_id: profile.id, proposed: { photo_url: photo } });
      setPhoto(null);
      notifySuccess(t`Foto enviada para aprovação.`);
    } catch (error) {
      notifyError(isMutationError(error) ? error.message : t`Não foi possível enviar a foto.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t`Foto`} description={t`A foto da carteirinha. Uma nova foto vale depois de aprovada pela federação.`} narrow>
      <Stack gap="8">
        <HStack gap="6" align="flex-start" wrap="wrap">
          <Stack gap="2">
            <Heading as="h2" size="sm">{t`Foto atual`}</Heading>
            <FilePhoto value={typeof profile.photo_url === 'string' ? profile.photo_url : null} alt={t`Sua foto atual`} />
          </Stack>
          {open?.status === 'pendente' ? (
            <Stack gap="2" data-testid="photo-pending">
              <Heading as="h2" size="sm">{t`Aguardando aprovação`}</Heading>
              <FilePhoto value={typeof open.proposed.photo_url === 'string' ? open.proposed.photo_url : null} alt={t`Foto enviada para aprovação`} />
            </Stack>
          ) : (
            <Stack gap="3">
              <Heading as="h2" size="sm">{open?.status === 'devolvido' ? t`Envie outra foto` : t`Nova foto`}</Heading>
              {open?.status === 'devolvido' && <Text color="orange.fg">{t`Devolvida: ${open.reason ?? ''}`}</Text>}
              <PhotoPicker value={photo} onChange={setPhoto} label={t`Nova foto`} />
              <Button alignSelf="flex-start" colorPalette="blue" disabled={!photo} loading={busy} onClick={() => void send()}>
                {t`Enviar para aprovação`}
              </Button>
            </Stack>
          )}
        </HStack>
        <MyRequests kinds={['profile_picture']} title={t`Minhas solicitações de foto`} />
      </Stack>
    </Page>
  );
}
