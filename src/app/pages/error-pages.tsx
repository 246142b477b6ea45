import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StatusPage } from '../../ui/status-page';

const home = (
  <Button asChild><Link to="/"><Trans>Ir para o início</Trans></Link></Button>
);

/** Spec §8: missing permission or role. */
export function DeniedPage() {
  return (
    <StatusPage code="403" title={<Trans>Acesso negado</Trans>} actions={home}>
      <Trans>Seu perfil não tem permissão para abrir esta tela. Se precisar dela, peça acesso ao administrador da sua entidade.</Trans>
    </StatusPage>
  );
}

/** Spec §8: the module is not offered to this client. */
export function DisabledPage() {
  return (
    <StatusPage title={<Trans>Módulo desativado</Trans>} actions={home}>
      <Trans>Este módulo não está disponível para o seu cliente.</Trans>
    </StatusPage>
  );
}
