// "Registrar resultado": goals, cards per team, penalties (only in a knockout, when level), W.O.;
// written with `duels.result` through the outbox, so it works offline. pt-BR messages per field from
// the form (result-input.ts) and from the mutator (its MutationError fields).
import { Alert, Box, Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useWrite } from '../../../data/use-write';
import { TextField } from '../../../ui/text-field';
import type { Sport } from '../../../domain/competitions/standings';
import type { Row } from '../../../domain/competitions/row-helpers';
import { formFromDuel, parseResultForm, type ResultForm as Form } from './result-input';

interface Props {
  duel: Row;
  home: string;
  away: string;
  /** Knockout phases may decide a level match on penalties. */
  knockout: boolean;
  /** What the score counts: goals (football), sets (volleyball), points (basketball); cards are football's. */
  sport: Sport;
  onDone: () => void;
}

export function ResultForm({ duel, home, away, knockout, sport, onDone }: Props) {
  const { t } = useLingui();
  const write = useWrite();
  const [form, setForm] = useState<Form>(() => formFromDuel(duel));
  // What the form itself found wrong before writing; otherwise the write's refusal, if any.
  const [problems, setProblems] = useState<Record<string, string> | null>(null);
  const errors = problems ?? write.fields;
  const message = problems ? t`Corrija os campos indicados.` : write.error;
  const busy = write.busy;
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const level = form.home_score.trim() !== '' && form.home_score.trim() === form.away_score.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseResultForm(duel.id, { ...form, penalties: knockout && level && form.penalties });
    if ('errors' in parsed) {
      setProblems(parsed.errors);
      return;
    }
    setProblems(null);
    if (await write.run('duels.result', parsed.args, { inline: true })) onDone();
  }

  const side = (label: string, prefix: 'home' | 'away') => (
    <Stack gap="3" as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="1">{label}</Text>
      <TextField label={sport === 'volleyball' ? t`Sets vencidos` : sport === 'basketball' ? t`Pontos` : t`Gols`} inputMode="numeric" value={form[`${prefix}_score`]} onChange={set(`${prefix}_score`)} error={errors[`${prefix}_score`]} required />
      {sport !== 'volleyball' && sport !== 'basketball' && <>
      <TextField label={t`Cartões amarelos`} inputMode="numeric" value={form[`${prefix}_yellow`]} onChange={set(`${prefix}_yellow`)} error={errors[`${prefix}_yellow`]} />
      <TextField label={t`Cartões vermelhos`} inputMode="numeric" value={form[`${prefix}_red`]} onChange={set(`${prefix}_red`)} error={errors[`${prefix}_red`]} />
      </>}
      {knockout && level && form.penalties && (
        <TextField label={t`Pênaltis`} inputMode="numeric" value={form[`${prefix}_penalties`]} onChange={set(`${prefix}_penalties`)} error={errors[`${prefix}_penalties`]} required />
      )}
    </Stack>
  );

  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="result-title">
      <Stack gap="4">
        <Text as="h2" id="result-title" fontSize="lg" fontWeight="semibold"><Trans>Registrar resultado</Trans></Text>
        {message && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
          {side(t`Mandante: ${home}`, 'home')}
          {side(t`Visitante: ${away}`, 'away')}
        </SimpleGrid>
        {knockout && level && (
          <Field.Root maxW="sm">
            <Field.Label><Trans>Como o jogo foi decidido</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.penalties ? 'penalties' : ''} onChange={(e) => setForm({ ...form, penalties: e.target.value === 'penalties' })}>
                <option value="">{t`No tempo de jogo (empate)`}</option>
                <option value="penalties">{t`Nos pênaltis`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Field.Root maxW="sm" invalid={Boolean(errors.no_show)}>
          <Field.Label><Trans>W.O. (não comparecimento)</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.no_show} onChange={set('no_show')}>
              <option value="">{t`Jogo disputado`}</option>
              <option value="home">{t`${home} não compareceu`}</option>
              <option value="away">{t`${away} não compareceu`}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.no_show && <Field.ErrorText>{errors.no_show}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" alignSelf="start" loading={busy}><Trans>Salvar resultado</Trans></Button>
      </Stack>
      </form>
    </Box>
  );
}
