// The photo field (FieldKind 'image'): "Usar a câmera" (getUserMedia: the front camera on phones, the
// webcam on desktops) or "Escolher foto" (a file; phones offer their camera there too), then a crop
// to the card's aspect (or the one given: a square shield), re-encoded on the device (reencode.ts) and kept at once (keepFile): the
// field's value is its reference, so saving works offline and the photo shows from the local copy.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError } from '../../lib/notices';
import { useTenantData } from '../../data/db-context';
import { FileQuotaError, keepFile } from '../../data/files';
import { deferred } from '../deferred';
import { cameraAvailable } from './camera-available';
import { FileInputButton } from './file-input-button';
import { FilePhoto } from './file-preview';
import { cropAndEncode, PHOTO_ASPECT, type PixelArea } from './reencode';

export interface PhotoPickerProps {
  value: string | null | undefined;
  onChange: (ref: string | null) => void;
  /** Accessible name of the photo (the field's label). */
  label: string;
  describedBy?: string;
  /** Width over height of the crop: the ID photo's 3:4 unless told (SHIELD_ASPECT for a shield). */
  aspect?: number;
}

// The camera and the cropper (react-easy-crop) download when first opened, not with every form.
const CameraDialog = deferred(() => import('./camera-dialog').then((m) => m.CameraDialog));
const CropDialog = deferred(() => import('./crop-dialog').then((m) => m.CropDialog));

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export function PhotoPicker({ value, onChange, label, describedBy, aspect = PHOTO_ASPECT }: PhotoPickerProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const [camera, setCamera] = useState(false);
  const [source, setSource] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);

  async function keep(area: PixelArea | null) {
    if (!source) return;
    setBusy(true);
    try {
      const photo = await cropAndEncode(source, area);
      onChange(await keepFile(db, photo, { kind: 'image' }));
      setSource(null);
    } catch (error) {
      notifyError(error instanceof FileQuotaError ? error.message : t`Não foi possível usar esta imagem. Tente outra foto.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack align="flex-start" gap="4">
      <FilePhoto value={value} alt={label} variant="card" aspect={aspect} />
      <Stack gap="2">
        {cameraAvailable() && (
          <Button type="button" size="lg" variant="outline" aria-describedby={describedBy} onClick={() => setCamera(true)}>{t`Usar a câmera`}</Button>
        )}
        <FileInputButton accept={IMAGE_ACCEPT} onFile={setSource} describedBy={describedBy} disabled={busy}>
          {value ? t`Trocar foto` : t`Escolher foto`}
        </FileInputButton>
        {value && <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>{t`Remover foto`}</Button>}
      </Stack>
      <CameraDialog when={camera} open={camera} onClose={() => setCamera(false)} onCapture={(photo) => { setCamera(false); setSource(photo); }} />
      <CropDialog when={source !== null} source={source} busy={busy} aspect={aspect} onCancel={() => setSource(null)} onConfirm={(area) => void keep(area)} />
    </HStack>
  );
}
