// The súmula's "after" for the appointed árbitro (works offline): the score they saw (prefilled
// from the events, editable), observations, incidents (category + text), each captain's name and
// "ciente", then the PIN and `duels.confirm`. The PIN is checked here, on the device, and never goes
// into the outbox: the write carries only the report and the score.
import { Alert, Box, Button, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { INCIDENT_CATEGORIES, type IncidentCategory } from '../../../domain/competitions/sumula/report';
import { useWrite } from '../../../data/use-write';
import { TextField } from '../../../ui/text-field';
import type { Row } from '../../../domain/competitions/row-helpers';
import { buildConfirmArgs, differsFromEvents, initialDraft, type ConfirmDraft, type EventsScore, type FormErrors } from './confirm-form';
import { PinField, PinSetup } from './pin-fields';
import { verifyPin } from './pin-hash';
import type { Member, SumulaData } from './use-sumula-data';

interface Props {
  duel: Row;
  names: { home: string; away: string };
  score: EventsScore;
  data: SumulaData;
  userId: string;
}

function CaptainRow({ index, team, members, draft, setDraft, error }: {
  index: number; team: string; members: readonly Member[]; draft: ConfirmDraft; setDraft: (d: ConfirmDraft) => void; error?: string;
}) {
  const { t } = useLingui();
  const captain = draft.captains[index]!;
  const update = (over: Partial<typeof captain>) => setDraft({ ...draft, captains: draft.captains.map((c, i) => (i === index ? { ...c, ...over } : c)) });
  const listId = `captains-${index}`;
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3">
      <TextField label={t`Capitão — ${team}`} list={listId} value={captain.name} error={error} onChange={(e) => update({ name: e.target.value })} />
      <datalist id={listId}>{members.filter((m) => m.team_id === captain.team_id).map((m) => <option key={m.id} value={m.name} />)}</datalist>
      <HStack as="label" gap="3" minH="11" cursor="pointer">
        <input type="checkbox" checked={captain.ciente} onChange={(e) => update({ ciente: e.target.checked })} style={{ width: '1.5rem', height: '1.5rem' }} />
        <Text>{t`Ciente da súmula (${team})`}</Text>
      </HStack>
    </Stack>
  );
}

