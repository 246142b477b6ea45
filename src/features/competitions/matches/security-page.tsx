// `/competitions/competitions/security` (permission duelssecurities): the security of one match,
// chosen from a competition's duels. The plan (risk, police, stewards, ambulances) and the delegate's
// checklist at the ground (policing, ambulance, stewards present, pitch fit to play, notes), one
// duelssecurities row per match, written through the outbox (works offline at the ground).
import { Alert, Box, Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useState, type FormEvent } from 'react';
import { useTenantData } from '../../../data/db-context';
import { useWrite } from '../../../data/use-write';
import type { Row } from '../../../domain/competitions/competition-rows';
import type { Row as ResourceRow } from '../../../domain/resources/index';
import { RISK_LEVELS } from '../../../domain/resources/duelssecurities';
import { uuidv7 } from '../../../domain/uuid';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { MatchPicker, type PickedMatch } from './match-picker';

export function MatchSecurityPage() {
  const { t } = useLingui();
  const [choice, setChoice] = useState({ competitionId: '', duelId: '' });
  return (
    <Page title={t`Segurança das partidas`} description={t`Escolha o jogo e preencha o plano de segurança e a conferência do delegado no local.`}>
      <MatchPicker competitionId={choice.competitionId} duelId={choice.duelId} onChange={(competitionId, duelId) => setChoice({ competitionId, duelId })}>
        {(picked, loading) => (loading ? <ListSkeleton rows={2} /> : picked ? <SecurityForRow key={picked.duel.id} picked={picked} /> : (
          <Text color="fg.muted"><Trans>Escolha a competição e o jogo para ver a sua segurança.</Trans></Text>
        ))}
      </MatchPicker>
    </Page>
  );
}

function SecurityForRow({ picked }: { picked: PickedMatch }) {
  const { db } = useTenantData();
  const stored = useReplica(async () => ((await db.rows('duelssecurities').where('duel_id').equals(picked.duel.id).first()) as Row | undefined) ?? null, [db, picked.duel.id]);
  if (stored === undefined) return <ListSkeleton rows={2} />;
  return <SecurityForm picked={picked} stored={stored} />;
}

// The select offers only the declared levels.
type Risk = ResourceRow<'duelssecurities'>['risk'];
type Form = Record<'risk' | 'police' | 'stewards' | 'ambulances' | 'notes' | 'pitch_notes' | 'delegate_name', string> & Record<'police_ok' | 'ambulance_ok' | 'stewards_ok' | 'pitch_ok', boolean>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const fromRow = (r: Row | null): Form => ({
  risk: text(r?.risk || 'baixo'), police: text(r?.police), stewards: text(r?.stewards), ambulances: text(r?.ambulances), notes: text(r?.notes),
  pitch_notes: text(r?.pitch_notes), delegate_name: text(r?.delegate_name),
  police_ok: r?.police_ok === true, ambulance_ok: r?.ambulance_ok === true, stewards_ok: r?.stewards_ok === true, pitch_ok: r?.pitch_ok === true,
});

function SecurityForm({ picked, stored }: { picked: PickedMatch; stored: Row | null }) {
  const { t } = useLingui();
  const { run, error: message, fields: errors, busy } = useWrite();
  const [form, setForm] = useState<Form>(() => fromRow(stored));
  const set = (key: keyof Form, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const count = (s: string) => (s.trim() === '' ? null : Number(s));
  const none = (s: string) => s.trim() || null;

  async function save(event: FormEvent) {
    event.preventDefault();
    await run('duelssecurities.put', {
      id: stored?.id ?? uuidv7(), competition_id: picked.competition.id, duel_id: picked.duel.id, risk: form.risk as Risk,
      police: count(form.police), stewards: count(form.stewards), ambulances: count(form.ambulances), notes: none(form.notes),
      police_ok: form.police_ok, ambulance_ok: form.ambulance_ok, stewards_ok: form.stewards_ok, pitch_ok: form.pitch_ok,
      pitch_notes: none(form.pitch_notes), delegate_name: none(form.delegate_name), checked_at: new Date().toISOString(),
    }, { inline: true, done: t`Segurança de ${picked.title} salva.` });
  }

  const number = (key: 'police' | 'stewards' | 'ambulances', label: string) => (
    <Field.Root invalid={Boolean(errors[key])}>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" min={0} value={form[key]} onChange={(e) => set(key, e.target.value)} />
      {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
    </Field.Root>
  );
  const check = (key: 'police_ok' | 'ambulance_ok' | 'stewards_ok' | 'pitch_ok', label: string) => (
    <Checkbox.Root checked={form[key]} onCheckedChange={(e) => set(key, e.checked === true)} size="lg">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <Box as="form" onSubmit={(e) => void save(e)} aria-label={t`Segurança de ${picked.title}`}>
      <Stack gap="6">
        <Box as="fieldset">
          <Text as="legend" fontWeight="semibold" mb="3"><Trans>Plano</Trans></Text>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
            <Field.Root>
              <Field.Label><Trans>Nível de risco</Trans></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={form.risk} onChange={(e) => set('risk', e.target.value)}>
                  {Object.entries(RISK_LEVELS).map(([k, label]) => <option key={k} value={k}>{label}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {number('police', t`Efetivo policial`)}
            {number('stewards', t`Orientadores de público`)}
            {number('ambulances', t`Ambulâncias`)}
          </SimpleGrid>
        </Box>
        <Box as="fieldset">
          <Text as="legend" fontWeight="semibold" mb="3"><Trans>Conferência do delegado no local</Trans></Text>
          <Stack gap="3">
            {check('police_ok', t`Policiamento presente`)}
            {check('ambulance_ok', t`Ambulância no local`)}
            {check('stewards_ok', t`Orientadores de público presentes`)}
            {check('pitch_ok', t`Campo em condições de jogo`)}
            <Field.Root>
              <Field.Label><Trans>Condições do campo</Trans></Field.Label>
              <Textarea value={form.pitch_notes} maxLength={1000} onChange={(e) => set('pitch_notes', e.target.value)} placeholder={t`Gramado, marcações, traves, redes, iluminação.`} />
            </Field.Root>
            <Field.Root>
              <Field.Label><Trans>Delegado da partida</Trans></Field.Label>
              <Input value={form.delegate_name} maxLength={160} onChange={(e) => set('delegate_name', e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label><Trans>Observações</Trans></Field.Label>
              <Textarea value={form.notes} maxLength={4000} onChange={(e) => set('notes', e.target.value)} />
            </Field.Root>
          </Stack>
        </Box>
        {stored?.checked_at ? <Text fontSize="sm" color="fg.muted">{t`Última conferência salva em ${new Date(String(stored.checked_at)).toLocaleString('pt-BR')}.`}</Text> : null}
        {message && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>}
        <Button type="submit" alignSelf="start" size="lg" loading={busy}><Trans>Salvar segurança</Trans></Button>
      </Stack>
    </Box>
  );
}
