// Links from a register type's page to the catalogues hanging under it (roles, graduations, styles,
// membership styles), and from a style's page to its prices: the nested lists have no other way in.
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function RegisterTypeLinks({ record }: { record: Record<string, unknown> }) {
  const { t } = useLingui();
  const base = `/registers/registertypes/${String(record.id)}`;
  return (
    <HStack as="nav" gap="2" wrap="wrap" aria-label={t`Cadastros do tipo de registro`} mb="4">
      <Button asChild size="sm" variant="outline"><Link to={`${base}/registerroles`}><Trans>Funções</Trans></Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`${base}/registergraduations`}><Trans>Graduações</Trans></Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`${base}/registerstyles`}><Trans>Estilos</Trans></Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`${base}/registermembershipstyles`}><Trans>Estilos de filiação</Trans></Link></Button>
    </HStack>
  );
}

function PricesLink({ record, styles }: { record: Record<string, unknown>; styles: 'registerstyles' | 'registermembershipstyles' }) {
  const { t } = useLingui();
  const prices = styles === 'registerstyles' ? 'registerstyleprices' : 'registermembershipstyleprices';
  const to = `/registers/registertypes/${String(record.registertype_id)}/${styles}/${String(record.id)}/${prices}`;
  return (
    <HStack as="nav" gap="2" aria-label={t`Preços do estilo`} mb="4">
      <Button asChild size="sm" variant="outline"><Link to={to}><Trans>Preços</Trans></Link></Button>
    </HStack>
  );
}

export const StylePricesLink = ({ record }: { record: Record<string, unknown> }) => <PricesLink record={record} styles="registerstyles" />;
export const MembershipStylePricesLink = ({ record }: { record: Record<string, unknown> }) => <PricesLink record={record} styles="registermembershipstyles" />;

/** Beside "Novo" on the registers list: the import from a spreadsheet (the one import engine). */
export function RegistersImportLink({ basePath }: { basePath: string }) {
  return <Button asChild variant="outline"><Link to={`${basePath}/import`}><Trans>Importar</Trans></Link></Button>;
}
