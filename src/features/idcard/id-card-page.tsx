// /my/id — the person's digital ID card. Everything on it comes from the local replica
// (profile, association, the signed `idcards` credential) plus the stored session and tenant, so it
// renders offline after one online visit; the photo comes from the service worker's image cache.
// Built for a gate in the sun: large type, full-contrast text on the page background, the QR always
// black on white with its quiet zone, whatever the theme.
import { Alert, Box, Button, Center, Image, SimpleGrid, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppState } from '../../data/app-state';
import { useOnline } from '../../app/network';
import { useUser } from '../../data/session';
import { useFileUrl } from '../../data/files';
import { useList, useRecord } from '../../data/hooks';
import { Page } from '../../ui/page';
import { StatusPage } from '../../ui/status-page';
import { TenantLogo } from '../../ui/tenant-logo';
import { useSyncState } from '../../data/sync-client';
import { brDay, categoryOf, initialsOf, maskCpf, validityOf } from './card-data';
import { QrCode } from '../../ui/qr-code';
import { QrEnlarged } from '../../ui/qr-enlarged';
import { useCardRefresh } from './use-card-refresh';

export function IdCardPage() {
  const user = useUser();
  const online = useOnline();
  const { initial } = useSyncState();
  const mine = { index: 'user_id', equals: user?.id ?? '', limit: 1 };
  const profiles = useList('profiles', mine);
  const cards = useList('idcards', mine);
  const profile = profiles ? (profiles.rows[0] ?? null) : undefined;
  const card = cards ? (cards.rows[0] ?? null) : undefined;
  // Only a verified profile gets a card (the server refuses the others): no request for the rest.
  const refresh = useCardRefresh(card, Boolean(user && profile?.verified));

  const title = <Trans>Carteirinha digital</Trans>;
  if (profile === undefined || card === undefined || (initial !== null && !profile)) {
    return <Waiting title={title} text={t`Carregando sua carteirinha…`} />;
  }
  if (profile === null) {
    return (
      <StatusPage title={<Trans>Você ainda não tem cadastro de pessoa</Trans>}>
        <Trans>A carteirinha digital mostra os dados do seu cadastro (nome, CPF, entidade e foto). Peça à sua entidade ou à federação para completar o seu cadastro; depois, abra esta tela com internet para emitir a carteirinha.</Trans>
      </StatusPage>
    );
  }
  if (card === null) {
    if (!profile.verified) {
      return (
        <StatusPage title={<Trans>Seu cadastro aguarda verificação</Trans>}>
          <Trans>A carteirinha digital é emitida depois que a federação confere o seu cadastro (nome, CPF, entidade e foto). Procure a secretaria da sua entidade ou da federação; depois da verificação, abra esta tela com internet para emitir a carteirinha.</Trans>
        </StatusPage>
      );
    }
    if (!online) {
      return (
        <StatusPage title={<Trans>Conecte-se uma vez para emitir sua carteirinha</Trans>}>
          <Trans>A carteirinha é emitida e assinada pela federação. Abra esta tela uma vez com internet; depois ela funciona sem conexão por pelo menos 30 dias.</Trans>
        </StatusPage>
      );
    }
    if (refresh.error) {
      return (
        <StatusPage title={<Trans>Não foi possível emitir sua carteirinha</Trans>} actions={refresh.refused ? undefined : <Button onClick={refresh.retry}><Trans>Tentar de novo</Trans></Button>}>
          {refresh.error}
        </StatusPage>
      );
    }
    return <Waiting title={title} text={t`Emitindo sua carteirinha…`} />;
  }

  const validity = validityOf(card, Date.now());
  return (
    <Page title={title} narrow>
      <Stack gap="4" maxW="md" mx="auto">
        {validity === 'expired' && (
          <Notice status="error">
            {online ? <Trans>Carteirinha vencida. Estamos tentando renová-la…</Trans> : <Trans>Carteirinha vencida. Conecte-se à internet para renová-la.</Trans>}
          </Notice>
        )}
        {validity === 'expiring' && !online && (
          <Notice status="warning"><Trans>Sua carteirinha vence em breve. Conecte-se à internet para renová-la.</Trans></Notice>
        )}
        <IdCard
          name={profile.name}
          socialName={profile.social_name ?? null}
          cpf={profile.cpf}
          associationId={profile.association_id ?? null}
          registration={profile.registration ?? null}
          photoUrl={profile.photo_url ?? null}
          credential={card.credential}
          expiresAt={card.expires_at}
          expired={validity === 'expired'}
        />
        <Text color="fg.muted" textAlign="center" role="status">
          {refresh.busy ? (
            <Trans>Atualizando a carteirinha…</Trans>
          ) : online ? (
            <Trans>Emitida em {brDay(card.issued_at)}. Funciona sem internet.</Trans>
          ) : (
            <Trans>Sem conexão: mostrando a carteirinha salva neste aparelho.</Trans>
          )}
        </Text>
        {refresh.error && <Text color="fg.muted" textAlign="center" fontSize="sm">{refresh.error}</Text>}
      </Stack>
    </Page>
  );
}

