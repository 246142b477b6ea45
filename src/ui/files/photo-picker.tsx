// The photo field (FieldKind 'image'): camera on phones, a file on desktops; the photo is kept on the
// device at once (keepFile) and its reference becomes the field's value, so saving works offline.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTenantData } from '../../data/db-context';
import { FileQuotaError, keepFile } from '../../data/files';
import { notifyError } from '../../app/notices';
import { FileInputButton } from './file-input-button';
import { FilePhoto } from './file-preview';

export interface PhotoPickerProps {
  value: string | null | undefined;
  onChange: (ref: string | null) => void;
  /** Accessible name of the photo (the field's label). */
  label: string;
  describedBy?: string;
  /** Turns a chosen picture into the bytes to keep (crop, re-encode); the picture as is by default. */
  prepare?: (file: File) => Promise<Blob | null>;
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export function PhotoPicker({ value, onChange, label, describedBy, prepare }: PhotoPickerProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const [busy, setBusy] = useState(false);

  async function take(file: File) {
    setBusy(true);
    try {
      const blob = prepare ? await prepare(file) : file;
      if (!blob) return;
      onChange(await keepFile(db, blob, { kind: 'image' }));
    } catch (error) {
      notifyError(error instanceof FileQuotaError ? error.message : t`Não foi possível usar esta imagem.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack align="flex-start" gap="4">
      <FilePhoto value={value} alt={label} variant="card" />
      <Stack gap="2">
        <FileInputButton accept={IMAGE_ACCEPT} capture="user" onFile={(f) => void take(f)} describedBy={describedBy} disabled={busy}>
          {value ? t`Trocar foto` : t`Tirar ou escolher foto`}
        </FileInputButton>
        {value && <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>{t`Remover foto`}</Button>}
        {busy && <Text fontSize="sm" role="status">{t`Preparando a foto…`}</Text>}
      </Stack>
    </HStack>
  );
}
