// The frame of the public pages (layout 'bare', no login): the stored copy at once, "Atualizado em …"
// and whether it is being refreshed, and pt-BR states for "never seen here and no connection" and
// "not found / not public".
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { formatWhen } from '../../../domain/competitions/duel-format';
import { usePublic } from './use-public';

interface Props {
  storeKey: string;
  title: (data: Record<string, unknown> | null) => string;
  back?: { to: string; label: string };
  children: (data: Record<string, unknown>) => ReactNode;
}

export function PublicFrame({ storeKey, title, back, children }: Props) {
  const { t } = useLingui();
  const { stored, refreshing, error } = usePublic(storeKey);
  const data = (stored?.data ?? null) as Record<string, unknown> | null;
  const actions = back ? <Button asChild variant="outline" size="sm"><Link to={back.to}>{back.label}</Link></Button> : undefined;
  if (stored === undefined || (stored === null && refreshing)) return <Page title={title(null)} actions={actions}><ListSkeleton rows={4} /></Page>;
  if (stored === null) {
    return (
      <Page title={title(null)} actions={actions} narrow>
        <Text role="alert">{error ?? t`Não foi possível carregar esta página.`}</Text>
        <Text color="fg.muted" mt="2"><Trans>Esta página ainda não foi aberta neste aparelho: conecte-se à internet para vê-la.</Trans></Text>
      </Page>
    );
  }
  return (
    <Page title={title(data)} actions={actions}>
      <Stack gap="6">
        <HStack gap="2" fontSize="sm" color="fg.muted" role="status" data-testid="public-updated">
          <Text>{t`Atualizado em ${formatWhen(stored.fetched_at)}`}</Text>
          {refreshing && <><Spinner size="xs" aria-hidden="true" /><Text><Trans>atualizando…</Trans></Text></>}
          {!refreshing && error && <Text>{t`(sem conexão: mostrando a última versão vista)`}</Text>}
        </HStack>
        {children(data!)}
      </Stack>
    </Page>
  );
}
