// `/my/password`: change the password with the current one (POST /auth/password). Online only: the
// check is the server's, so offline the page says so and the button waits for the connection; the
// call has the request deadline (app/http.ts), so a server that never answers ends in a pt-BR message,
// not a spinner. On success the server signs out every other device of the person (they are told
// why); this one stays signed in. Below the form, the devices signed in to the account and "sair de
// todos os outros" (sessions-section.tsx).
import { Alert, Button, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, ApiError } from '../../app/http';
import { useOnline } from '../../app/network';
import { notifySuccess } from '../../lib/notices';
import { PASSWORD_MIN } from '../../lib/auth-schemas';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { passwordChangeSchema, type PasswordChangeValues } from './password-schema';
import { SessionsSection } from './sessions-section';

const FIELDS = ['current_password', 'password', 'confirm'] as const;

export function PasswordPage() {
  const { t } = useLingui();
  const online = useOnline();
  const schema = useMemo(() => passwordChangeSchema(), []);
  // A password change ends the other sessions: the devices list is read again (remounted) after one.
  const [changes, setChanges] = useState(0);
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordChangeValues>({
    resolver: valibotResolver(schema),
    defaultValues: { current_password: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    try {
      const answer = await api<{ message: string; signed_out: number }>('/auth/password', { body: { current_password, password } });
      notifySuccess(answer.message);
      reset();
      setChanges((n) => n + 1);
    } catch (error) {
      // The common handler already showed the message; field errors go next to their fields.
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.errors[field];
          if (message) setError(field, { type: 'server', message });
        }
      }
    }
  });

  return (
    <Page title={t`Senha`} description={t`Ao trocar a senha, os outros aparelhos conectados à sua conta são desconectados; este continua conectado.`} narrow>
      <Stack gap="6">
        {!online && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t`Sem conexão: a troca de senha precisa de internet. Tente de novo quando a conexão voltar.`}</Alert.Title>
          </Alert.Root>
        )}
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="4">
            <TextField label={t`Senha atual`} type="password" autoComplete="current-password" error={formState.errors.current_password?.message} {...register('current_password')} />
            <TextField label={t`Nova senha`} type="password" autoComplete="new-password" helper={t`Pelo menos ${PASSWORD_MIN} caracteres.`}
              error={formState.errors.password?.message} {...register('password')} />
            <TextField label={t`Confirmar nova senha`} type="password" autoComplete="new-password" error={formState.errors.confirm?.message} {...register('confirm')} />
            <Button type="submit" alignSelf="flex-start" colorPalette="blue" disabled={!online} loading={formState.isSubmitting} loadingText={t`Alterando…`}>
              {t`Alterar senha`}
            </Button>
          </Stack>
        </form>
        <SessionsSection key={changes} />
      </Stack>
    </Page>
  );
}