function Waiting({ title, text }: { title: ReactNode; text: string }) {
  return (
    <Page title={title} narrow>
      <Center py="16">
        <Stack align="center" gap="4" role="status" aria-live="polite">
          <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" />
          <Text fontSize="lg">{text}</Text>
        </Stack>
      </Center>
    </Page>
  );
}

function Notice({ status, children }: { status: 'error' | 'warning'; children: ReactNode }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title fontSize="md">{children}</Alert.Title>
    </Alert.Root>
  );
}

interface IdCardProps {
  name: string;
  socialName: string | null;
  cpf: string;
  associationId: string | null;
  registration: string | null;
  photoUrl: string | null;
  credential: string;
  expiresAt: string;
  expired: boolean;
}

function IdCard({ name, socialName, cpf, associationId, registration, photoUrl, credential, expiresAt, expired }: IdCardProps) {
  // A photo kept on this device (taken offline) or fetched with the session: src/data/files.ts.
  const photo = useFileUrl(photoUrl, 'card') ?? null;
  const { title, logos } = useAppState();
  const user = useUser();
  const association = useRecord('associations', associationId);
  const shownName = socialName?.trim() || name;
  const masked = maskCpf(cpf);
  const until = brDay(expiresAt);
  const category = i18n._(categoryOf(user));
  const qrLabel = t`QR code da carteirinha de ${shownName}, válida até ${until}. Apresente-o na leitura da entrada.`;

  return (
    <Box as="article" aria-labelledby="idcard-name" borderWidth="2px" borderColor="colorPalette.solid" rounded="2xl" overflow="hidden" bg="bg" color="fg" shadow="md">
      <Stack direction="row" align="center" gap="3" px="4" py="3" bg="bg.panel" borderBottomWidth="6px" borderColor="colorPalette.solid">
        {/* Tenant logos carry the tenant's name (ours do): shown once, spoken from the hidden text. */}
        <TenantLogo logos={logos} name={title ?? ''} size="12" maxW="full" />
        <VisuallyHidden>{title}</VisuallyHidden>
      </Stack>

      <Stack p="5" gap="5">
        <Stack direction="row" gap="4" align="flex-start">
          <Photo src={photo} name={shownName} />
          <Stack gap="1" minW="0">
            <Text id="idcard-name" as="h2" fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="extrabold" lineHeight="1.15" wordBreak="break-word">{shownName}</Text>
            {socialName?.trim() && socialName.trim() !== name && (
              <Text fontSize="sm" color="fg.muted"><Trans>Nome civil: {name}</Trans></Text>
            )}
            <Text fontSize="xl" fontWeight="semibold" color="colorPalette.fg">{category}</Text>
          </Stack>
        </Stack>

        <SimpleGrid as="dl" columns={2} gap="4">
          <Field label={<Trans>CPF</Trans>}>
            <span aria-hidden="true">{masked}</span>
            <VisuallyHidden><Trans>CPF parcialmente oculto: {masked.replace(/\*/g, '').replace(/^\.|-$/g, '')}</Trans></VisuallyHidden>
          </Field>
          <Field label={<Trans>Nº de registro</Trans>}>{registration || '—'}</Field>
          <Field label={<Trans>Entidade</Trans>} wide small>
            {association ? association.name : associationId ? '…' : <Trans>Sem entidade</Trans>}
          </Field>
          <Field label={<Trans>Validade</Trans>} wide>
            <Text as="span" fontSize="2xl" fontWeight="extrabold" color={expired ? 'fg.error' : 'fg'} data-testid="idcard-validity">
              <Trans>Válida até {until}</Trans>
            </Text>
          </Field>
        </SimpleGrid>

        <QrCode text={credential} label={qrLabel} />
        <QrEnlarged credential={credential} name={shownName} caption={t`Válida até ${until}`} label={qrLabel} />
      </Stack>
    </Box>
  );
}

function Field({ label, children, wide, small }: { label: ReactNode; children: ReactNode; wide?: boolean; small?: boolean }) {
  return (
    <Box gridColumn={wide ? 'span 2' : undefined}>
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">{label}</Text>
      <Text as="dd" fontSize={small ? 'lg' : 'xl'} fontWeight="bold" fontVariantNumeric="tabular-nums">{children}</Text>
    </Box>
  );
}

/** The photo (3:4), or the person's initials when there is none or it cannot load. */
function Photo({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => setFailed(null), [src]);
  const box = { w: { base: '28', sm: '32' }, h: { base: '36', sm: '40' }, rounded: 'lg', flexShrink: 0 } as const;
  if (src && failed !== src) {
    return <Image src={src} alt={t`Foto de ${name}`} {...box} objectFit="cover" borderWidth="1px" borderColor="border" data-testid="idcard-photo" onError={() => setFailed(src)} />;
  }
  return (
    <Center {...box} bg="colorPalette.solid" color="colorPalette.contrast" fontSize="3xl" fontWeight="bold" aria-label={t`Sem foto`} role="img">
      {initialsOf(name)}
    </Center>
  );
}