export function ConfirmPanel({ duel, names, score, data, userId }: Props) {
  const { t } = useLingui();
  const { act, busy, error: refusal } = useWrite();
  const [draft, setDraft] = useState<ConfirmDraft>(() => initialDraft(score, String(duel.home_team_id), String(duel.away_team_id)));
  const [errors, setErrors] = useState<FormErrors>({});
  const [pin, setPin] = useState('');
  // What the form itself found wrong; otherwise the write's refusal, if any.
  const [problem, setProblem] = useState<string | null>(null);
  const failure = problem ?? refusal;

  const incident = (i: number, over: Partial<ConfirmDraft['incidents'][number]>) =>
    setDraft({ ...draft, incidents: draft.incidents.map((x, j) => (j === i ? { ...x, ...over } : x)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const built = buildConfirmArgs(duel.id, draft);
    if ('errors' in built) {
      setErrors(built.errors);
      setProblem(t`Revise os campos destacados.`);
      return;
    }
    setErrors({});
    if (!data.pin) return;
    const storedPin = data.pin;
    await act(async (save) => {
      if (!(await verifyPin(storedPin as never, pin))) {
        setErrors({ pin: t`PIN incorreto.` });
        return;
      }
      await save('duels.confirm', built.args);
      setPin('');
    }, { inline: true });
  }

  return (
    <Box as="section" aria-labelledby="confirm-title" borderWidth="2px" borderColor="border.emphasized" rounded="lg" p={{ base: '3', md: '5' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <Text as="h2" id="confirm-title" fontSize="xl" fontWeight="bold"><Trans>Encerrar e confirmar a súmula</Trans></Text>
          {failure && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
          <Text><Trans>Placar dos lançamentos: {names.home} {score.home} × {score.away} {names.away}. Confirme o placar que você viu.</Trans></Text>
          <HStack gap="3" align="start">
            <TextField label={t`Gols — ${names.home}`} inputMode="numeric" value={draft.home} error={errors.home} onChange={(e) => setDraft({ ...draft, home: e.target.value })} />
            <TextField label={t`Gols — ${names.away}`} inputMode="numeric" value={draft.away} error={errors.away} onChange={(e) => setDraft({ ...draft, away: e.target.value })} />
          </HStack>
          {differsFromEvents(draft, score) && (
            <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>
              <Trans>O placar informado difere do placar dos lançamentos: a súmula ficará em divergência e o resultado não contará até ser resolvido.</Trans>
            </Alert.Title></Alert.Root>
          )}
          <Field.Root invalid={Boolean(errors.observations)}>
            <Field.Label><Trans>Observações</Trans></Field.Label>
            <Textarea rows={4} value={draft.observations} onChange={(e) => setDraft({ ...draft, observations: e.target.value })} />
            {errors.observations && <Field.ErrorText>{errors.observations}</Field.ErrorText>}
          </Field.Root>
          <Stack gap="3" as="fieldset">
            <Text as="legend" fontWeight="semibold"><Trans>Relatório de ocorrências</Trans></Text>
            {draft.incidents.map((inc, i) => (
              <Stack key={i} gap="2" borderWidth="1px" rounded="md" p="3" data-testid="incident">
                <Field.Root invalid={Boolean(errors[`incidents.${i}.category`])}>
                  <Field.Label>{t`Categoria da ocorrência ${i + 1}`}</Field.Label>
                  <NativeSelect.Root size="lg">
                    <NativeSelect.Field value={inc.category} onChange={(e) => incident(i, { category: e.target.value as IncidentCategory | '' })}>
                      <option value="">{t`Escolha…`}</option>
                      {Object.entries(INCIDENT_CATEGORIES).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {errors[`incidents.${i}.category`] && <Field.ErrorText>{errors[`incidents.${i}.category`]}</Field.ErrorText>}
                </Field.Root>
                <Field.Root invalid={Boolean(errors[`incidents.${i}.text`])}>
                  <Field.Label>{t`Descrição da ocorrência ${i + 1}`}</Field.Label>
                  <Textarea rows={3} value={inc.text} onChange={(e) => incident(i, { text: e.target.value })} />
                  {errors[`incidents.${i}.text`] && <Field.ErrorText>{errors[`incidents.${i}.text`]}</Field.ErrorText>}
                </Field.Root>
                <Button type="button" variant="ghost" alignSelf="start" onClick={() => setDraft({ ...draft, incidents: draft.incidents.filter((_, j) => j !== i) })}>
                  {t`Remover ocorrência ${i + 1}`}
                </Button>
              </Stack>
            ))}
            <Button type="button" variant="outline" size="lg" alignSelf="start" onClick={() => setDraft({ ...draft, incidents: [...draft.incidents, { category: '', text: '' }] })}>
              <Trans>Adicionar ocorrência</Trans>
            </Button>
          </Stack>
          <Stack gap="3" as="fieldset">
            <Text as="legend" fontWeight="semibold"><Trans>Ciência dos capitães</Trans></Text>
            <CaptainRow index={0} team={names.home} members={data.members} draft={draft} setDraft={setDraft} error={errors['captains.0']} />
            <CaptainRow index={1} team={names.away} members={data.members} draft={draft} setDraft={setDraft} error={errors['captains.1']} />
          </Stack>
          {data.pin ? (
            <>
              <PinField value={pin} onChange={setPin} error={errors.pin} />
              <Button type="submit" size="lg" loading={busy} alignSelf="start"><Trans>Confirmar súmula com PIN</Trans></Button>
            </>
          ) : <PinSetup userId={userId} />}
        </Stack>
      </form>
    </Box>
  );
}
