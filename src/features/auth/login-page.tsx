import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { disconnectClient } from '../../app/boot';
import { safeRedirect } from '../../app/guards';
import { lazyModule } from '../../lib/lazy-module';
import { fetchSignedInChunks } from '../../app/route-chunks';
import { storage } from '../../data/storage';
import { isGenericHost } from '../../domain/tenancy';
import { TextField } from '../../ui/text-field';
import { AuthCard } from './auth-card';
import { login } from './auth-api';
import type { LoginErrors, LoginValues } from '../../lib/auth-schemas';

// The login form is the cold start's first screen: two fields, so no form library,
// and the schema (valibot) arrives with the first submit, not with the form.
const schemas = lazyModule(() => import('../../lib/auth-schemas'));

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  // After the first submit the fields are checked again as they change (errors clear as one types).
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const check = async () => {
    const data = new FormData(form.current ?? undefined);
    const input: LoginValues = { login: String(data.get('login') ?? ''), password: String(data.get('password') ?? '') };
    return (await schemas.load()).checkLogin(input);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const result = await check();
    if ('errors' in result) {
      setErrors(result.errors);
      const first = (['login', 'password'] as const).find((field) => result.errors[field]);
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await login(result.values);
    } catch {
      setSubmitting(false);
      return; // the common error handler already showed the server's message
    }
    await navigate({ href: safeRedirect(search.redirect), replace: true });
  };
  const recheck = async () => {
    if (!submitted) return;
    const result = await check();
    setErrors('errors' in result ? result.errors : {});
  };

  const connectMode = isGenericHost(window.location.hostname);
  const changeClient = () => {
    disconnectClient();
    void navigate({ to: '/', replace: true });
  };

  return (
    <AuthCard
      title={<Trans>Entrar</Trans>}
      footer={
        <>
          <HStack gap="4" wrap="wrap" justify="center">
            <ChakraLink asChild><Link to="/install"><Trans>Instalar o aplicativo</Trans></Link></ChakraLink>
            <ChakraLink asChild><Link to="/support"><Trans>Suporte</Trans></Link></ChakraLink>
            <ChakraLink asChild><Link to="/about"><Trans>Sobre</Trans></Link></ChakraLink>
          </HStack>
          {connectMode && (
            <Button variant="plain" size="sm" onClick={changeClient}><Trans>Trocar de cliente</Trans></Button>
          )}
        </>
      }
    >
      {/* Focus in the form: the signed-in screens' chunks download while the person types. */}
      <form ref={form} onSubmit={(event) => void onSubmit(event)} onChange={() => void recheck()} onFocus={fetchSignedInChunks} noValidate>
        <Stack gap="5">
          <TextField label={t`E-mail ou CPF`} autoComplete="username" inputMode="email" autoCapitalize="none"
            spellCheck={false} name="login" defaultValue={storage.get('loginMail') ?? ''} error={errors.login} />
          <TextField label={t`Senha`} type="password" autoComplete="current-password"
            name="password" error={errors.password} />
          <Button type="submit" size="lg" loading={submitting} loadingText={t`Entrando...`}>
            <Trans>Entrar</Trans>
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" fontSize="sm">
        <Trans>Ainda não tem conta?</Trans>{' '}
        <ChakraLink asChild fontWeight="semibold" color="colorPalette.fg">
          <Link to="/register"><Trans>Criar conta</Trans></Link>
        </ChakraLink>
      </Text>
    </AuthCard>
  );
}
