import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useAppState } from '../../data/app-state';
import { ApiError } from '../../app/http';
import { notify, notifySuccess } from '../../lib/notices';
import { onlyDigits } from '../../domain/cpf';
import { maskCpfInput } from '../../ui/masks';
import { TextField } from '../../ui/text-field';
import { AuthCard } from './auth-card';
import { register as registerUser } from './auth-api';
import { PASSWORD_MIN, registerSchema, type RegisterValues } from '../../lib/auth-schemas';

const FIELDS = ['name', 'email', 'cpf', 'password', 'confirm'] as const;

export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { config } = useAppState();
  const schema = useMemo(() => registerSchema(), []);
  const { register, handleSubmit, formState, setError, setValue } = useForm<RegisterValues>({
    resolver: valibotResolver(schema),
    defaultValues: { name: '', email: '', cpf: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, cpf, password }) => {
    try {
      const outcome = await registerUser({ name, email, cpf: onlyDigits(cpf), password });
      if (outcome.signedIn) notifySuccess(t`Conta criada.`);
      else notify({ type: 'info', title: outcome.message || t`Cadastro recebido. Entre com seu e-mail ou CPF e a sua senha.` });
      await navigate({ to: outcome.signedIn ? '/' : '/login', replace: true });
    } catch (error) {
      // Server field errors go next to their fields; the message itself was already shown.
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.errors[field];
          if (message) setError(field, { type: 'server', message });
        }
      }
    }
  });

  const cpfField = register('cpf');
  const closed = config?.register?.open === false;

  return (
    <AuthCard
      title={<Trans>Criar conta</Trans>}
      footer={
        <Text>
          <Trans>Já tem conta?</Trans>{' '}
          <ChakraLink asChild fontWeight="semibold" color="colorPalette.fg"><Link to="/login"><Trans>Entrar</Trans></Link></ChakraLink>
        </Text>
      }
    >
      {closed && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title><Trans>O cadastro de novas pessoas está fechado no momento.</Trans></Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <TextField label={t`Nome completo`} autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
          <TextField label={t`E-mail`} type="email" autoComplete="email" autoCapitalize="none"
            error={formState.errors.email?.message} {...register('email')} />
          <TextField label={t`CPF`} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00"
            error={formState.errors.cpf?.message} {...cpfField}
            onChange={(event) => {
              setValue('cpf', maskCpfInput(event.target.value), { shouldValidate: formState.isSubmitted });
            }} />
          <TextField label={t`Senha`} type="password" autoComplete="new-password"
            helper={t`Pelo menos ${PASSWORD_MIN} caracteres.`} error={formState.errors.password?.message} {...register('password')} />
          <TextField label={t`Confirmar senha`} type="password" autoComplete="new-password"
            error={formState.errors.confirm?.message} {...register('confirm')} />
          <Button type="submit" size="lg" disabled={closed} loading={formState.isSubmitting}>
            <Trans>Criar conta</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
