// `/competitions/competitions/{id}/duels/show/{duelId}/partida`: the súmula's match mode,
// "before" (lineups, pitch-side checks) and "during" (clock, events, running score). Large targets,
// one hand, high contrast for sunlight; the screen is kept on while it is open (Screen Wake Lock,
// where the browser has it). It reads only the local replica (match-data.ts) — a referee's partial
// replica holds all it needs — so it opens and works offline; every write is a named mutator through
// the outbox, refused here at once with the same pt-BR reason the server would give.
import { Alert, Box, Button, Grid, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useState } from 'react';
import { useUser } from '../../../data/session';
import { useTenantData } from '../../../data/db-context';
import { holdsPermission } from '../../../domain/access';
import { sumulaClosed } from '../../../domain/competitions/sumula/sumula-closed';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { useWakeLock } from '../../../ui/use-wake-lock';
import { LineupPanel } from './lineup-panel';
import { useDuelRows, useMatchData } from './match-data';
import { MatchPanel } from './match-panel';
import { useEventLog } from './use-event-log';

/**
 * May this user write the súmula here? Holders of `competitions`, or an official appointed to the
 * duel (not declined) whose role has súmula access (the rule of src/domain/competitions/sumula/sumula-access.ts, over the
 * device's own appointments; the server checks again).
 */
function useCanWrite(duelId: string): boolean | undefined {
  const user = useUser();
  const { db, userId } = useTenantData();
  const appointed = useReplica(async () => {
    const mine = (await db.rows('refereeappointments').where('duel_id').equals(duelId).toArray()).filter((a) => a.user_id === userId && a.status !== 'recusada');
    const roles = await db.rows('refereeroles').bulkGet(mine.map((a) => String(a.role_id)));
    return roles.some((r) => typeof r?.sumula_access === 'string');
  }, [db, duelId, userId]);
  if (holdsPermission(user, 'competitions')) return true;
  return appointed;
}

/** Sunlight: the selected step black on white's opposite, the other outlined in black (WCAG AA and more). */
const tabTone = (selected: boolean): ButtonProps =>
  (selected ? { variant: 'solid', bg: 'gray.900', color: 'white' } : { variant: 'outline', color: 'fg', borderColor: 'gray.900', borderWidth: '2px' });

export function MatchModePage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const data = useMatchData(id);
  const lineups = useDuelRows('duellineups', id);
  const log = useEventLog(id);
  const canWrite = useCanWrite(id);
  const [tab, setTab] = useState<'before' | 'during'>('before');
  useWakeLock(true);
  if (data === undefined || lineups === undefined || canWrite === undefined) return <Page title={t`Modo partida`}><ListSkeleton rows={4} /></Page>;
  if (data === null) {
    return (
      <Page title={t`Modo partida`} narrow>
        <Text><Trans>Este jogo não está neste aparelho ou ainda não tem as duas equipes definidas. Sincronize com sinal e tente de novo.</Trans></Text>
      </Page>
    );
  }
  // Closed from the first confirmation, in divergence too (sumula-closed.ts): the mutators refuse.
  const confirmed = sumulaClosed(data.duel);
  const writable = canWrite && !confirmed;
  return (
    <Page title={t`Modo partida`} description={`${data.home.name} × ${data.away.name}${data.competition ? ` · ${String(data.competition.name)}` : ''}`}>
      <Stack gap="4" maxW="3xl" mx="auto" fontSize="lg">
        {!canWrite && (
          <Alert.Root status="info"><Alert.Indicator /><Alert.Title><Trans>Somente a arbitragem escalada para este jogo pode registrar a súmula. Você vê a súmula sem poder alterá-la.</Trans></Alert.Title></Alert.Root>
        )}
        {confirmed && (
          <Alert.Root status="warning"><Alert.Indicator /><Alert.Title><Trans>Súmula confirmada: lançamentos e escalação estão travados. Correções só por adendo do árbitro.</Trans></Alert.Title></Alert.Root>
        )}
        <Grid templateColumns="1fr 1fr" gap="2" role="tablist" aria-label={t`Etapas da súmula`}>
          <Button role="tab" minH="14" fontSize="lg" fontWeight="bold" aria-selected={tab === 'before'} {...tabTone(tab === 'before')} onClick={() => setTab('before')}>
            <Trans>Escalação</Trans>
          </Button>
          <Button role="tab" minH="14" fontSize="lg" fontWeight="bold" aria-selected={tab === 'during'} {...tabTone(tab === 'during')} onClick={() => setTab('during')}>
            <Trans>Partida</Trans>
          </Button>
        </Grid>
        <Box role="tabpanel" aria-label={tab === 'before' ? t`Escalação` : t`Partida`}>
          {tab === 'before'
            ? <LineupPanel data={data} lineups={lineups} canWrite={writable} />
            : <MatchPanel data={data} log={log} lineups={lineups} canWrite={writable} />}
        </Box>
        {/* After the whistle: observations, incidents, captains, the PIN confirmation (sumula/ on the match page). */}
        <Button asChild minH="14" fontSize="lg" variant="outline">
          <Link to={`/competitions/competitions/${String(data.duel.competition_id)}/duels/show/${String(data.duel.id)}`}>
            {confirmed ? <Trans>Ver a súmula confirmada</Trans> : <Trans>Encerrar: relatório e confirmação da súmula</Trans>}
          </Link>
        </Button>
      </Stack>
    </Page>
  );
}
