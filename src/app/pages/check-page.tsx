import { Badge, Card, DataList, Heading, SimpleGrid, Wrap } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { version } from '../../../package.json';
import { Page } from '../../ui/page';
import { useAppState } from '../../data/app-state';
import { useInstall } from '../install';
import { networkStore } from '../network';
import { useStore } from '../../lib/store';
import { useUser } from '../../data/session';

interface Probe { sw: string; usage: string; persisted: string }

const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / 1_048_576).toFixed(1)} MB`);

async function probe(): Promise<Probe> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sw = !('serviceWorker' in navigator) ? t`indisponível`
    : registration?.active ? (navigator.serviceWorker.controller ? t`ativo, controlando a página` : t`ativo`)
    : registration?.installing || registration?.waiting ? t`instalando` : t`não registrado`;
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const persisted = await navigator.storage?.persisted?.().catch(() => undefined);
  return { sw, usage: estimate ? `${mb(estimate.usage)} / ${mb(estimate.quota)}` : '?', persisted: persisted === undefined ? '?' : persisted ? t`sim` : t`não` };
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-all">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Diagnostics for support staff (spec §2.1 "check", permission abc). */
export function CheckPage() {
  const app = useAppState();
  const user = useUser();
  const network = useStore(networkStore);
  const { installed } = useInstall();
  const [info, setInfo] = useState<Probe | null>(null);
  useEffect(() => void probe().then(setInfo), []);

  return (
    <Page title={<Trans>Diagnóstico</Trans>}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root variant="outline"><Card.Body>
          <DataList.Root orientation="horizontal">
            <Row label={<Trans>Versão</Trans>}>{version}</Row>
            <Row label={<Trans>Servidor</Trans>}>{app.backend ?? '—'}</Row>
            <Row label={<Trans>Cliente</Trans>}>{app.title ?? '—'} ({app.clientCode ?? '—'})</Row>
            <Row label={<Trans>Conexão</Trans>}>{network.connected ? t`online` : t`offline`}{network.connectionType ? ` (${network.connectionType})` : ''}</Row>
            <Row label={<Trans>Início sem conexão</Trans>}>{app.offlineStart ? <Trans>sim</Trans> : <Trans>não</Trans>}</Row>
            <Row label={<Trans>Instalado</Trans>}>{installed ? <Trans>sim</Trans> : <Trans>não</Trans>}</Row>
            <Row label={<Trans>Service worker</Trans>}>{info?.sw ?? '…'}</Row>
            <Row label={<Trans>Armazenamento</Trans>}>{info?.usage ?? '…'}</Row>
            <Row label={<Trans>Armazenamento persistente</Trans>}>{info?.persisted ?? '…'}</Row>
          </DataList.Root>
        </Card.Body></Card.Root>
        <Card.Root variant="outline"><Card.Body gap="4">
          <Heading as="h2" size="sm"><Trans>Módulos disponíveis</Trans></Heading>
          <Wrap gap="1.5">{(app.config?.available_modules ?? []).map((m) => <Badge key={m}>{m}</Badge>)}</Wrap>
          <Heading as="h2" size="sm"><Trans>Permissões</Trans>{user?.master ? ' (master)' : user?.admin ? ' (admin)' : ''}</Heading>
          <Wrap gap="1.5">{(user?.permissions_names ?? []).map((p) => <Badge key={p} variant="outline">{p}</Badge>)}</Wrap>
        </Card.Body></Card.Root>
      </SimpleGrid>
    </Page>
  );
}
