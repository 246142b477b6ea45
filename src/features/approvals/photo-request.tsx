// Asking for a new profile photo (kind profile_picture), for one's own profile (`/my/image`) or for a
// person of an entity one manages (`/my/associations/{association_id}/users/image/{id}`,
// `/my/teams/{team_id}/users/image/{id}`): the current photo, then either the request still
// pending or the picker (camera or file, cropped to the card and kept on the device, offline too)
// and the send. The request waits in the outbox; the sync uploads the photo first, then the request
// reaches the reviewers. Its requester is whoever is signed in; the server decides who may ask
// (people-kinds.ts).
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../app/notices';
import { isMutationError, type StoredRow } from '../../domain/mutators/types';
import { uuidv7 } from '../../domain/uuid';
import { useMutate } from '../../data/hooks';
import { FilePhoto } from '../../ui/files/file-preview';
import { PhotoPicker } from '../../ui/files/photo-picker';
import { useOpenRequest } from './my-requests';

export interface PhotoRequestProps {
  /** The profile whose photo changes. */
  profile: StoredRow;
  /** Accessible name of the current photo ("Sua foto atual", "Foto atual de Ana"). */
  currentAlt: string;
}

export function PhotoRequest({ profile, currentAlt }: PhotoRequestProps) {
  const { t } = useLingui();
  const open = useOpenRequest('profile_picture', profile.id);
  const mutate = useMutate();
  const [photo, setPhoto] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (open === undefined) return null;

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
    <HStack gap="6" align="flex-start" wrap="wrap">
      <Stack gap="2">
        <Heading as="h2" size="sm">{t`Foto atual`}</Heading>
        <FilePhoto value={typeof profile.photo_url === 'string' ? profile.photo_url : null} alt={currentAlt} />
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
  );
}
