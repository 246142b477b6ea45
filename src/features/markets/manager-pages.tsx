// The entity manager's market routes (spec §2.2, /my/associations/markets/…, permission
// my_associations), over what their device holds (their entity's transfers, both ways; the public
// markets, windows and record):
//   {id}                                 the markets, with what is open now, and the entity's requests
//   {id}/{market_id}                     one market: its rules and windows, links to its lists
//   {id}/{market_id}/commits             its public record;  …/intentions(/{intention_id}) its board
//   {id}/{market_id}/transfers(/{transfer_id})   the entity's transfers in that market
//   {id}/requests(/{transfer_id})        incoming and outgoing requests, with a new one and actions
import { Badge, Box, Button, HStack, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { brDateTime } from '../../domain/dates';
import { rulesOf } from '../../domain/markets/presets';
import { Page } from '../../ui/page';
import { MarketRowShow, NewRequest, Section } from './federation-pages';
import { IntentionForm } from './intention-form';
import { CommitsTable, IntentionsTable, TransfersTable } from './lists';
import { openAt, str, useEntityNames, useMarkets, useRoles, useTransfers, useWindows } from './market-data';
import { TransferView } from './transfer-view';

type Params = { id?: string; market_id?: string; transfer_id?: string; intention_id?: string };
const base = (id: string) => `/my/associations/markets/${id}`;

/** The entity of the route when the signed-in person manages it on this device; a notice otherwise. */
function useEntity(): { id: string; name: string } | null | undefined {
  const { id = '' } = useParams({ strict: false }) as Params;
  const roles = useRoles();
  const names = useEntityNames();
  if (!roles || !names) return undefined;
  return roles.managed.has(id) ? { id, name: names.get(id) ?? '' } : null;
}

function Managed({ title, children, narrow }: { title: string; children: (entity: { id: string; name: string }) => React.ReactNode; narrow?: boolean }) {
  const { t } = useLingui();
  const entity = useEntity();
  if (entity === undefined) return <Page title={title}><Text color="fg.muted">{t`Carregando…`}</Text></Page>;
  if (entity === null) {
    return (
      <Page title={title}>
        <Text>{t`Esta entidade não está entre as que você administra neste aparelho.`}</Text>
        <ChakraLink asChild><Link to="/my/associations">{t`Voltar às minhas entidades`}</Link></ChakraLink>
      </Page>
    );
  }
  return <Page title={title} description={entity.name} narrow={narrow ?? false}>{children(entity)}</Page>;
}

export function ManagerMarketsPage() {
  const { t } = useLingui();
  const markets = useMarkets();
  return (
    <Managed title={t`Mercado de atletas`}>
      {(entity) => (
        <Stack gap="8">
          <Box><Button asChild colorPalette="blue"><Link to={`${base(entity.id)}/requests`}>{t`Pedidos de transferência da entidade`}</Link></Button></Box>
          <Section title={t`Mercados`}>
            {!markets ? <Text color="fg.muted">{t`Carregando…`}</Text> : markets.length === 0 ? <Text color="fg.muted">{t`Nenhum mercado publicado.`}</Text> : (
              <List.Root gap="2" variant="plain">
                {markets.map((m) => (
                  <List.Item key={m.id}>
                    <ChakraLink asChild fontWeight="medium"><Link to={`${base(entity.id)}/${m.id}`}>{`${str(m.name)} (${str(m.season)})`}</Link></ChakraLink>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Section>
        </Stack>
      )}
    </Managed>
  );
}

export function ManagerMarketPage() {
  const { t } = useLingui();
  const { market_id = '' } = useParams({ strict: false }) as Params;
  const markets = useMarkets();
  const windows = useWindows(market_id);
  const market = markets?.find((m) => m.id === market_id);
  const now = new Date().toISOString();
  return (
    <Managed title={market ? str(market.name) : t`Mercado`}>
      {(entity) => !markets || !windows ? <Text color="fg.muted">{t`Carregando…`}</Text> : !market ? <Text>{t`Mercado não encontrado neste aparelho.`}</Text> : (
        <Stack gap="6">
          <HStack gap="3" wrap="wrap">
            <Text>{t`Temporada ${str(market.season)} — regras: ${rulesOf(market.preset).label}`}</Text>
            {openAt(windows, now) ? <Badge colorPalette="green">{t`Janela aberta`}</Badge> : <Badge>{t`Janela fechada`}</Badge>}
          </HStack>
          <Section title={t`Janelas`}>
            {windows.length === 0 ? <Text color="fg.muted">{t`Sem janelas: pedidos a qualquer tempo, se as regras permitirem.`}</Text> : (
              <List.Root variant="plain" gap="1">
                {windows.map((w) => <List.Item key={w.starts_at}>{t`De ${brDateTime(w.starts_at)} até ${brDateTime(w.ends_at)} (exclusive)`}</List.Item>)}
              </List.Root>
            )}
          </Section>
          <List.Root variant="plain" gap="2">
            <List.Item><ChakraLink asChild><Link to={`${base(entity.id)}/${market.id}/transfers`}>{t`Transferências da entidade neste mercado`}</Link></ChakraLink></List.Item>
            <List.Item><ChakraLink asChild><Link to={`${base(entity.id)}/${market.id}/commits`}>{t`Registro público`}</Link></ChakraLink></List.Item>
            <List.Item><ChakraLink asChild><Link to={`${base(entity.id)}/${market.id}/intentions`}>{t`Intenções`}</Link></ChakraLink></List.Item>
            <List.Item><ChakraLink asChild><Link to={`/public/open/markets/${market.id}/commits`}>{t`Página pública do registro`}</Link></ChakraLink></List.Item>
          </List.Root>
        </Stack>
      )}
    </Managed>
  );
}

export function ManagerCommitsPage() {
  const { t } = useLingui();
  const { market_id = '' } = useParams({ strict: false }) as Params;
  return (
    <Managed title={t`Registro público`}>
      {() => <CommitsTable marketId={market_id} />}
    </Managed>
  );
}

export function ManagerIntentionsPage() {
  const { t } = useLingui();
  const { market_id = '' } = useParams({ strict: false }) as Params;
  return (
    <Managed title={t`Intenções`}>
      {(entity) => (
        <Stack gap="6">
          <IntentionForm of={{ kind: 'interesse', association_id: entity.id }} marketId={market_id} />
          <IntentionsTable marketId={market_id} base={`${base(entity.id)}/${market_id}/intentions`} />
        </Stack>
      )}
    </Managed>
  );
}

export function ManagerIntentionPage() {
  const { id = '', intention_id } = useParams({ strict: false }) as Params;
  return <MarketRowShow resource="marketintentions" id={intention_id} under={(m) => `${base(id)}/${m}/intentions`} />;
}

const touches = (id: string) => (tr: Record<string, unknown>) => tr.from_association_id === id || tr.to_association_id === id;

export function ManagerTransfersPage() {
  const { t } = useLingui();
  const { id = '', market_id = '' } = useParams({ strict: false }) as Params;
  const rows = useTransfers((tr) => tr.market_id === market_id && touches(id)(tr), [id, market_id]);
  return (
    <Managed title={t`Transferências`}>
      {(entity) => <TransfersTable transfers={rows} base={`${base(entity.id)}/${market_id}/transfers`} label={t`Transferências`} empty={t`Nenhuma transferência da entidade neste mercado.`} />}
    </Managed>
  );
}

export function ManagerTransferPage() {
  const { t } = useLingui();
  const { id = '', market_id = '', transfer_id } = useParams({ strict: false }) as Params;
  return <TransferView id={transfer_id} back={`${base(id)}/${market_id}/transfers`} title={t`Transferência`} />;
}

export function ManagerRequestsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as Params;
  const incoming = useTransfers((tr) => tr.to_association_id === id, [id]);
  const outgoing = useTransfers((tr) => tr.from_association_id === id, [id]);
  return (
    <Managed title={t`Pedidos de transferência`}>
      {(entity) => (
        <Stack gap="8">
          <NewRequest to={entity.id} base={`${base(entity.id)}/requests`} />
          <Section title={t`Chegando à entidade`}>
            <TransfersTable transfers={incoming} base={`${base(entity.id)}/requests`} label={t`Chegando à entidade`} empty={t`Nenhum pedido para a entidade.`} />
          </Section>
          <Section title={t`Saindo da entidade`}>
            <TransfersTable transfers={outgoing} base={`${base(entity.id)}/requests`} label={t`Saindo da entidade`} empty={t`Nenhum pedido de atletas da entidade.`} />
          </Section>
        </Stack>
      )}
    </Managed>
  );
}

export function ManagerRequestPage() {
  const { t } = useLingui();
  const { id = '', transfer_id } = useParams({ strict: false }) as Params;
  return <TransferView id={transfer_id} back={`${base(id)}/requests`} title={t`Pedido de transferência`} />;
}
