// "Usar a câmera": a live preview from getUserMedia (the front camera on phones, the webcam on
// desktops) and one button that captures the frame. Where the camera is refused or missing, the
// person is told so and can still choose a file.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

interface CameraDialogProps {
  open: boolean;
  onClose: () => void;
  onCapture: (photo: Blob) => void;
}


export function CameraDialog({ open, onClose, onCapture }: CameraDialogProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live: MediaStream | null = null;
    let cancelled = false;
    setError(null);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((track) => track.stop());
        live = s;
        setStream(s);
      })
      .catch(() => setError(t`Não foi possível abrir a câmera. Verifique a permissão do navegador ou escolha um arquivo.`));
    return () => {
      cancelled = true;
      live?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [open, t]);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 0.92);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header><Dialog.Title>{t`Tirar foto`}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              {error ? <Text role="alert">{error}</Text> : (
                <video ref={video} autoPlay playsInline muted aria-label={t`Imagem da câmera`} style={{ width: '100%', borderRadius: 8, background: '#000' }} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t`Cancelar`}</Button>
              <Button onClick={capture} disabled={!stream}>{t`Capturar`}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
