// One transfer's page: who moves where, in which market, its state, the timeline of its steps with
// their dates and who acted, the reasons it was refused (the federation's, and the server's refusals
// of this user's writes on it), and the actions the signed-in person may take. Shared by the
// federation's, the managers' and the athlete's routes.
import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useTenantData } from '../../data/db-context';
import { useReplica } from '../../data/replica';
import { brDateTime } from '../../domain/dates';
import type { StoredRow } from '../../domain/mutators/types';
import { CLUB_ANSWERS, TRANSFER_STATUSES } from '../../domain/resources/transfers';
import { Page } from '../../ui/page';
import { StatusPage } from '../../ui/status-page';
import { str, useEntityNames, useMarketNames, usePendingTransferIds, useRefusedTransferWrites, useRoles, useTransfer, type Roles } from './market-data';
import { TransferActions } from './transfer-actions';

export const STATUS_PALETTE: Record<string, string> = { pendente: 'blue', aprovada: 'green', recusada: 'red', cancelada: 'gray' };

export function TransferStatus({ status }: { status: unknown }) {
  const key = str(status) as keyof typeof TRANSFER_STATUSES;
  return <Badge colorPalette={STATUS_PALETTE[key] ?? 'gray'}>{TRANSFER_STATUSES[key] ?? str(status)}</Badge>;
}

/** The athlete's name as the transfer recorded it, or the profile's when this device holds it. */
export function useAthleteName(transfer: StoredRow | null | undefined): string | undefined {
  const { db } = useTenantData();
  const profileId = str(transfer?.profile_id);
  const recorded = str(transfer?.athlete_name);
  return useReplica(async () => {
    if (recorded) return recorded;
    const p = profileId ? await db.rows('profiles').get(profileId) : undefined;
    return p ? str(p.social_name) || str(p.name) : '';
  }, [db, profileId, recorded]);
}

/** Names of the people who acted, where this device holds their profile. */
function usePeopleNames(userIds: readonly string[]): ReadonlyMap<string, string> | undefined {
  const { db } = useTenantData();
  const key = userIds.join(',');
  return useReplica(async () => {
    const out = new Map<string, string>();
    for (const id of userIds) {
      const p = await db.rows('profiles').where('user_id').equals(id).first();
      if (p) out.set(id, str(p.social_name) || str(p.name));
    }
    return out;
  }, [db, key]);
}

interface Step { at: string; what: string; who: string | null; tone?: 'red' | 'green' }

function Timeline({ transfer, roles }: { transfer: StoredRow; roles: Roles }) {
  const { t } = useLingui();
  const list = ((): Step[] => {
    const out: Step[] = [];
    const add = (at: unknown, what: string, who: unknown, tone?: Step['tone']) => {
      if (typeof at === 'string' && at) out.push({ at, what, who: str(who) || null, ...(tone ? { tone } : {}) });
    };
    if (transfer.made_at && transfer.made_at !== transfer.requested_at) add(transfer.made_at, t`Pedido feito no aparelho`, transfer.requested_by);
    add(transfer.requested_at, t`Pedido recebido`, transfer.requested_by);
    add(transfer.athlete_consent_at, t`Consentimento do atleta`, transfer.athlete_consent_by);
    add(transfer.guardian_consent_at, t`Consentimento do responsável`, transfer.guardian_consent_by);
    const answer = str(transfer.club_answer) as keyof typeof CLUB_ANSWERS;
    if (answer !== 'pendente') add(transfer.club_answered_at, answer === 'concedida' ? t`Clube de origem liberou o atleta` : t`Clube de origem negou a liberação`, transfer.club_answered_by, answer === 'negada' ? 'red' : undefined);
    const decided = transfer.status === 'aprovada' ? t`Aprovada pela federação` : transfer.status === 'recusada' ? t`Recusada pela federação` : t`Pedido cancelado`;
    add(transfer.decided_at, decided, transfer.decided_by, transfer.status === 'aprovada' ? 'green' : transfer.status === 'recusada' ? 'red' : undefined);
    return out.sort((a, b) => a.at.localeCompare(b.at));
  })();
  const names = usePeopleNames([...new Set(list.map((s) => s.who).filter((w): w is string => !!w))]);
  const who = (id: string | null): string => {
    if (!id) return '';
    if (id === roles.userId) return t`você`;
    if (id === transfer.user_id) return names?.get(id) ?? t`o atleta`;
    return names?.get(id) ?? (id === transfer.guardian_consent_by ? t`o responsável` : t`federação ou entidade`);
  };
  const pending = usePendingTransferIds();
  return (
    <Stack as="ol" gap="0" aria-label={t`Andamento`} listStyleType="none">
      {list.map((s, i) => (
        <Box as="li" key={i} borderLeftWidth="2px" borderColor={s.tone ? `${s.tone}.solid` : 'border'} ps="4" pb="3" data-testid="transfer-step">
          <Text fontWeight="medium" color={s.tone ? `${s.tone}.fg` : undefined}>{s.what}</Text>
          <Text fontSize="sm" color="fg.muted">{`${brDateTime(s.at)}${s.who ? ` — ${who(s.who)}` : ''}`}</Text>
        </Box>
      ))}
      {pending?.has(transfer.id) && (
        <Box as="li" borderLeftWidth="2px" borderStyle="dashed" ps="4" pb="3" data-testid="transfer-step-pending">
          <Text fontWeight="medium">{t`Aguardando envio ao servidor`}</Text>
          <Text fontSize="sm" color="fg.muted">{t`Salvo neste aparelho; segue assim que houver conexão.`}</Text>
        </Box>
      )}
    </Stack>
  );
}

