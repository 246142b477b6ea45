import { Box, Button, DataList, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { version } from '../../../package.json';
import { PRODUCT_TITLE } from '../../domain/tenancy';
import { Page } from '../../ui/page';
import { StatusPage } from '../../ui/status-page';
import { useAppState } from '../../data/app-state';
import { useInstall } from '../install';

export function AboutPage() {
  const { title, clientCode, backend } = useAppState();
  const { installed } = useInstall();
  return (
    <Page title={<Trans>Sobre</Trans>} narrow>
      <Stack gap="6">
        <Text>
          <Trans>{PRODUCT_TITLE} é a plataforma de gestão de federações e entidades esportivas: cadastros, competições, arbitragem, refeições, carteirinha digital e muito mais, funcionando também sem internet.</Trans>
        </Text>
        <DataList.Root orientation="horizontal" size="lg">
          <DataList.Item>
            <DataList.ItemLabel><Trans>Produto</Trans></DataList.ItemLabel>
            <DataList.ItemValue>{PRODUCT_TITLE}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Versão</Trans></DataList.ItemLabel>
            <DataList.ItemValue>{version}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Cliente</Trans></DataList.ItemLabel>
            <DataList.ItemValue>{title ?? '—'}{clientCode ? ` (${clientCode})` : ''}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Servidor</Trans></DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{backend ?? '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Instalado</Trans></DataList.ItemLabel>
            <DataList.ItemValue>{installed ? <Trans>Sim</Trans> : <Trans>Não</Trans>}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
    </Page>
  );
}

export function AppsPage() {
  return (
    <Page title={<Trans>Aplicativos</Trans>} narrow>
      <Stack gap="4">
        <Text>
          <Trans>O {PRODUCT_TITLE} é um aplicativo web instalável: o mesmo endereço funciona no computador, no Android e no iPhone, e pode ser adicionado à tela inicial para abrir como um aplicativo, inclusive sem conexão.</Trans>
        </Text>
        <List.Root gap="2" ps="5">
          <List.Item><Trans>Equipes de refeição registram a entrada lendo o QR code da carteirinha, mesmo sem sinal.</Trans></List.Item>
          <List.Item><Trans>Árbitros lançam placares no local da partida e sincronizam depois.</Trans></List.Item>
          <List.Item><Trans>Atletas mostram a carteirinha digital sem internet.</Trans></List.Item>
        </List.Root>
        <Box>
          <Button asChild><Link to="/install"><Trans>Como instalar</Trans></Link></Button>
        </Box>
      </Stack>
    </Page>
  );
}

export function MaintenancePage() {
  return (
    <StatusPage
      title={<Trans>Sistema em manutenção</Trans>}
      actions={<Button onClick={() => window.location.assign('/')}><Trans>Tentar novamente</Trans></Button>}
    >
      <Trans>Estamos fazendo melhorias. Tente novamente em alguns minutos; o que você registrou sem conexão continua guardado neste aparelho.</Trans>
    </StatusPage>
  );
}

export function HelpPage() {
  return (
    <Page title={<Trans>Ajuda</Trans>} narrow>
      <Stack gap="6">
        <Box>
          <Heading as="h2" size="md" mb="2"><Trans>Usar sem internet</Trans></Heading>
          <Text><Trans>Depois do primeiro acesso, o aplicativo abre sem conexão. O que você registrar fica guardado no aparelho e é enviado quando a conexão voltar; o selo "Online"/"Offline" no topo mostra o estado atual.</Trans></Text>
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="2"><Trans>Menu</Trans></Heading>
          <Text><Trans>O menu mostra apenas as áreas que o seu perfil pode acessar. Itens marcados "em breve" ainda não estão disponíveis.</Trans></Text>
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="2"><Trans>Acesso negado ou módulo desativado</Trans></Heading>
          <Text><Trans>Se uma tela informar acesso negado, peça a permissão ao administrador da sua entidade. Módulos desativados não fazem parte do plano do seu cliente.</Trans></Text>
        </Box>
        <Text>
          <Trans>Ainda com dúvidas?</Trans>{' '}
          <ChakraLink asChild color="colorPalette.fg"><Link to="/support"><Trans>Fale com o suporte</Trans></Link></ChakraLink>
        </Text>
      </Stack>
    </Page>
  );
}
