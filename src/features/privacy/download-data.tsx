// "Baixar meus dados" (LGPD art. 18, II and V): asks the server for the export (online only: the
// device holds only part of what the federation keeps; the request has a deadline) and saves it as
// JSON and as a readable HTML page (export-html.ts), both named with the day.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '../../app/http';
import { saveFile } from '../../lib/sheet-files';
import { exportToHtml, type PersonExport } from './export-html';

const EXPORT_TIMEOUT_MS = 30_000;

export function DownloadData() {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'json' | 'html' | null>(null);
  const download = async (format: 'json' | 'html') => {
    setBusy(format);
    try {
      // Errors (offline, deadline, 4xx) are shown by api() in pt-BR.
      const { status: _status, ...data } = await api<PersonExport>('/my/privacy/export', { timeoutMs: EXPORT_TIMEOUT_MS });
      const day = data.generated_at.slice(0, 10);
      if (format === 'json') saveFile(new TextEncoder().encode(JSON.stringify(data, null, 2)), `meus-dados-${day}.json`, 'application/json');
      else saveFile(new TextEncoder().encode(exportToHtml(data)), `meus-dados-${day}.html`, 'text/html');
    } catch {
      // already notified
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="download-title">
      <Heading as="h2" size="md" id="download-title">{t`Baixar meus dados`}</Heading>
      <Text>{t`Uma cópia de tudo o que a federação guarda sobre você: em JSON (para levar a outro serviço) ou numa página legível. Precisa de conexão.`}</Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" loading={busy === 'json'} disabled={busy !== null} onClick={() => void download('json')}>{t`Baixar JSON`}</Button>
        <Button variant="outline" loading={busy === 'html'} disabled={busy !== null} onClick={() => void download('html')}>{t`Baixar versão legível (HTML)`}</Button>
      </HStack>
    </Stack>
  );
}
