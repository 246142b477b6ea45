import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { NOTICE_DURATION_MS, setNoticeSink } from '../lib/notices';

// Below the sticky header (4rem), never over it: a notice must not hide the sync indicator that
// tells whether what it announces reached the server.
const toaster = createToaster({
  placement: 'top-end', duration: NOTICE_DURATION_MS, pauseOnPageIdle: true, max: 4,
  offsets: { top: 'calc(4rem + 0.5rem)', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** Renders notices raised through lib/notices.ts (spec §7: negative notice, 5 s, spec §9). */
export function Toaster() {
  const { t } = useLingui();
  useEffect(() => {
    setNoticeSink((notice) => {
      toaster.create({ type: notice.type, title: notice.title, description: notice.description, duration: NOTICE_DURATION_MS, closable: true });
    });
    return () => setNoticeSink(null);
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ base: '4', md: 'auto' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t`Fechar aviso`} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
