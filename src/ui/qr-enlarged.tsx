// "Ampliar QR code" (/my/id, a reservation's page): the QR on a full white screen, as big as the phone allows,
// for the gate's camera in the sun or a scanner held at arm's length. While it is open the screen
// stays on (Wake Lock; a phone that dims mid-queue makes the athlete unlock and start over). Web apps
// cannot raise the brightness, so where the lock is not granted the screen says to.
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { deferred } from './deferred';
import type { QrEnlargedProps } from './qr-enlarged-dialog';

/** The dialog (Chakra's dialog machine, the wake lock) downloads on the first press (ui/deferred.tsx). */
const QrEnlargedDialog = deferred(() => import('./qr-enlarged-dialog').then((m) => m.QrEnlargedDialog));

export function QrEnlarged(props: QrEnlargedProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" variant="outline" w="full" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Trans>Ampliar QR code</Trans>
      </Button>
      <QrEnlargedDialog when={open} open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}
