// The PIN part of the confirmation: create the PIN once (typed twice), then type it to confirm.
// Hashing and verification run here, on the device (pin-hash.ts), so this works offline; only the
// hash is written (`refereepins.put`), never the PIN.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWrite } from '../../../data/use-write';
import { TextField } from '../../../ui/text-field';
import { hashPin, pinProblem } from './pin-hash';

const pinInput = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6, pattern: '[0-9]*' } as const;

export function PinSetup({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { act, busy, error: refusal } = useWrite();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The last message stands: a problem with the typed PINs, or the write's refusal after it.
  const error = problem ?? refusal;

  async function create() {
    const found = pinProblem(pin) ?? (pin !== again ? t`Os dois PINs não são iguais.` : null);
    setProblem(found);
    if (found) return;
    await act(async (save) => save('refereepins.put', await hashPin(userId, pin)), { inline: true });
  }

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" data-testid="pin-setup">
      <Text as="h3" fontWeight="semibold"><Trans>Crie seu PIN da súmula</Trans></Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>De 4 a 6 dígitos. Ele confirma que é você quem assina a súmula neste aparelho, mesmo sem internet. Guardamos só um resumo protegido, nunca o PIN.</Trans>
      </Text>
      {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
      <TextField label={t`Novo PIN`} {...pinInput} value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))} />
      <TextField label={t`Repita o PIN`} {...pinInput} value={again} onChange={(e) => setAgain(e.target.value.replace(/\D/g, ''))} />
      <Button type="button" alignSelf="start" size="lg" loading={busy} onClick={() => void create()}><Trans>Salvar PIN</Trans></Button>
    </Stack>
  );
}

export function PinField({ value, onChange, error }: { value: string; onChange: (pin: string) => void; error?: string }) {
  const { t } = useLingui();
  return <TextField label={t`Seu PIN da súmula`} {...pinInput} value={value} error={error} onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} />;
}
