// The question of logout-prompt.ts ("Você tem N alterações não sincronizadas"), a chunk of its own
// that downloads the first time a logout with pending writes asks it.
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { logout } from '../../app/logout';
import { useOnline } from '../../app/network';
import { pendingOfCurrentUser, promptStore, type LogoutPrompt } from './logout-prompt';
import { syncClient } from '../../data/sync-client';

export function GuardDialog({ prompt }: { prompt: LogoutPrompt }) {
  const { t } = useLingui();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pending = prompt.pending;

  const close = () => {
    if (busy) return;
    setProblem(null);
    promptStore.set({ prompt: null });
  };
  const leave = async () => {
    promptStore.set({ prompt: null });
    setProblem(null);
    await logout(prompt.navigate);
  };
  const waitThenLeave = async () => {
    setBusy(true);
    setProblem(null);
    const state = await syncClient.syncNow('manual');
    const left = await pendingOfCurrentUser();
    setBusy(false);
    if (left === 0) {
      await leave();
      return;
    }
    promptStore.set({ prompt: { ...prompt, pending: left } });
    setProblem(state.error?.message ?? t`Não foi possível enviar tudo agora.`);
  };

  const title = plural(pending, { one: 'Você tem # alteração não sincronizada', other: 'Você tem # alterações não sincronizadas' });
  return (
    <Dialog.Root role="alertdialog" open onOpenChange={(e) => !e.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="logout-guard">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  <Trans>
                    Se sair agora, elas continuam guardadas neste aparelho e serão enviadas quando você entrar de novo
                    com esta conta. Ninguém mais as envia por você.
                  </Trans>
                </Text>
                {!online && <Text color="fg.muted"><Trans>Sem conexão: não é possível sincronizar agora.</Trans></Text>}
                {problem && <Text color="fg.error" role="alert">{problem}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={close} disabled={busy}><Trans>Cancelar</Trans></Button>
              <Button variant="outline" colorPalette="red" onClick={() => void leave()} disabled={busy}>
                <Trans>Sair mesmo assim</Trans>
              </Button>
              <Button onClick={() => void waitThenLeave()} loading={busy} loadingText={t`Sincronizando…`} disabled={!online}>
                <Trans>Aguardar sincronização</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
