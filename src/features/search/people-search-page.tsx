// /public/users (login): find a person by name, whole CPF, city or sport. A server
// call (server/search/): a person without `users` replicates nobody else, so the device cannot
// answer. Results live in this screen's state only (the answer is no-store; nothing is written to
// the replica or any cache). Offline, the screen says the search needs the network.
import { Alert, Badge, Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, apiUrl, requestJson } from '../../app/http';
import { useCanOpen } from '../../app/home/open-path';
import { parsePeopleQuery, SEARCH_MSG, type PersonHit } from '../../domain/search/people-query';
import { Page } from '../../ui/page';
import { SearchForm, type SearchValues } from './search-form';
import { SearchResults } from './search-results';
import { useSearchOptions } from './search-options';

/** The search waits at most this long: a stalled network shows the offline message, not a spinner forever. */
const SEARCH_TIMEOUT_MS = 10_000;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; people: PersonHit[]; more: boolean };

export function PeopleSearchPage() {
  const { t } = useLingui();
  const options = useSearchOptions();
  const canOpen = useCanOpen();
  const [values, setValues] = useState<SearchValues>({ q: '', city: '', sport: '' });
  const [error, setError] = useState<string>();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const search = async () => {
    const parsed = parsePeopleQuery({ q: values.q, city_id: values.city, sport_id: values.sport });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(undefined);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setState({ kind: 'offline' });
      return;
    }
    setState({ kind: 'loading' });
    const query = new URLSearchParams({ q: values.q.trim(), ...(values.city ? { city_id: values.city } : {}), ...(values.sport ? { sport_id: values.sport } : {}) });
    try {
      const answer = await requestJson<{ people: PersonHit[]; more: boolean }>(apiUrl(`/search/people?${query.toString()}`), { quiet: true, timeoutMs: SEARCH_TIMEOUT_MS });
      setState({ kind: 'done', people: answer.people, more: answer.more });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'network') setState({ kind: 'offline' });
      else if (failure instanceof ApiError && failure.httpStatus === 400) {
        setError(failure.message);
        setState({ kind: 'idle' });
      } else setState({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  const personPage = canOpen('/records/users/show/$id');
  return (
    <Page title={<Trans>Busca de pessoas</Trans>}
      description={<Trans>Encontre uma pessoa pelo nome, pelo CPF completo, pela cidade ou modalidade da entidade. Aparecem apenas as pessoas que você pode ver.</Trans>}>
      <SearchForm label={t`Nome ou CPF`} values={values} onChange={setValues} onSubmit={() => void search()} options={options} error={error} busy={state.kind === 'loading'} />
      <Box aria-live="polite">
        {state.kind === 'offline' && <Alert.Root status="warning" data-testid="search-offline"><Alert.Indicator /><Alert.Title>{SEARCH_MSG.offline}</Alert.Title></Alert.Root>}
        {state.kind === 'failed' && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{state.message}</Alert.Title></Alert.Root>}
        {state.kind === 'done' && (
          <SearchResults
            rows={state.people} rowKey={(p) => p.id} rowTestId="person-hit" caption={<Trans>Pessoas encontradas</Trans>}
            count={state.people.length === 0 ? t`Nenhuma pessoa encontrada.` : state.more ? t`Os ${state.people.length} primeiros resultados: refine a busca para ver outros.` : state.people.length === 1 ? t`1 pessoa encontrada.` : t`${state.people.length} pessoas encontradas.`}
            columns={[
              { header: <Trans>Nome</Trans>, cell: (p) => (personPage ? <Link to={`/records/users/show/${p.id}`}>{p.name}</Link> : p.name) },
              { header: 'CPF', mono: true, cell: (p) => p.cpf },
              { header: <Trans>Entidade</Trans>, cell: (p) => p.entity ?? '—' },
              { header: <Trans>Cidade</Trans>, cell: (p) => p.city ?? '—' },
              { header: <Trans>Cadastro</Trans>, cell: (p) => (p.verified ? <Badge colorPalette="green" variant="subtle"><Trans>Verificado</Trans></Badge> : <Badge variant="subtle"><Trans>Não verificado</Trans></Badge>) },
            ]}
          />
        )}
      </Box>
    </Page>
  );
}
