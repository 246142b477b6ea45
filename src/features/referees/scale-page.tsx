// `/referees/referees/all` (permission refereeschedules): the scale. Duels filtered by competition,
// period and "sem árbitro"; each with its officials (status, pending sync, warnings) and the form to
// appoint one or change an appointment, which shows the warnings before saving. Every write goes
// through the outbox (refereeappointments.put / .delete), so it works offline; reads are live
// queries over the replica (scale-data.ts).
import { Alert, Box, Button, Checkbox, Field, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReplica } from '../../data/replica';
import { useMemo, useState, type FormEvent } from 'react';
import { useTenantData } from '../../data/db-context';
import { useWrite } from '../../data/use-write';
import type { Row } from '../../domain/competitions/competition-rows';
import { wireRow } from '../../domain/resources/wire-row';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../../ui/page';
import { PendingBadge } from '../../ui/resource/list-view';
import { ListSkeleton } from '../../ui/resource/list-states';
import { usePendingIds } from '../../ui/resource/use-replica';
import { readScaleRows, ScaleIndex, scaleView, type ScaleAppointment, type ScaleDuelView, type ScaleFilter } from './scale-data';
import { StatusBadge, Warnings } from './scale-parts';
import { todayInBrasilia } from '../../domain/dates';

const PAGE = 30;

