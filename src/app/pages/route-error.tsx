import { Button, Code } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { StatusPage } from '../../ui/status-page';
import { isChunkLoadError, reloadForUpdate } from '../reload';

/** Router error boundary: a missing chunk means an update (reload once), anything else is shown. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (chunk) setReloading(reloadForUpdate());
  }, [chunk, error]);
  if (reloading) return null;
  if (chunk) {
    const retry = <Button onClick={() => window.location.reload()}><Trans>Tentar novamente</Trans></Button>;
    return navigator.onLine ? (
      <StatusPage title={<Trans>Não foi possível carregar esta tela</Trans>} actions={retry}>
        <Trans>Os arquivos desta tela não puderam ser baixados. Tente novamente em instantes.</Trans>
      </StatusPage>
    ) : (
      <StatusPage title={<Trans>Tela indisponível sem conexão</Trans>} actions={retry}>
        <Trans>Esta tela ainda não foi baixada para uso offline. Conecte-se à internet e tente novamente.</Trans>
      </StatusPage>
    );
  }
  return (
    <StatusPage title={<Trans>Algo deu errado</Trans>}
      actions={<Button onClick={reset}><Trans>Tentar novamente</Trans></Button>}>
      <Trans>Ocorreu um erro inesperado nesta tela.</Trans>
      {error instanceof Error && <Code display="block" mt="3" whiteSpace="pre-wrap">{error.message}</Code>}
    </StatusPage>
  );
}
