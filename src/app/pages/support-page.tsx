import { Badge, Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SupportFlags } from '../../domain/api';
import { Page } from '../../ui/page';
import { useAppState } from '../../data/app-state';
import { api } from '../http';

/** Support (spec §2.1): which support channels this client offers, from GET /configs/support. */
export function SupportPage() {
  const { title } = useAppState();
  const [support, setSupport] = useState<SupportFlags | null | 'failed'>(null);

  useEffect(() => {
    let live = true;
    api<{ support: SupportFlags }>('/configs/support', { quiet: (e) => e.kind === 'network' })
      .then((answer) => live && setSupport(answer.support))
      .catch(() => live && setSupport('failed'));
    return () => {
      live = false;
    };
  }, []);

  const channels = [
    { key: 'user' as const, title: <Trans>Atletas e usuários</Trans>, text: <Trans>Dúvidas sobre cadastro, documentos, carteirinha e inscrições.</Trans> },
    { key: 'admin' as const, title: <Trans>Administradores</Trans>, text: <Trans>Configuração do cliente, permissões, módulos e importações.</Trans> },
    { key: 'public' as const, title: <Trans>Público em geral</Trans>, text: <Trans>Informações sobre competições, turmas e programas abertos.</Trans> },
  ];

  return (
    <Page title={<Trans>Suporte</Trans>} description={title ? <Trans>Atendimento de {title}</Trans> : undefined}>
      {support === 'failed' && (
        <Text color="fg.muted" mb="4"><Trans>Não foi possível consultar os canais de suporte agora. Tente novamente quando estiver conectado.</Trans></Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {channels.map((channel) => (
          <Card.Root key={channel.key} variant="outline">
            <Card.Body gap="2">
              <Stack direction="row" justify="space-between" align="center">
                <Card.Title>{channel.title}</Card.Title>
                {support === null ? (
                  <Skeleton h="5" w="20" />
                ) : support !== 'failed' && support[channel.key] ? (
                  <Badge colorPalette="green"><Trans>Disponível</Trans></Badge>
                ) : (
                  <Badge colorPalette="gray"><Trans>Indisponível</Trans></Badge>
                )}
              </Stack>
              <Text color="fg.muted" fontSize="sm">{channel.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text mt="6" color="fg.muted" fontSize="sm">
        <Trans>O chat de suporte aparece no canto da tela para os perfis atendidos.</Trans>
      </Text>
    </Page>
  );
}
