// The sync panel (a drawer opened from the indicator): where sync stands, "Sincronizar agora", the
// writes waiting to be sent (which, when, their state), and the writes the server refused, with
// its message and what to do about each one.
import { Badge, Box, Button, CloseButton, Dialog, Drawer, HStack, Link as ChakraLink, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { formatElapsed, useElapsedSince } from '../../app/chrono';
import { logout } from '../../app/logout';
import { useOnline } from '../../app/network';
import { notifyError, notifySuccess } from '../../lib/notices';
import { discardRejected, retryRejected } from '../../data/outbox';
import type { OutboxEntry, TenantDb } from '../../data/tenant-db';
import { isSyncing } from '../../../workers/sync-status';
import { indicatorView, pendingLabel } from './indicator-view';
import { describeOperation, type OperationNames } from './operation-label';
import { entryState, entryTime } from './entry-state';
import { PendingList } from './pending-list';
import { useUserPending } from './outbox-counts';
import { useUserPendingEntries, useUserRejected } from './queries';
import { notifyMutated, syncClient, useSyncState } from '../../data/sync-client';

/** Pending writes listed by name; the count covers the rest. */
const PENDING_SHOWN = 50;

interface SyncPanelProps {
  open: boolean;
  onClose: () => void;
  db: TenantDb;
  userId: string;
}

export function SyncPanel({ open, onClose, db, userId }: SyncPanelProps) {
  const { t } = useLingui();
  const router = useRouter();
  const state = useSyncState();
  const online = useOnline();
  const pending = useUserPending(db, userId) ?? state.pending;
  const rejected = useUserRejected(db, userId);
  const queued = useUserPendingEntries(db, userId, PENDING_SHOWN);
  const elapsed = useElapsedSince(state.lastSyncAt);
  const view = indicatorView(state, pending, online, elapsed);
  const [syncing, setSyncing] = useState(false);

  const syncNow = async () => {
    setSyncing(true);
    try {
      const after = await syncClient.syncNow('manual');
      if (after.error && after.phase !== 'idle') notifyError(after.error.message);
    } finally {
      setSyncing(false);
    }
  };
  const signInAgain = () => {
    onClose();
    // Pending writes stay for this user (no wipe of pending); the same login resumes them.
    void logout((to) => router.navigate({ to }));
  };

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="sync-panel">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title><Trans>Sincronização</Trans></Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack gap="5">
                <Stack gap="2" as="section" aria-label={t`Situação`}>
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={online ? 'green' : 'orange'} variant="subtle">{online ? t`Online` : t`Offline`}</Badge>
                    <Badge colorPalette={view.tone} variant="subtle">{view.label}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {state.lastSyncAt === null || elapsed === null
                      ? t`Ainda não sincronizado neste aparelho.`
                      : t`Última sincronização completa: ${formatElapsed(elapsed)}.`}
                  </Text>
                  <Text fontSize="sm">{pending === 0 ? t`Nenhuma alteração pendente.` : t`Aguardando envio: ${pendingLabel(pending)}.`}</Text>
                  {queued && <PendingList entries={queued} total={pending} sync={state} />}
                  {view.download && (
                    <Progress.Root value={null} size="sm">
                      <Progress.Label fontSize="sm" mb="1">{t`Baixando dados para uso offline: ${view.download.rows.toLocaleString('pt-BR')} registros`}</Progress.Label>
                      <Progress.Track aria-label={t`Download inicial`}><Progress.Range /></Progress.Track>
                    </Progress.Root>
                  )}
                  {state.error && state.phase !== 'idle' && !isSyncing(state) && (
                    <Text fontSize="sm" color={state.phase === 'error' && state.error.code === 'offline' ? 'fg.muted' : 'fg.error'}>{state.error.message}</Text>
                  )}
                  <HStack gap="2" wrap="wrap" pt="1">
                    {state.phase === 'paused-auth' ? (
                      <Button size="sm" onClick={signInAgain}><Trans>Entrar novamente</Trans></Button>
                    ) : state.phase === 'update-required' ? (
                      <Button size="sm" onClick={() => window.location.reload()}><Trans>Atualizar o aplicativo</Trans></Button>
                    ) : (
                      <Button size="sm" onClick={() => void syncNow()} loading={syncing || isSyncing(state)} loadingText={t`Sincronizando…`} disabled={!online}>
                        <Trans>Sincronizar agora</Trans>
                      </Button>
                    )}
                  </HStack>
                </Stack>

                <Stack gap="3" as="section" aria-labelledby="sync-rejected-title">
                  <Text id="sync-rejected-title" fontWeight="semibold"><Trans>Alterações recusadas pelo servidor</Trans></Text>
                  {rejected && rejected.length === 0 && <Text fontSize="sm" color="fg.muted"><Trans>Nenhuma alteração recusada.</Trans></Text>}
                  {rejected && rejected.length > 0 && (
                    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                      {rejected.map(({ entry, exists, names }) => (
                        <RejectedItem key={entry.id} entry={entry} exists={exists} names={names} db={db} userId={userId} onNavigate={onClose} />
                      ))}
                    </Stack>
                  )}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Fechar painel de sincronização`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface RejectedItemProps {
  entry: OutboxEntry;
  exists: boolean;
  names: OperationNames;
  db: TenantDb;
  userId: string;
  onNavigate: () => void;
}

function RejectedItem({ entry, exists, names, db, userId, onNavigate }: RejectedItemProps) {
  const { t } = useLingui();
  const op = describeOperation(entry.name, entry.args, exists, names);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const when = entryTime(entry);
  const status = entryState(entry, { phase: 'idle' });
  const heading = op.title ? `${op.label} “${op.title}”` : op.label;

  const retry = async () => {
    setBusy(true);
    try {
      // A new write with a new seq, and the refused one removed, in one transaction.
      await retryRejected(db, { userId }, entry.id!, entry.args);
      notifyMutated();
      notifySuccess(t`Alteração enviada de novo.`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t`Não foi possível reenviar.`);
    } finally {
      setBusy(false);
    }
  };
  const discard = async () => {
    setBusy(true);
    try {
      await discardRejected(db, entry.id!);
      setConfirming(false);
      notifySuccess(t`Alteração descartada.`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t`Não foi possível descartar.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="sync-rejected-item">
      <Stack gap="1.5">
        <HStack gap="2" align="start" justify="space-between">
          <Text fontWeight="medium" overflowWrap="anywhere">{heading}</Text>
          <Badge colorPalette={status.tone} variant="subtle" flexShrink={0}>{status.label}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.error">{status.reason}</Text>
        <Text fontSize="xs" color="fg.muted">{t`Feita em ${when}`}</Text>
        <HStack gap="2" wrap="wrap" pt="1">
          {op.href && (
            <ChakraLink asChild fontSize="sm">
              <Link to={op.href} onClick={onNavigate}>{t`Abrir registro`}</Link>
            </ChakraLink>
          )}
          <Button size="xs" variant="outline" onClick={() => void retry()} loading={busy && !confirming}>
            <Trans>Reenviar</Trans>
          </Button>
          <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(e) => setConfirming(e.open)} placement="center">
            <Dialog.Trigger asChild>
              <Button size="xs" variant="outline" colorPalette="red" disabled={busy}><Trans>Descartar</Trans></Button>
            </Dialog.Trigger>
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content mx="4">
                  <Dialog.Header>
                    <Dialog.Title><Trans>Descartar esta alteração?</Trans></Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Text>{heading}</Text>
                    <Text mt="2" color="fg.muted"><Trans>Ela será apagada deste aparelho e não será enviada. Esta ação não pode ser desfeita.</Trans></Text>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline"><Trans>Cancelar</Trans></Button>
                    </Dialog.ActionTrigger>
                    <Button colorPalette="red" loading={busy} onClick={() => void discard()}><Trans>Descartar</Trans></Button>
                  </Dialog.Footer>
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        </HStack>
      </Stack>
    </Box>
  );
}
