import { Alert, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page';
import { DownloadIcon } from '../../ui/icons';
import { promptInstall, useInstall } from '../install';

/** How to install (spec §2.1): the browser's own prompt when offered, manual steps otherwise. */
export function InstallPage() {
  const { installed, prompt } = useInstall();
  return (
    <Page title={<Trans>Instalar o aplicativo</Trans>} narrow>
      <Stack gap="6">
        {installed ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title><Trans>Aplicativo instalado</Trans></Alert.Title>
          </Alert.Root>
        ) : (
          <Text><Trans>Instalado, o aplicativo abre direto da tela inicial, em tela cheia, e funciona sem internet depois do primeiro acesso.</Trans></Text>
        )}
        {!installed && prompt && (
          <Box>
            <Button size="lg" onClick={() => void promptInstall()}>
              <DownloadIcon /><Trans>Instalar agora</Trans>
            </Button>
          </Box>
        )}
        {!installed && (
          <>
            <Box>
              <Heading as="h2" size="md" mb="2"><Trans>Android (Chrome)</Trans></Heading>
              <List.Root as="ol" ps="5" gap="1">
                <List.Item><Trans>Abra o menu do navegador (⋮).</Trans></List.Item>
                <List.Item><Trans>Toque em "Instalar aplicativo" ou "Adicionar à tela inicial".</Trans></List.Item>
              </List.Root>
            </Box>
            <Box>
              <Heading as="h2" size="md" mb="2"><Trans>iPhone e iPad (Safari)</Trans></Heading>
              <List.Root as="ol" ps="5" gap="1">
                <List.Item><Trans>Toque no botão Compartilhar.</Trans></List.Item>
                <List.Item><Trans>Escolha "Adicionar à Tela de Início".</Trans></List.Item>
              </List.Root>
            </Box>
            <Box>
              <Heading as="h2" size="md" mb="2"><Trans>Computador (Chrome ou Edge)</Trans></Heading>
              <Text><Trans>Clique no ícone de instalação na barra de endereço.</Trans></Text>
            </Box>
          </>
        )}
      </Stack>
    </Page>
  );
}
