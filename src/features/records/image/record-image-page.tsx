// `/records/users/image/{id}` and `/records/associations/image/{id}` (spec §2.4): a person's photo
// and an entity's shield, on their own screen (the back office's forms carry them too, among every
// other field). The federation (holder of `users` / `associations`) changes the picture directly: a
// put of the row with the new picture, kept on the device and uploaded before the put, offline too;
// its write verifies the row as any of its writes does. Anyone else signed in (the spec opens the
// person's route to every login) asks for it instead, through the same request as /my/image
// (profile_picture), which the server lets only the person, their guardian or their entity's
// manager make, and the federation decides.
import { Button, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useUser } from '../../../data/session';
import { useRecord } from '../../../data/hooks';
import { useWrite } from '../../../data/use-write';
import { holdsPermission } from '../../../domain/access';
import { wireRow } from '../../../domain/resources/wire-row';
import { FilePhoto } from '../../../ui/files/file-preview';
import { PhotoPicker } from '../../../ui/files/photo-picker';
import { PHOTO_ASPECT, SHIELD_ASPECT } from '../../../ui/files/reencode';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { ProfilePhotoRequest } from '../../../ui/approvals/photo-request';

interface Picture {
  collection: 'profiles' | 'associations';
  permission: 'users' | 'associations';
  field: 'photo_url' | 'shield_url';
  aspect: number;
  /** Where the record's page is (back link). */
  base: string;
}

const PERSON: Picture = { collection: 'profiles', permission: 'users', field: 'photo_url', aspect: PHOTO_ASPECT, base: '/records/users' };
const ENTITY: Picture = { collection: 'associations', permission: 'associations', field: 'shield_url', aspect: SHIELD_ASPECT, base: '/records/associations' };

/** The federation's direct change: the picker, then a put of the row with the new picture. */
function DirectChange({ picture, row, name }: { picture: Picture; row: Record<string, unknown> & { id: string }; name: string }) {
  const { t } = useLingui();
  const { run, busy } = useWrite();
  const [picked, setPicked] = useState<string | null>(null);
  const current = typeof row[picture.field] === 'string' ? String(row[picture.field]) : null;
  const label = picture.collection === 'profiles' ? t`Nova foto` : t`Novo escudo`;

  const save = async () => {
    if (!picked) return;
    const done = picture.collection === 'profiles' ? t`Foto de ${name} salva.` : t`Escudo de ${name} salvo.`;
    if (await run(`${picture.collection}.put`, wireRow(picture.collection, row, { [picture.field]: picked }), { done })) setPicked(null);
  };

  return (
    <HStack gap="6" align="flex-start" wrap="wrap">
      <Stack gap="2">
        <Heading as="h2" size="sm">{picture.collection === 'profiles' ? t`Foto atual` : t`Escudo atual`}</Heading>
        <FilePhoto value={current} alt={picture.collection === 'profiles' ? t`Foto atual de ${name}` : t`Escudo atual de ${name}`} aspect={picture.aspect} />
        {!current && <Text fontSize="sm" color="fg.muted"><Trans>Nenhuma imagem ainda.</Trans></Text>}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="sm">{label}</Heading>
        <PhotoPicker value={picked} onChange={setPicked} label={label} aspect={picture.aspect} />
        <Button alignSelf="flex-start" colorPalette="blue" disabled={!picked} loading={busy} onClick={() => void save()}>
          <Trans>Salvar</Trans>
        </Button>
      </Stack>
    </HStack>
  );
}

function RecordImagePage({ picture }: { picture: Picture }) {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const row = useRecord(picture.collection, id) as (Record<string, unknown> & { id: string }) | null | undefined;
  const user = useUser();
  const title = picture.collection === 'profiles' ? t`Foto da pessoa` : t`Escudo da entidade`;
  if (row === undefined) return <Page title={title} narrow><ListSkeleton rows={2} /></Page>;
  if (row === null) {
    return (
      <Page title={title} narrow>
        <Text><Trans>Este cadastro não está neste aparelho.</Trans></Text>
        <ChakraLink asChild><Link to={picture.base}><Trans>Voltar à lista</Trans></Link></ChakraLink>
      </Page>
    );
  }
  const name = String(row.name ?? '');
  const direct = holdsPermission(user, picture.permission);
  return (
    <Page
      title={picture.collection === 'profiles' ? t`Foto de ${name}` : t`Escudo de ${name}`} narrow
      description={direct ? t`A nova imagem vale assim que salva (sem internet, vai na próxima sincronização).` : t`A nova foto vale depois de aprovada pela federação.`}
      actions={<Button asChild variant="outline"><Link to={`${picture.base}/show/${row.id}`}><Trans>Voltar ao cadastro</Trans></Link></Button>}
    >
      {direct ? <DirectChange picture={picture} row={row} name={name} /> : <ProfilePhotoRequest profile={row} currentAlt={t`Foto atual de ${name}`} />}
    </Page>
  );
}

export const PersonImagePage = () => <RecordImagePage picture={PERSON} />;
export const EntityImagePage = () => <RecordImagePage picture={ENTITY} />;
