// The person's ID card: whether their registration is verified (only a verified profile gets a
// signed card, POST /my/idcard) and the way to the card. From the local replica.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useOwnProfile } from '../../../data/own-profile';
import type { HomeSection } from '../home-section';
import { SectionEmpty, SectionLoading } from '../section-parts';

function IdCardBody() {
  const profile = useOwnProfile();
  if (profile === undefined) return <SectionLoading />;
  if (profile === null) return <SectionEmpty><Trans>Nenhum cadastro seu neste aparelho ainda: ele chega com a sincronização depois que a federação o criar.</Trans></SectionEmpty>;
  const verified = profile.verified === true;
  return (
    <HStack gap="3" wrap="wrap" data-testid="home-idcard-status" data-verified={verified}>
      <Badge colorPalette={verified ? 'green' : 'orange'} variant="subtle">
        {verified ? <Trans>Cadastro verificado</Trans> : <Trans>Aguardando verificação</Trans>}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {verified ? <Trans>Sua carteirinha pode ser mostrada offline.</Trans> : <Trans>A carteirinha é emitida depois que a federação verificar seus dados.</Trans>}
      </Text>
    </HStack>
  );
}

export const idCardSection: HomeSection = {
  id: 'idcard', title: msg`Carteirinha digital`, routes: ['/my/id'], group: 'person', link: msg`Ver carteirinha`, Component: IdCardBody,
};
