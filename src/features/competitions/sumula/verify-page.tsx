// `/public/sumulas/{id}?d=<código>`: what the QR printed on a confirmed súmula opens (no login).
// Asks the server (GET /public/sumulas/:id, with the request deadline) and says "Súmula autêntica"
// with the facts to compare with the paper when the server holds a confirmed súmula whose digest
// starts with the printed code; "não confere" when the paper's code is another (altered, or an
// older version before a resolution); a pt-BR reason when not found or offline. Verification is
// the server's word by nature, so this page is the one that needs the network.
import { Alert, DataList, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError, apiUrl, requestJson } from '../../../app/http';
import { DEADLINES_MS } from '../../../domain/timed-fetch';
import { shortDigest } from '../../../domain/competitions/sumula/digest';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { formatWhen } from '../../../domain/competitions/duel-format';

interface Verified {
  id: string; competition: string; season: string | null; home: string; away: string; starts_at: string | null; venue: string | null;
  home_score: number; away_score: number; confirmed_at: string; confirmed_by: string; resolved_at: string | null; resolution: string | null;
  addenda: number; digest: string;
}
type State = { kind: 'loading' } | { kind: 'found'; sumula: Verified } | { kind: 'error'; message: string };

export type Verdict = 'authentic' | 'mismatch' | 'unchecked';
/** Whether the code printed beside the QR is the start of the server's digest. */
export function verdict(digest: string, printed: unknown): Verdict {
  if (typeof printed !== 'string' || !printed) return 'unchecked';
  return printed.toLowerCase() === shortDigest(digest) ? 'authentic' : 'mismatch';
}

export function SumulaVerifyPage() {
  const { t } = useLingui();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const search: { d?: unknown } = useSearch({ strict: false });
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    requestJson<{ sumula: Verified }>(apiUrl(`/public/sumulas/${encodeURIComponent(id)}`), { token: null, quiet: true, timeoutMs: DEADLINES_MS.request })
      .then((answer) => { if (live) setState({ kind: 'found', sumula: answer.sumula }); })
      .catch((error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiError && error.httpStatus === 404 ? error.message
          : t`Sem conexão com o servidor: não foi possível verificar a súmula agora. Tente de novo com internet.`;
        setState({ kind: 'error', message });
      });
    return () => { live = false; };
  }, [id, t]);

  if (state.kind === 'loading') return <Page title={t`Verificação de súmula`} narrow><ListSkeleton rows={3} /></Page>;
  if (state.kind === 'error') {
    return <Page title={t`Verificação de súmula`} narrow><Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{state.message}</Alert.Title></Alert.Root></Page>;
  }
  const s = state.sumula;
  const v = verdict(s.digest, search.d);
  const facts: [string, string][] = [
    [t`Competição`, `${s.competition}${s.season ? ` (${s.season})` : ''}`],
    [t`Jogo`, `${s.home} ${s.home_score} × ${s.away_score} ${s.away}`],
    [t`Data`, formatWhen(s.starts_at) || t`A definir`],
    [t`Local`, s.venue ?? t`A definir`],
    [t`Confirmada por`, `${s.confirmed_by} em ${formatWhen(s.confirmed_at)}`],
    ...(s.resolved_at ? [[t`Divergência resolvida em`, `${formatWhen(s.resolved_at)}: ${s.resolution ?? ''}`] as [string, string]] : []),
    [t`Adendos`, String(s.addenda)],
    [t`Código de verificação`, shortDigest(s.digest)],
  ];
  return (
    <Page title={t`Verificação de súmula`} narrow>
      <Stack gap="4" data-testid="sumula-verify">
        {v === 'mismatch' ? (
          <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>
            <Trans>O código desta súmula não confere com a versão confirmada no servidor: o documento foi alterado ou é uma versão anterior.</Trans>
          </Alert.Title></Alert.Root>
        ) : (
          <Alert.Root status="success" role="status"><Alert.Indicator /><Alert.Title fontSize="lg">
            {v === 'authentic' ? t`Súmula autêntica` : t`Súmula confirmada no servidor`}
          </Alert.Title></Alert.Root>
        )}
        <Text><Trans>Compare estes dados com o documento impresso:</Trans></Text>
        <DataList.Root orientation="horizontal">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}><DataList.ItemLabel>{label}</DataList.ItemLabel><DataList.ItemValue>{value}</DataList.ItemValue></DataList.Item>
          ))}
        </DataList.Root>
      </Stack>
    </Page>
  );
}
