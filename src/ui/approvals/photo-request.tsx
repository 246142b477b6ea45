// A picture changed by request (a person's photo, an entity's shield): the current one, the one
// waiting for the federation, or the picker (camera or file, cropped on the device) to propose a new
// one. The picture is kept on the device at once (keepFile, offline too) and the request waits in the
// outbox; the sync uploads the picture first, then the request reaches the reviewers. A returned
// request is corrected in place (approvals.resubmit), any other state opens a new one.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWrite } from '../../data/use-write';
import { uuidv7 } from '../../domain/uuid';
import { FilePhoto } from '../files/file-preview';
import { PhotoPicker } from '../files/photo-picker';
import { useOpenRequest } from './my-requests';

export interface PhotoRequestTexts {
  current: string;
  currentAlt: string;
  pendingAlt: string;
  newOne: string;
  another: string;
  sent: string;
}

export interface PhotoRequestProps {
  /** The approval kind (profile_picture, association_shield). */
  kind: string;
  subjectId: string;
  /** The subject's field the kind proposes (photo_url, shield_url). */
  field: string;
  current: string | null;
  /** Crop and frame: the ID photo's 3:4 unless told. */
  aspect?: number;
  texts: PhotoRequestTexts;
}

export function PhotoRequest({ kind, subjectId, field, current, aspect, texts }: PhotoRequestProps) {
  const { t } = useLingui();
  const open = useOpenRequest(kind, subjectId);
  const { act, busy } = useWrite();
  const [picked, setPicked] = useState<string | null>(null);
  if (open === undefined) return null;

  const send = async () => {
    if (!picked) return;
    const proposed = { [field]: picked };
    const sent = await act(async (mutate) => {
      if (open?.status === 'devolvido') await mutate('approvals.resubmit', { id: open.id, proposed });
      else await mutate('approvals.request', { id: uuidv7(), kind, subject_id: subjectId, proposed });
    }, { done: texts.sent });
    if (sent) setPicked(null);
  };

  const proposedNow = open?.proposed[field];
  return (
    <HStack gap="6" align="flex-start" wrap="wrap">
      <Stack gap="2">
        <Heading as="h2" size="sm">{texts.current}</Heading>
        <FilePhoto value={current} alt={texts.currentAlt} aspect={aspect} />
      </Stack>
      {open?.status === 'pendente' ? (
        <Stack gap="2" data-testid="photo-pending">
          <Heading as="h2" size="sm">{t`Aguardando aprovação`}</Heading>
          <FilePhoto value={typeof proposedNow === 'string' ? proposedNow : null} alt={texts.pendingAlt} aspect={aspect} />
        </Stack>
      ) : (
        <Stack gap="3">
          <Heading as="h2" size="sm">{open?.status === 'devolvido' ? texts.another : texts.newOne}</Heading>
          {open?.status === 'devolvido' && <Text color="orange.fg">{t`Devolvida: ${open.reason ?? ''}`}</Text>}
          <PhotoPicker value={picked} onChange={setPicked} label={texts.newOne} aspect={aspect} />
          <Button alignSelf="flex-start" colorPalette="blue" disabled={!picked} loading={busy} onClick={() => void send()}>
            {t`Enviar para aprovação`}
          </Button>
        </Stack>
      )}
    </HStack>
  );
}

/** A person's photo (profile_picture): one's own at /my/image, a managed person's at the manager's routes. */
export function ProfilePhotoRequest({ profile, currentAlt }: { profile: Readonly<Record<string, unknown>> & { id: string }; currentAlt: string }) {
  const { t } = useLingui();
  return (
    <PhotoRequest
      kind="profile_picture" subjectId={profile.id} field="photo_url"
      current={typeof profile.photo_url === 'string' ? profile.photo_url : null}
      texts={{
        current: t`Foto atual`, currentAlt, pendingAlt: t`Foto enviada para aprovação`,
        newOne: t`Nova foto`, another: t`Envie outra foto`, sent: t`Foto enviada para aprovação.`,
      }}
    />
  );
}
