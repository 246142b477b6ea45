import { Button } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

interface FileInputButtonProps {
  accept: string;
  /** `user`/`environment`: phones open the camera directly; desktops ignore it and show a file dialog. */
  capture?: 'user' | 'environment';
  onFile: (file: File) => void;
  children: ReactNode;
  describedBy?: string;
  disabled?: boolean;
}

/** A real button (keyboard, screen readers) that opens the hidden file input. */
export function FileInputButton({ accept, capture, onFile, children, describedBy, disabled }: FileInputButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={input} type="file" accept={accept} capture={capture} hidden tabIndex={-1} aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file chosen again must fire again
          if (file) onFile(file);
        }} />
      <Button type="button" variant="outline" size="lg" disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
