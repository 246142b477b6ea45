// The federation's market routes beside the generic ones (spec §2.9, permission markets):
//   /competitions/markets/transfers                 the decision queue (pending first) and a new request
//   /competitions/markets/transfers/{transfer_id}   one transfer: timeline, facts, decision
//   /competitions/markets/commits/{commit_id}       one entry of the public record
//   /competitions/markets/intentions(/{id})         every market's notice board
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useRecord } from '../../data/hooks';
import { getResource } from '../../domain/resources/index';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { ResourceShow } from '../../ui/resource/resource-show';
import { StatusPage } from '../../ui/status-page';
import { IntentionsTable, TransfersTable } from './lists';
import { str, useTransfers } from './market-data';
import { RefusedRequests, TransferRequestForm } from './request-form';
import { TransferView } from './transfer-view';

const BASE = '/competitions/markets';

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Text as="h2" fontSize="lg" fontWeight="semibold">{title}</Text>
      {children}
    </Stack>
  );
}

/** A new request, behind a button: the form opens the request's page once saved. */
export function NewRequest({ to, base }: { to?: string; base: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A refused request leaves no row behind: its reason stays here, in the server's words.
  if (!open) return <Stack gap="3"><Box><Button colorPalette="blue" onClick={() => setOpen(true)}>{t`Novo pedido de transferência`}</Button></Box><RefusedRequests /></Stack>;
  return (
    <Section title={t`Novo pedido de transferência`}>
      <Box borderWidth="1px" rounded="md" p="4" maxW="2xl">
        <TransferRequestForm {...(to ? { to } : {})} onSaved={(id) => void navigate({ to: `${base}/${id}` })} />
      </Box>
      <RefusedRequests />
    </Section>
  );
}

export function TransfersQueuePage() {
  const { t } = useLingui();
  const pending = useTransfers((tr) => tr.status === 'pendente', []);
  const decided = useTransfers((tr) => tr.status !== 'pendente', []);
  return (
    <Page title={t`Transferências`} description={t`Pedidos de todos os mercados: decida os pendentes; cada um mostra o andamento e as regras.`}>
      <Stack gap="8">
        <NewRequest base={`${BASE}/transfers`} />
        <Section title={t`Aguardando decisão`}>
          <TransfersTable transfers={pending} base={`${BASE}/transfers`} label={t`Aguardando decisão`} empty={t`Nenhum pedido aguardando decisão.`} />
        </Section>
        <Section title={t`Decididos e cancelados`}>
          <TransfersTable transfers={decided} base={`${BASE}/transfers`} label={t`Decididos e cancelados`} empty={t`Nenhum pedido decidido.`} />
        </Section>
      </Stack>
    </Page>
  );
}

export function TransferPage() {
  const { t } = useLingui();
  const { transfer_id } = useParams({ strict: false }) as { transfer_id?: string };
  return <TransferView id={transfer_id} back={`${BASE}/transfers`} title={t`Transferência`} />;
}

/** One row of a market's child resource, shown generically; "Voltar" and "Editar" lead under its market. */
export function MarketRowShow({ resource, id, under }: { resource: 'marketcommits' | 'marketintentions'; id: string | undefined; under: (marketId: string) => string }) {
  const { t } = useLingui();
  const row = useRecord(resource, id) as Record<string, unknown> | null | undefined;
  const definition = getResource(resource);
  if (row === undefined) return <Page narrow title={definition.labels.singular}><ListSkeleton rows={4} /></Page>;
  if (row === null) return <StatusPage code="404" title={t`Registro não encontrado`}>{t`Ele pode ainda não ter chegado a este aparelho.`}</StatusPage>;
  return <ResourceShow resource={definition} basePath={under(str(row.market_id))} record={row} />;
}

export function CommitPage() {
  const { commit_id } = useParams({ strict: false }) as { commit_id?: string };
  return <MarketRowShow resource="marketcommits" id={commit_id} under={(m) => `${BASE}/${m}/commits`} />;
}

export function IntentionsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Intenções`} description={t`O que os clubes procuram e os atletas que se declararam disponíveis, em todos os mercados.`}>
      <IntentionsTable base={`${BASE}/intentions`} />
    </Page>
  );
}

export function IntentionPage() {
  const { intention_id } = useParams({ strict: false }) as { intention_id?: string };
  return <MarketRowShow resource="marketintentions" id={intention_id} under={(m) => `${BASE}/${m}/intentions`} />;
}
