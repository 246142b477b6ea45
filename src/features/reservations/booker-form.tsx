// Who books when there is no account to name: a walk-in at the desk (staff) or a visitor on the
// public page. Name, CPF (masked while typing, its check digits verified here, so a mistyped CPF never
// reaches the server) and e-mail; the page decides what happens with them.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isValidCpf, onlyDigits } from '../../domain/cpf';
import { maskCpfInput } from '../../ui/masks';
import { TextField } from '../../ui/text-field';

export interface Booker { name: string; cpf: string; email: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function BookerForm({ label, submitLabel, busy, error, onSubmit }: {
  label: string;
  submitLabel: string;
  busy?: boolean;
  /** A refusal to show above the button (the server's pt-BR words). */
  error?: string | null;
  onSubmit: (booker: Booker) => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [cpf, setCpf] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof Booker, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const digits = onlyDigits(cpf);
    const found: Partial<Record<keyof Booker, string>> = {};
    if (name.trim().length < 3) found.name = t`Informe o nome completo.`;
    if (digits.length !== 11) found.cpf = t`Informe os 11 dígitos do CPF.`;
    else if (!isValidCpf(digits)) found.cpf = t`CPF inválido: confira os dígitos.`;
    if (!EMAIL.test(email.trim())) found.email = t`Informe um e-mail válido.`;
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ name: name.trim(), cpf: digits, email: email.trim().toLowerCase() });
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={label}>
      <TextField label={t`Nome completo`} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoComplete="name" aria-required="true" />
      <TextField label={t`CPF`} value={cpf} onChange={(e) => setCpf(maskCpfInput(e.target.value))} error={errors.cpf} inputMode="numeric" placeholder="000.000.000-00" aria-required="true" />
      <TextField label={t`E-mail`} type="text" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} autoComplete="email" aria-required="true"
        helper={t`Para receber a confirmação da reserva.`} />
      {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
      <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">{submitLabel}</Button>
    </Stack>
  );
}
