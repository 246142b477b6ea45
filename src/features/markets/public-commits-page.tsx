// The public record of transfers, without login (like the CBF's BID): `/public/open/markets` lists the
// tenant's markets and `/public/open/markets/{market_id}/commits` one market's effective transfers,
// newest first, read from the server (GET /api/v1/public/markets…, with the request deadline): the
// record is the server's word, so this page needs the network and says so in pt-BR when it fails.
import { Alert, Badge, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError, apiUrl, requestJson } from '../../app/http';
import { CommitTable, type CommitLine } from './commit-table';
import { DEADLINES_MS } from '../../domain/timed-fetch';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';

interface PublicMarket { id: string; name: string; season: string }
interface PublicCommit {
  id: string; kind: 'transferencia' | 'correcao'; athlete_name: string; effective_at: string; corrects_id: string | null; note: string | null;
  from: { id: string; name: string | null } | null; to: { id: string; name: string | null };
}
type State<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error'; message: string };

/** One public GET, no token, with the deadline; a 404's message is the server's, anything else says why in pt-BR. */
function usePublic<T extends object>(path: string): State<T> {
  const { t } = useLingui();
  const [state, setState] = useState<State<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    requestJson<T>(apiUrl(path), { token: null, quiet: true, timeoutMs: DEADLINES_MS.request })
      .then((data) => { if (live) setState({ kind: 'ready', data }); })
      .catch((error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiError && error.httpStatus === 404 ? error.message
          : t`Não foi possível carregar o registro de transferências agora: sem conexão com o servidor. Tente de novo com internet.`;
        setState({ kind: 'error', message });
      });
    return () => { live = false; };
  }, [path, t]);
  return state;
}

const Failure = ({ message }: { message: string }) => <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>;

export function PublicMarketsPage() {
  const { t } = useLingui();
  const state = usePublic<{ markets: PublicMarket[] }>('/public/markets');
  return (
    <Page title={t`Registro de transferências`} description={t`Transferências de atletas efetivadas pela federação, por mercado.`} narrow>
      {state.kind === 'loading' ? <ListSkeleton rows={3} /> : state.kind === 'error' ? <Failure message={state.message} /> : state.data.markets.length === 0 ? (
        <Text color="fg.muted">{t`Nenhum mercado publicado.`}</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {state.data.markets.map((m) => (
            <List.Item key={m.id}><ChakraLink asChild><Link to={`/public/open/markets/${m.id}/commits`}>{`${m.name} (${m.season})`}</Link></ChakraLink></List.Item>
          ))}
        </List.Root>
      )}
    </Page>
  );
}

export function PublicCommitsPage() {
  const { t } = useLingui();
  const { market_id = '' } = useParams({ strict: false }) as { market_id?: string };
  const state = usePublic<{ market: PublicMarket; commits: PublicCommit[] }>(`/public/markets/${encodeURIComponent(market_id)}/commits`);
  const title = state.kind === 'ready' ? t`Registro de transferências — ${state.data.market.name}` : t`Registro de transferências`;
  return (
    <Page title={title} description={state.kind === 'ready' ? t`Temporada ${state.data.market.season}. Cada linha é definitiva: uma correção é uma nova linha.` : undefined}>
      {state.kind === 'loading' ? <ListSkeleton rows={4} /> : state.kind === 'error' ? <Failure message={state.message} /> : state.data.commits.length === 0 ? (
        <Text color="fg.muted">{t`Nenhuma transferência efetivada neste mercado.`}</Text>
      ) : (
        <CommitTable
          label={t`Transferências efetivadas`}
          lastHeader={t`Observação`}
          rowTestId="public-commit"
          lines={state.data.commits.map((c): CommitLine => ({
            id: c.id,
            effectiveAt: c.effective_at,
            athlete: c.athlete_name,
            from: c.from?.name ?? t`Sem entidade`,
            to: c.to.name ?? '—',
            last: <>{c.kind === 'correcao' && <Badge colorPalette="orange" me="2">{t`Correção`}</Badge>}{c.note ?? ''}</>,
          }))}
        />
      )}
    </Page>
  );
}
