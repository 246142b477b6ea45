// Logout with unsent writes (spec §4 logout + ASVS 14.3.1): before the shell's logout() runs (which
// tells the server, runs the logout hooks — our wipe of user-private rows —, clears token and info,
// closes the chat and goes to login), warn "Você tem N alterações não sincronizadas" and offer:
// - "Aguardar sincronização": a round now; when nothing of this user is left pending, log out;
// - "Sair mesmo assim": log out now. The writes stay in the outbox, tied to their author, and go
//   out when that user signs in again: outboxBatch never hands them to another user's token.
// It must come before logout(), because logout() ends the token on the server first.
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { logout } from '../../app/logout';
import { useOnline } from '../../app/network';
import { sessionStore } from '../../app/session';
import { createStore, useStore } from '../../app/store';
import { userPendingCount } from './queries';
import { syncClient, syncScopeStore } from './sync-client';

type Navigate = (to: string) => void | Promise<void>;

interface LogoutPrompt {
  pending: number;
  navigate: Navigate;
}

const promptStore = createStore<{ prompt: LogoutPrompt | null }>({ prompt: null });

async function pendingOfCurrentUser(): Promise<number> {
  const { db } = syncScopeStore.get();
  const user = sessionStore.get().user;
  if (!db || !user) return 0;
  try {
    return await userPendingCount(db, user.id);
  } catch {
    return 0;
  }
}

/** "Sair": logs out at once when nothing is pending; otherwise asks first (LogoutGuardDialog). */
export async function requestLogout(navigate: Navigate): Promise<void> {
  const pending = await pendingOfCurrentUser();
  if (pending === 0) return logout(navigate);
  promptStore.set({ prompt: { pending, navigate } });
}

/** Mounted once by SyncProvider; renders nothing until a logout with pending writes asks. */
export function LogoutGuardDialog() {
  const { prompt } = useStore(promptStore);
  return prompt ? <GuardDialog prompt={prompt} /> : null;
}

function GuardDialog({ prompt }: { prompt: LogoutPrompt }) {
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
