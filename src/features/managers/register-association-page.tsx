// `/my/register_associations` (spec §2.2; login): a person registers their entity. The registry's
// generic associations form, saved as an `association_new` request (ResourceForm `requestKind`):
// the federation decides at /records/associations/approve and the approval makes the person its
// manager. Works offline (the request waits in the outbox). The person follows their requests at
// /my/associationclaims/list, which already lists registrations: linked, not repeated here.
// The tenant may close entity registration (register_associations.open, /configs/common): then the
// page says so instead of the form (the server refuses such a request too).
import { Alert, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { appStore } from '../../data/app-state';
import { useStore } from '../../lib/store';
import { getResource } from '../../domain/resources/index';
import { Page } from '../../ui/page';
import { ResourceForm } from '../../ui/resource/resource-form';

const REQUESTS = '/my/associationclaims/list';

/** False only when the tenant's configuration says registration is closed (unknown config: open, the server decides). */
const useRegistrationOpen = (): boolean => useStore(appStore, (s) => s.config?.register_associations?.open !== false);

export function RegisterAssociationPage() {
  const { t } = useLingui();
  const open = useRegistrationOpen();
  const requests = <Button asChild variant="outline"><Link to={REQUESTS}><Trans>Minhas solicitações</Trans></Link></Button>;
  if (!open) {
    return (
      <Page title={t`Cadastrar entidade`} narrow>
        <Stack gap="4">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t`O cadastro de novas entidades está fechado nesta federação. Para cadastrar a sua, fale com a secretaria.`}</Alert.Title>
          </Alert.Root>
          <ChakraLink asChild><Link to={REQUESTS}><Trans>Ver minhas solicitações de entidades</Trans></Link></ChakraLink>
        </Stack>
      </Page>
    );
  }
  return <ResourceForm resource={getResource('associations')} basePath={REQUESTS} record={null} requestKind="association_new" actions={requests} />;
}
