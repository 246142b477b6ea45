import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StatusPage } from '../../ui/status-page';

/** Spec §2.1 "any other path". Bundled with the shell: it must render offline for any URL. */
export function NotFoundPage() {
  return (
    <StatusPage code="404" title={<Trans>Página não encontrada</Trans>}
      actions={<Button asChild><Link to="/"><Trans>Ir para o início</Trans></Link></Button>}>
      <Trans>O endereço pode estar errado ou a página pode ter sido removida.</Trans>
    </StatusPage>
  );
}
