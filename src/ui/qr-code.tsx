// A QR code as one crisp SVG path (uqr encodes; no canvas, no raster): it scales to any size
// without blur, prints dark on white whatever the theme (scanners expect that) and keeps the
// 4-module quiet zone the standard asks for.
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  text: string;
  /** Spoken by screen readers (the image itself is meaningless to them). */
  label: string;
  ecc?: 'L' | 'M' | 'Q' | 'H';
  maxW?: string;
  testId?: string;
}

/** Dark modules as one path, merging horizontal runs: about a tenth of the elements of one rect each. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

export function QrCode({ text, label, ecc = 'M', maxW = '22rem', testId = 'idcard-qr' }: QrCodeProps) {
  const qr = useMemo(() => encode(text, { ecc, border: 4 }), [text, ecc]);
  const path = useMemo(() => qrPath(qr.data), [qr]);
  return (
    <Box bg="white" p="0" rounded="md" w="full" maxW={maxW} mx="auto" lineHeight="0" data-testid={testId} data-qr-version={qr.version} data-credential={text}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} width="100%" height="100%" shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
        <rect width={qr.size} height={qr.size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
    </Box>
  );
}
