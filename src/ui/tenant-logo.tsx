import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { useDark } from '../app/color-mode';
import type { ClientLogos } from '../domain/api';

interface TenantLogoProps { logos: ClientLogos | null; name: string; size?: string; maxW?: string }

/** The tenant's logo in its light or dark variant; the initial of its name when it fails to load. */
export function TenantLogo({ logos, name, size = '10', maxW = '40' }: TenantLogoProps) {
  const dark = useDark();
  // No tenant yet (connect mode): the product's own icon.
  const src = logos ? (dark ? logos.dark || logos.light : logos.light || logos.dark) : '/icons/icon.svg';
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <Image src={src} alt="" h={size} w="auto" maxW={maxW} objectFit="contain" onError={() => setFailed(src)} />;
  }
  return (
    <Box aria-hidden="true" h={size} w={size} rounded="lg" bg="colorPalette.solid" color="colorPalette.contrast"
      display="flex" alignItems="center" justifyContent="center" fontWeight="bold" fontSize="lg" flexShrink={0}>
      {(name.trim()[0] ?? 'F').toUpperCase()}
    </Box>
  );
}
