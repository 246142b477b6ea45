import { Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LoadingScreen } from '../../ui/loading-screen';
import { AuthCard } from './auth-card';
import { exchangeOauth } from './auth-api';

/** OAuth callback (spec §2.1): trade the provider's key and code for a session. */
export function OauthPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { key, code } = useParams({ strict: false }) as { key?: string; code?: string };
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: never exchange it twice (StrictMode runs effects twice in dev).
    if (started.current || !key || !code) return;
    started.current = true;
    exchangeOauth(key, code)
      .then(() => navigate({ to: '/', replace: true }))
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : t`Não foi possível entrar.`));
  }, [key, code, navigate, t]);

  if (!failure) return <LoadingScreen text={t`Entrando, aguarde...`} />;
  return (
    <AuthCard title={<Trans>Não foi possível entrar</Trans>}>
      <Text role="alert">{failure}</Text>
      <Button asChild size="lg">
        <Link to="/login"><Trans>Ir para o login</Trans></Link>
      </Button>
      <ChakraLink asChild fontSize="sm"><Link to="/support"><Trans>Precisa de ajuda? Fale com o suporte</Trans></Link></ChakraLink>
    </AuthCard>
  );
}
