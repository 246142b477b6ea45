// The dialog of "Ampliar QR code" (/my/id, a reservation's page; qr-enlarged.tsx holds the button,
// this chunk downloads when it is first pressed): the QR on a full white screen, as big as the phone allows,
// for the gate's camera in the sun or a scanner held at arm's length. While it is open the screen
// stays on (Wake Lock; a phone that dims mid-queue makes the athlete unlock and start over). Web apps
// cannot raise the brightness, so where the lock is not granted the screen says to.
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useWakeLock } from './use-wake-lock';
import { QrCode } from './qr-code';

/** What the button passes on (the dialog owns the type: the button only imports it as a type). */
export interface QrEnlargedProps {
  credential: string;
  name: string;
  /** The line under the QR ("Válida até dd/mm/aaaa", a reservation's day and time). */
  caption: string;
  /** Prefix of the test ids (`idcard`: idcard-qr-enlarged, idcard-qr-large). */
  testId?: string;
  /** What screen readers say for the QR. */
  label: string;
}

interface QrEnlargedDialogProps extends QrEnlargedProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QrEnlargedDialog({ credential, name, caption, label, testId = 'idcard', open, onOpenChange }: QrEnlargedDialogProps) {
  const awake = useWakeLock(open);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="full" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Black on white whatever the theme: scanners read dark modules on a light ground. */}
          <Dialog.Content bg="white" color="black" data-testid={`${testId}-qr-enlarged`}>
            <Dialog.Header justifyContent="center">
              <Dialog.Title fontSize="2xl" textAlign="center">{name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack align="center" justify="center" gap="3" h="full">
                <QrCode text={credential} label={label} testId={`${testId}-qr-large`} maxW="min(94vw, calc(100dvh - 15rem))" />
                <Text fontSize="2xl" fontWeight="extrabold" textAlign="center">{caption}</Text>
                <Text fontSize="md" textAlign="center" role="status">
                  {awake
                    ? <Trans>A tela fica acesa enquanto o QR estiver ampliado.</Trans>
                    : <Trans>Aumente o brilho da tela para facilitar a leitura.</Trans>}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="lg" w="full" colorPalette="gray"><Trans>Fechar</Trans></Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
