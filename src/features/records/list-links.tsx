// Links from the people and entities lists to their import and export screens (routes/records.ts).
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export interface ListLinksProps {
  basePath: string;
}

export function ImportExportLinks({ basePath }: ListLinksProps) {
  return (
    <>
      <Button asChild variant="outline"><Link to={`${basePath}/import`}><Trans>Importar</Trans></Link></Button>
      <Button asChild variant="outline"><Link to={`${basePath}/export`}><Trans>Filtrar e exportar</Trans></Link></Button>
    </>
  );
}
