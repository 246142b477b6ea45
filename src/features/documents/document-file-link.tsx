// Opens a document's file (PDF or photo) from the device's copy when there is one, else the
// server's, which serves it only to those who may read the document.
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useFileUrl } from '../../data/files';

export function DocumentFileLink({ file, name }: { file: unknown; name: string }) {
  const url = useFileUrl(typeof file === 'string' ? file : null, 'full');
  if (typeof file !== 'string' || !file) return <Text fontSize="sm" color="fg.muted"><Trans>Sem arquivo anexado.</Trans></Text>;
  if (!url) return <Text fontSize="sm" color="fg.muted"><Trans>Carregando o arquivo…</Trans></Text>;
  return <ChakraLink href={url} target="_blank" rel="noopener" fontSize="sm"><Trans>Abrir arquivo de {name}</Trans></ChakraLink>;
}