export function RefereeScalePage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const rows = useReplica(() => readScaleRows(db), [db]);
  const index = useMemo(() => (rows ? new ScaleIndex(rows) : null), [rows]);
  const [filter, setFilter] = useState<ScaleFilter>(() => ({ competitionId: '', from: todayInBrasilia(), to: '', withoutReferee: false }));
  const [limit, setLimit] = useState(PAGE);
  const view = useMemo(() => (index ? scaleView(index, filter, limit) : null), [index, filter, limit]);
  const set = (over: Partial<ScaleFilter>) => { setFilter({ ...filter, ...over }); setLimit(PAGE); };
  const pending = usePendingIds('refereeappointments', useMemo(() => view?.duels.flatMap((d) => d.appointments.map((a) => a.row.id)) ?? [], [view]));

  return (
    <Page title={t`Escala de arbitragem`} description={t`Escale árbitros nos jogos. Os avisos não impedem a escala: explicam o que conferir.`}>
      <Stack gap="5">
        <Box as="form" role="search" aria-label={t`Filtrar jogos`} onSubmit={(e) => e.preventDefault()}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
            <Field.Root maxW={{ md: 'xs' }}>
              <Field.Label><Trans>Competição</Trans></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={filter.competitionId} onChange={(e) => set({ competitionId: e.target.value })}>
                  <option value="">{t`Todas as competições`}</option>
                  {(rows?.competitions ?? []).slice().sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR')).map((c) => (
                    <option key={c.id} value={c.id}>{`${String(c.name)} · ${String(c.season ?? '')}`}</option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW={{ md: '44' }}>
              <Field.Label><Trans>De</Trans></Field.Label>
              <Input type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
            </Field.Root>
            <Field.Root maxW={{ md: '44' }}>
              <Field.Label><Trans>Até</Trans></Field.Label>
              <Input type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
            </Field.Root>
            <Checkbox.Root checked={filter.withoutReferee} onCheckedChange={(e) => set({ withoutReferee: e.checked === true })} pb="2">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label><Trans>Só jogos sem árbitro</Trans></Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Box>
        {!view || !index ? <ListSkeleton rows={4} /> : view.total === 0 ? (
          <Text color="fg.muted" role="status"><Trans>Nenhum jogo neste filtro. Mude a competição ou o período.</Trans></Text>
        ) : (
          <Stack gap="4">
            <Text color="fg.muted" role="status">{t`${view.total} jogos`}</Text>
            {view.duels.map((d) => <DuelCard key={d.duel.id} view={d} index={index} pending={pending} />)}
            {view.total > view.duels.length && (
              <Button variant="outline" alignSelf="start" onClick={() => setLimit(limit + PAGE)}><Trans>Mostrar mais jogos</Trans></Button>
            )}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

function DuelCard({ view, index, pending }: { view: ScaleDuelView; index: ScaleIndex; pending: ReadonlySet<string> }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const headingId = `duel-${view.duel.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="scale-duel">
      <Stack gap="3">
        <Box>
          <Text as="h2" id={headingId} fontSize="lg" fontWeight="semibold">{view.title}</Text>
          <Text color="fg.muted" fontSize="sm">
            {[view.when || t`Data a definir`, view.duel.venue ? String(view.duel.venue) : null, view.competition ? String(view.competition.name) : null].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        {view.appointments.length === 0 ? <Text fontSize="sm"><Trans>Sem árbitro escalado.</Trans></Text> : (
          <List.Root variant="plain" gap="3" aria-label={t`Arbitragem de ${view.title}`}>
            {view.appointments.map((a) => (
              <AppointmentLine key={a.row.id} appointment={a} duelTitle={view.title} pending={pending.has(a.row.id)} onChange={() => setEditing(a.row)} />
            ))}
          </List.Root>
        )}
        {editing ? (
          <AppointForm duel={view.duel} index={index} current={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : (
          <Button alignSelf="start" size="sm" onClick={() => setEditing('new')} aria-label={t`Escalar árbitro em ${view.title}`}><Trans>Escalar árbitro</Trans></Button>
        )}
      </Stack>
    </Box>
  );
}

function AppointmentLine({ appointment: a, duelTitle, pending, onChange }: { appointment: ScaleAppointment; duelTitle: string; pending: boolean; onChange: () => void }) {
  const { t } = useLingui();
  const write = useWrite();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    await write.run('refereeappointments.delete', { id: a.row.id }, { done: t`Escala removida.` });
    setConfirming(false);
  };
  const who = `${a.refereeName} (${a.roleName})`;
  return (
    <List.Item display="block" data-testid="scale-appointment">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{a.refereeName}</Text>
          <Text color="fg.muted">{a.roleName}</Text>
          <StatusBadge status={String(a.row.status)} />
          {pending && <PendingBadge />}
        </HStack>
        {a.row.status === 'recusada' && a.row.note ? <Text fontSize="sm">{t`Motivo da recusa: ${String(a.row.note)}`}</Text> : null}
        <Warnings warnings={a.warnings} />
        {confirming ? (
          <HStack gap="2" wrap="wrap" role="group" aria-label={t`Confirmar remoção de ${who}`}>
            <Text fontSize="sm">{t`Remover ${who} de ${duelTitle}?`}</Text>
            <Button size="xs" colorPalette="red" loading={write.busy} onClick={() => void remove()}><Trans>Remover</Trans></Button>
            <Button size="xs" variant="outline" onClick={() => setConfirming(false)}><Trans>Cancelar</Trans></Button>
          </HStack>
        ) : (
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={onChange} aria-label={t`Trocar ${who}`}><Trans>Trocar</Trans></Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={t`Remover ${who}`}><Trans>Remover</Trans></Button>
          </HStack>
        )}
      </Stack>
    </List.Item>
  );
}

/** Appoint (current null) or change an appointment: referee and role, with the warnings shown as they are chosen. */
function AppointForm({ duel, index, current, onDone }: { duel: Row; index: ScaleIndex; current: Row | null; onDone: () => void }) {
  const { t } = useLingui();
  const write = useWrite();
  const [refereeId, setRefereeId] = useState(String(current?.referee_id ?? ''));
  const [roleId, setRoleId] = useState(String(current?.role_id ?? ''));
  const [missing, setMissing] = useState(false);
  const error = missing ? t`Escolha o árbitro e a função.` : write.error;
  const edited = () => { setMissing(false); write.clear(); };
  const warnings = refereeId ? index.warnings(refereeId, duel, current?.id) : [];
  const formId = `appoint-${duel.id}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!refereeId || !roleId) {
      setMissing(true);
      return;
    }
    const referee = index.referees.get(refereeId);
    const sameReferee = current && current.referee_id === refereeId;
    // A new referee answers anew: the previous one's answer does not carry over.
    const answer = sameReferee ? { status: current.status, responded_at: current.responded_at ?? null, note: current.note ?? null } : { status: 'pendente', responded_at: null, note: null };
    const ok = await write.run('refereeappointments.put', wireRow('refereeappointments', {
      id: current?.id ?? uuidv7(), duel_id: duel.id, competition_id: duel.competition_id, referee_id: refereeId, role_id: roleId,
      user_id: referee?.user_id ?? null, ...answer,
    }), { inline: true, done: warnings.length ? t`Escala salva, com ${warnings.length} aviso(s).` : t`Escala salva.` });
    if (ok) onDone();
  }

  return (
    <Box as="form" id={formId} onSubmit={(e) => void save(e)} borderTopWidth="1px" pt="3" aria-label={current ? t`Trocar escala` : t`Escalar árbitro`}>
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Field.Root required>
            <Field.Label><Trans>Árbitro</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={refereeId} onChange={(e) => { setRefereeId(e.target.value); edited(); }}>
                <option value="">{t`Escolha o árbitro`}</option>
                {index.activeReferees().map((r) => <option key={r.id} value={r.id}>{String(r.name)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label><Trans>Função</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={roleId} onChange={(e) => { setRoleId(e.target.value); edited(); }}>
                <option value="">{t`Escolha a função`}</option>
                {index.rolesFor(duel).map((r) => <option key={r.id} value={r.id}>{String(r.name)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <Box aria-live="polite">
          {warnings.length > 0 && <Text fontSize="sm" fontWeight="medium" mb="1"><Trans>Antes de salvar, confira:</Trans></Text>}
          <Warnings warnings={warnings} />
        </Box>
        {error && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
        <HStack gap="2">
          <Button type="submit" size="sm" loading={write.busy}>{warnings.length ? <Trans>Salvar mesmo assim</Trans> : <Trans>Salvar escala</Trans>}</Button>
          <Button size="sm" variant="outline" onClick={onDone}><Trans>Cancelar</Trans></Button>
        </HStack>
      </Stack>
    </Box>
  );
}
