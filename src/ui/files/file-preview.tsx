import { Box, Image, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FileVariant } from '../../domain/files';
import { useFileUrl } from '../../data/files';
import { PHOTO_ASPECT } from './reencode';

/** A record's photo, from the device's copy when there is one (offline too), else the server's. */
export function FilePhoto({ value, variant = 'card', alt, size = '120px', aspect = PHOTO_ASPECT }: { value: string | null | undefined; variant?: FileVariant; alt: string; size?: string; aspect?: number }) {
  const { t } = useLingui();
  const src = useFileUrl(value, variant);
  if (!value) return <Box w={size} aspectRatio={aspect} borderWidth="1px" borderStyle="dashed" rounded="md" display="flex" alignItems="center" justifyContent="center"><Text fontSize="sm" color="fg.muted" textAlign="center">{t`Sem foto`}</Text></Box>;
  return <Image src={src} alt={alt} w={size} aspectRatio={aspect} objectFit="cover" rounded="md" bg="bg.muted" />;
}
