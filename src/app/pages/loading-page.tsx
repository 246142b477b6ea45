import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoadingScreen } from '../../ui/loading-screen';
import { StatusPage } from '../../ui/status-page';
import { useAppState } from '../../data/app-state';
import { boot } from '../boot';
import { safeRedirect } from '../guards';
import { ConnectForm } from './connect-form';

/**
 * Where the guard sends navigation when no backend is set (spec §6 step 1). It shows the tenant
 * lookup's progress or failure and, once a backend exists, returns to the original path.
 */
export function LoadingPage() {
  const { t } = useLingui();
  const router = useRouter();
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const { backend, phase, tenantError, connectWithoutCode } = useAppState();
  const target = safeRedirect(search.redirect);

  useEffect(() => {
    if (backend && phase === 'ready') void router.navigate({ href: target, replace: true });
  }, [backend, phase, router, target]);

  if (connectWithoutCode) return <ConnectForm />;
  if (phase !== 'ready' || backend) return <LoadingScreen text={t`Obtendo informações, aguarde...`} />;
  return (
    <StatusPage
      title={<Trans>Não foi possível carregar</Trans>}
      actions={<Button onClick={() => void boot()}><Trans>Tentar novamente</Trans></Button>}
    >
      {tenantError ?? <Trans>Não foi possível obter as informações do cliente.</Trans>}
    </StatusPage>
  );
}
