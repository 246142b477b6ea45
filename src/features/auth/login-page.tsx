import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { disconnectClient } from '../../app/boot';
import { safeRedirect } from '../../app/guards';
import { storage } from '../../app/storage';
import { isGenericHost } from '../../domain/tenancy';
import { TextField } from '../../ui/text-field';
import { AuthCard } from './auth-card';
import { login } from './auth-api';
import { loginSchema, type LoginValues } from './auth-schemas';

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const schema = useMemo(() => loginSchema(), []);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: valibotResolver(schema),
    defaultValues: { login: storage.get('loginMail') ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
    } catch {
      return; // the common error handler already showed the server's message
    }
    await navigate({ href: safeRedirect(search.redirect), replace: true });
  });

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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <TextField label={t`E-mail ou CPF`} autoComplete="username" inputMode="email" autoCapitalize="none"
            spellCheck={false} error={formState.errors.login?.message} {...register('login')} />
          <TextField label={t`Senha`} type="password" autoComplete="current-password"
            error={formState.errors.password?.message} {...register('password')} />
          <Button type="submit" size="lg" loading={formState.isSubmitting} loadingText={t`Entrando...`}>
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
