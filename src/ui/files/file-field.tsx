// The document field (FieldKind 'file'): a PDF or an image, kept on the device at once (keepFile) so
// saving works offline; opened from the device's copy or the server's.
import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError } from '../../lib/notices';
import { useTenantData } from '../../data/db-context';
import { FileQuotaError, keepFile, useFileUrl } from '../../data/files';
import { MAX_UPLOAD_BYTES } from '../../domain/files';
import { FileInputButton } from './file-input-button';

export interface FileFieldProps {
  value: string | null | undefined;
  onChange: (ref: string | null) => void;
  label: string;
  describedBy?: string;
}

export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';

export function FileField({ value, onChange, label, describedBy }: FileFieldProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const [busy, setBusy] = useState(false);
  const href = useFileUrl(value, 'full');

  async function take(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyError(t`Arquivo grande demais: o limite é de ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setBusy(true);
    try {
      onChange(await keepFile(db, file, { kind: 'document' }));
    } catch (error) {
      notifyError(error instanceof FileQuotaError ? error.message : t`Não foi possível guardar o arquivo.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="3" wrap="wrap">
      {value ? (
        href ? <Link href={href} target="_blank" rel="noopener">{t`Abrir ${label}`}</Link> : <Text fontSize="sm">{t`Arquivo anexado`}</Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">{t`Nenhum arquivo`}</Text>
      )}
      <FileInputButton accept={DOCUMENT_ACCEPT} onFile={(f) => void take(f)} describedBy={describedBy} disabled={busy}>
        {value ? t`Trocar arquivo` : t`Anexar arquivo`}
      </FileInputButton>
      {value && <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>{t`Remover`}</Button>}
    </HStack>
  );
}
