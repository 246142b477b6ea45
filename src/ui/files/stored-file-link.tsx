// A record's file (`files/<sha256>`, FieldKind 'file') on the show page: a link to the device's copy
// when there is one, else to the server's (fetched with the session; the server serves it only to
// those who may read the record).
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useFileUrl } from '../../data/files';

export function StoredFileLink({ fileRef }: { fileRef: string }) {
  const url = useFileUrl(fileRef, 'full');
  if (!url) return <Text as="span" color="fg.muted"><Trans>Carregando o arquivo…</Trans></Text>;
  return <ChakraLink href={url} target="_blank" rel="noopener"><Trans>Abrir arquivo</Trans></ChakraLink>;
}
