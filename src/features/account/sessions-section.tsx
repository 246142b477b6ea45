// The devices signed in to the person's account, on `/my/password`: the live
// sessions the server lists (GET /auth/sessions: started, last seen, browser, which one is this),
// "Desconectar" per other device (POST /auth/sessions/revoke) and "Sair de todos os outros aparelhos"
// after a confirmation (POST /auth/sessions/revoke_others). Sessions live on the server only, so this
// section is online only: offline it says so and loads when the connection returns. Above the list,
// the sign-ups that typed this person's CPF or e-mail (they got accounts of their
// own; the person is told here, the only place a stranger's attempt can reach them).
import { Alert, Badge, Box, Button, Dialog, Heading, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../app/http';
import { useOnline } from '../../app/network';
import { notifySuccess } from '../../lib/notices';
import type { ClaimNotice, RevokeOthersAnswer, SessionsAnswer, SessionSummary } from '../../domain/api';
import { deviceLabel } from './device-label';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; sessions: SessionSummary[]; claims: ClaimNotice[] };

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function SessionsSection() {
  const { t } = useLingui();
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      // quiet: the failure is shown here, in place of the list, not as a passing notice.
      const answer = await api<SessionsAnswer>('/auth/sessions', { quiet: true });
      setState({ kind: 'ready', sessions: answer.result, claims: answer.claims ?? [] });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof ApiError ? error.message : t`Não foi possível carregar os aparelhos conectados.` });
    }
  }, [t]);

  useEffect(() => {
    if (online) void load();
  }, [online, load]);

  const revokeOthers = async () => {
    setBusy('others');
    try {
      const answer = await api<RevokeOthersAnswer>('/auth/sessions/revoke_others', { body: {} });
      notifySuccess(answer.message);
      setConfirming(false);
      await load();
    } catch {
      // The common handler showed the server's message; the dialog stays for another try.
    } finally {
      setBusy(null);
    }
  };

  const revokeOne = async (id: string) => {
    setBusy(id);
    try {
      const answer = await api<{ message: string }>('/auth/sessions/revoke', { body: { id } });
      notifySuccess(answer.message);
      await load();
    } catch {
      // Shown by the common handler.
    } finally {
      setBusy(null);
    }
  };

  const others = state.kind === 'ready' ? state.sessions.filter((s) => !s.current).length : 0;

  return (
    <Stack gap="6">
      {state.kind === 'ready' && state.claims.length > 0 && (
        <Alert.Root status="warning" data-testid="claims-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><Trans>Cadastros com os seus dados</Trans></Alert.Title>
            <Alert.Description>
              <Box as="ul" ps="4" listStyleType="disc">
                {state.claims.map((claim, i) => (
                  <li key={i}>
                    {claim.kind === 'cpf'
                      ? t`Em ${when(claim.created_at)}, um cadastro novo informou o seu CPF.`
                      : t`Em ${when(claim.created_at)}, um cadastro novo informou o seu e-mail.`}
                  </li>
                ))}
              </Box>
              <Text mt="2">
                <Trans>Esse cadastro ganhou uma conta própria, sem ligação com a sua: o CPF e o e-mail continuam na sua conta e ninguém entra nela sem a sua senha. Se não foi você, avise a federação.</Trans>
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box as="section" aria-labelledby="sessions-heading">
        <Heading as="h2" size="md" id="sessions-heading" mb="2"><Trans>Aparelhos conectados</Trans></Heading>
        <Text color="fg.muted" mb="4">
          <Trans>Cada aparelho ou navegador em que você entrou. Se não reconhecer algum, desconecte-o e troque a senha. Até 10 ficam conectados ao mesmo tempo: ao entrar num novo, o mais antigo é desconectado.</Trans>
        </Text>
        {!online ? (
          <Alert.Root status="warning" data-testid="sessions-offline">
            <Alert.Indicator />
            <Alert.Title>{t`Sem conexão: a lista de aparelhos precisa de internet. Ela aparece quando a conexão voltar.`}</Alert.Title>
          </Alert.Root>
        ) : state.kind === 'loading' ? (
          <Stack direction="row" align="center" gap="2" role="status">
            <Spinner size="sm" />
            <Text><Trans>Carregando aparelhos conectados…</Trans></Text>
          </Stack>
        ) : state.kind === 'error' ? (
          <Alert.Root status="error" data-testid="sessions-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{state.message}</Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void load()}><Trans>Tentar de novo</Trans></Button>
          </Alert.Root>
        ) : state.sessions.length === 0 ? (
          <Text data-testid="sessions-empty"><Trans>Nenhuma sessão ativa.</Trans></Text>
        ) : (
          <Stack gap="4">
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Caption srOnly><Trans>Aparelhos conectados à sua conta</Trans></Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col"><Trans>Aparelho</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Entrou em</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Último acesso</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader scope="col"><Trans>Ação</Trans></Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {state.sessions.map((s) => (
                    <Table.Row key={s.id} data-testid="session-row">
                      <Table.Cell title={s.user_agent ?? undefined}>
                        {deviceLabel(s.user_agent)} {s.current && <Badge colorPalette="green" ms="1"><Trans>Este aparelho</Trans></Badge>}
                      </Table.Cell>
                      <Table.Cell>{when(s.created_at)}</Table.Cell>
                      <Table.Cell>{when(s.last_seen_at)}</Table.Cell>
                      <Table.Cell>
                        {s.current ? null : (
                          <Button size="xs" variant="outline" loading={busy === s.id} aria-label={t`Desconectar ${deviceLabel(s.user_agent)}, conectado em ${when(s.created_at)}`}
                            onClick={() => void revokeOne(s.id)}>
                            <Trans>Desconectar</Trans>
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            {others === 0 ? (
              <Text color="fg.muted" data-testid="sessions-only-this"><Trans>Nenhum outro aparelho está conectado à sua conta.</Trans></Text>
            ) : (
              <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(e) => setConfirming(e.open)} placement="center">
                <Dialog.Trigger asChild>
                  <Button alignSelf="flex-start" variant="outline" colorPalette="red"><Trans>Sair de todos os outros aparelhos</Trans></Button>
                </Dialog.Trigger>
                <Portal>
                  <Dialog.Backdrop />
                  <Dialog.Positioner>
                    <Dialog.Content mx="4">
                      <Dialog.Header>
                        <Dialog.Title><Trans>Desconectar os outros aparelhos?</Trans></Dialog.Title>
                      </Dialog.Header>
                      <Dialog.Body>
                        <Text>
                          {plural(others, {
                            one: '# outro aparelho será desconectado e precisará entrar de novo com a senha. Este aparelho continua conectado.',
                            other: '# outros aparelhos serão desconectados e precisarão entrar de novo com a senha. Este aparelho continua conectado.',
                          })}
                        </Text>
                      </Dialog.Body>
                      <Dialog.Footer>
                        <Dialog.ActionTrigger asChild>
                          <Button variant="outline"><Trans>Cancelar</Trans></Button>
                        </Dialog.ActionTrigger>
                        <Button colorPalette="red" loading={busy === 'others'} loadingText={t`Desconectando…`} onClick={() => void revokeOthers()}>
                          <Trans>Desconectar</Trans>
                        </Button>
                      </Dialog.Footer>
                    </Dialog.Content>
                  </Dialog.Positioner>
                </Portal>
              </Dialog.Root>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
