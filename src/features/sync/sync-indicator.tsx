// The header's sync indicator: pending writes, syncing (with a bar during the first download), the
// time since the last successful sync, expired session, update required, refused writes, in words
// on phones too (a compact two-line form). A click
// opens the sync panel. Changes are announced politely through a separate status region whose
// text carries no running clock (so it is not re-read every minute).
import { Badge, Box, Button, Progress, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useElapsedSince } from '../../app/chrono';
import { useOnline } from '../../app/network';
import { useUser } from '../../data/session';
import { indicatorView, rejectedLabel } from './indicator-view';
import { useUserPending, useUserRejectedCount } from './outbox-counts';
import { deferred } from '../../ui/deferred';
import { useSyncScope, useSyncState } from '../../data/sync-client';

/** The panel downloads the first time it opens, not with every screen (ui/deferred.tsx). */
const SyncPanel = deferred(() => import('./sync-panel').then((m) => m.SyncPanel));

export function SyncIndicator() {
  const { t } = useLingui();
  const state = useSyncState();
  const online = useOnline();
  const user = useUser();
  const { db } = useSyncScope();
  const userId = user?.id ?? null;
  const pending = useUserPending(db, userId) ?? state.pending;
  const rejected = useUserRejectedCount(db, userId);
  const elapsed = useElapsedSince(state.lastSyncAt);
  const [open, setOpen] = useState(false);
  if (!db || !userId) return null;

  const view = indicatorView(state, pending, online, elapsed);
  const refused = rejected > 0 ? rejectedLabel(rejected) : null;
  const announce = refused ? `${view.announce}. ${refused}.` : view.announce;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        px="2"
        gap="2"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t`Sincronização: ${view.label}${refused ? `, ${refused}` : ''}. Abrir painel`}
        data-testid="sync-indicator"
        data-pending={pending}
        data-phase={state.phase}
      >
        {view.busy ? (
          <Spinner size="xs" color={`${view.tone}.solid`} />
        ) : (
          <Box as="span" aria-hidden="true" w="2" h="2" rounded="full" bg={`${view.tone}.solid`} flexShrink={0} />
        )}
        <Text as="span" fontSize="sm" hideBelow="md" maxW="56" truncate>{view.label}</Text>
        {/* Phones: the state in words too, compact (a word and a second small line). */}
        <Stack as="span" gap="0" hideFrom="md" align="start" textAlign="start" lineHeight="1.15" maxW="24" data-testid="sync-indicator-short">
          <Text as="span" fontSize="xs" fontWeight="medium" truncate maxW="full">{view.short.title}</Text>
          {view.short.detail && <Text as="span" fontSize="2xs" color="fg.muted" truncate maxW="full">{view.short.detail}</Text>}
        </Stack>
        {rejected > 0 && <Badge colorPalette="red" variant="solid" size="sm">{rejected}</Badge>}
      </Button>
      <VisuallyHidden role="status" aria-live="polite" data-testid="sync-status-live">{announce}</VisuallyHidden>
      {view.download && (
        // The header is the positioned ancestor: a thin bar along its bottom edge. The label goes on the
        // Track, which carries role=progressbar (Ark would name it with an English "loading...").
        <Progress.Root value={null} size="xs" position="absolute" insetX="0" bottom="0">
          <Progress.Track aria-label={t`Baixando dados para uso offline`} rounded="none" bg="transparent"><Progress.Range /></Progress.Track>
        </Progress.Root>
      )}
      <SyncPanel when={open} open={open} onClose={() => setOpen(false)} db={db} userId={userId} />
    </>
  );
}
