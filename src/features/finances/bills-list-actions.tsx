// Beside the bills list: reconciliation by txid and the tenant's billing settings (Pix key).
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export default function BillsListActions() {
  return (
    <>
      <Button asChild variant="outline"><Link to="/finances/bills/reconcile"><Trans>Conciliação</Trans></Link></Button>
      <Button asChild variant="outline"><Link to="/finances/billingsettings"><Trans>Configuração Pix</Trans></Link></Button>
    </>
  );
}