/** The reasons a transfer was refused: the decision's, and the server's refusals of this user's writes on it. */
function Refusals({ transfer }: { transfer: StoredRow }) {
  const { t } = useLingui();
  const refused = useRefusedTransferWrites();
  const mine = (refused ?? []).filter((e) => e.args.id === transfer.id);
  return (
    <>
      {transfer.status === 'recusada' && !!transfer.reason && (
        <Alert.Root status="error"><Alert.Indicator /><Box><Alert.Title>{t`Motivo da recusa`}</Alert.Title><Alert.Description>{str(transfer.reason)}</Alert.Description></Box></Alert.Root>
      )}
      {mine.map((e) => (
        <Alert.Root key={e.id} status="error" data-testid="refused-transfer-write">
          <Alert.Indicator />
          <Box><Alert.Title>{t`Recusado pelo servidor em ${brDateTime(e.at)}`}</Alert.Title><Alert.Description>{e.message ?? ''}</Alert.Description></Box>
        </Alert.Root>
      ))}
    </>
  );
}

export function TransferView({ id, back, title }: { id: string | undefined; back: string; title: string }) {
  const { t } = useLingui();
  const transfer = useTransfer(id);
  const roles = useRoles();
  const names = useEntityNames();
  const markets = useMarketNames();
  const athlete = useAthleteName(transfer);
  const backButton = <Button asChild variant="outline" size="sm"><Link to={back}>{t`Voltar`}</Link></Button>;
  if (transfer === undefined || !roles || !names || !markets) return <Page title={title} narrow><Text color="fg.muted">{t`Carregando…`}</Text></Page>;
  if (transfer === null) {
    // A request the server refused is no longer on the device: its reason is.
    return (
      <StatusPage code="404" title={t`Transferência não encontrada`} actions={backButton}>
        <Stack gap="3">
          <Text>{t`Ela pode ainda não ter chegado a este aparelho, ou o servidor recusou o pedido.`}</Text>
          <Refusals transfer={{ id: id ?? '' }} />
        </Stack>
      </StatusPage>
    );
  }
  const from = str(transfer.from_association_id);
  const answer = str(transfer.club_answer) as keyof typeof CLUB_ANSWERS;
  return (
    <Page title={title} narrow actions={backButton} description={markets.get(str(transfer.market_id))}>
      <Stack gap="6">
        <Stack gap="2" data-testid="transfer-summary">
          <HStack gap="3" wrap="wrap">
            <Text fontSize="lg" fontWeight="semibold">{athlete || t`Atleta de outra entidade (confirmado pelo servidor)`}</Text>
            <TransferStatus status={transfer.status} />
          </HStack>
          <Text>{`${from ? names.get(from) ?? '…' : t`Sem entidade (primeiro registro)`} → ${names.get(str(transfer.to_association_id)) ?? '…'}`}</Text>
          {from && <Text fontSize="sm" color="fg.muted">{t`Liberação do clube de origem: ${CLUB_ANSWERS[answer] ?? answer}`}</Text>}
          {!!transfer.commit_id && transfer.status === 'aprovada' && (
            <Text fontSize="sm"><Link to={`/competitions/markets/commits/${str(transfer.commit_id)}`}>{t`Ver no registro público`}</Link></Text>
          )}
        </Stack>
        <Refusals transfer={transfer} />
        <Stack gap="2">
          <Text as="h2" fontWeight="semibold">{t`Andamento`}</Text>
          <Timeline transfer={transfer} roles={roles} />
        </Stack>
        <TransferActions transfer={transfer} roles={roles} />
      </Stack>
    </Page>
  );
}
