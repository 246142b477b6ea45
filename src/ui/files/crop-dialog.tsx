// Crop to the card's aspect, or the one asked for (a square shield) (react-easy-crop): drag or arrow keys to move, the slider or +/− to zoom,
// then "Usar esta foto". The cropped area is in the upright picture's pixels (cropAndEncode).
import { Box, Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { PHOTO_ASPECT, type PixelArea } from './reencode';

interface CropDialogProps {
  source: Blob | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (area: PixelArea | null) => void;
  /** Width over height of the frame; the ID photo's 3:4 unless told. */
  aspect?: number;
}

export function CropDialog({ source, busy, onCancel, onConfirm, aspect = PHOTO_ASPECT }: CropDialogProps) {
  const { t } = useLingui();
  const zoomId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    if (!source) return;
    const href = URL.createObjectURL(source);
    setUrl(href);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setUnreadable(false);
    return () => URL.revokeObjectURL(href);
  }, [source]);

  return (
    <Dialog.Root open={source !== null} onOpenChange={(e) => !e.open && onCancel()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header><Dialog.Title>{t`Enquadrar a foto`}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              {unreadable ? (
                <Text role="alert">{t`Este navegador não consegue abrir esta imagem. Envie uma foto em JPEG ou PNG.`}</Text>
              ) : (
                <>
                  <Text fontSize="sm" mb="2" id={`${zoomId}-help`}>{aspect === PHOTO_ASPECT ? t`Arraste (ou use as setas do teclado) para posicionar o rosto no quadro.` : t`Arraste (ou use as setas do teclado) para posicionar a imagem no quadro.`}</Text>
                  <Box position="relative" w="full" h={{ base: '60vh', md: '420px' }} bg="black" rounded="md" overflow="hidden">
                    {url && (
                      <Cropper image={url} crop={crop} zoom={zoom} aspect={aspect} onCropChange={setCrop} onZoomChange={setZoom}
                        onCropComplete={(_: Area, pixels: Area) => setArea(pixels)} keyboardStep={8}
                        onMediaLoaded={() => setUnreadable(false)}
                        mediaProps={{ alt: t`Foto a enquadrar`, onError: () => setUnreadable(true) }}
                        cropperProps={{ 'aria-label': t`Quadro da foto`, 'aria-describedby': `${zoomId}-help` }} />
                    )}
                  </Box>
                  <HStack mt="3" gap="3">
                    <Button variant="outline" size="sm" aria-label={t`Diminuir zoom`} onClick={() => setZoom((z) => Math.max(1, z - 0.2))}>−</Button>
                    <label htmlFor={zoomId} style={{ flex: 1 }}>
                      <Text as="span" srOnly>{t`Zoom`}</Text>
                      <input id={zoomId} type="range" min={1} max={4} step={0.05} value={zoom} style={{ width: '100%' }}
                        onChange={(e) => setZoom(Number(e.target.value))} aria-valuetext={t`${Math.round(zoom * 100)}%`} />
                    </label>
                    <Button variant="outline" size="sm" aria-label={t`Aumentar zoom`} onClick={() => setZoom((z) => Math.min(4, z + 0.2))}>+</Button>
                  </HStack>
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>{t`Cancelar`}</Button>
              <Button onClick={() => onConfirm(area)} loading={busy} loadingText={t`Preparando…`} disabled={unreadable}>{t`Usar esta foto`}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
