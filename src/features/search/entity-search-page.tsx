// /public/associations (login): entities by name, CNPJ, city and sport, from the
// local replica (entity-search.ts), so it answers offline too. Filters apply on "Buscar".
import { Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useState } from 'react';
import { useCanOpen } from '../../app/home/open-path';
import { useTenantData } from '../../data/db-context';
import { Page } from '../../ui/page';
import { entityMatcher, maskCnpj, type EntityFilter } from './entity-search';
import { SearchForm, type SearchValues } from './search-form';
import { SearchResults } from './search-results';
import { useSearchOptions } from './search-options';

const SHOWN = 50;

export function EntitySearchPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const options = useSearchOptions();
  const canOpen = useCanOpen();
  const [values, setValues] = useState<SearchValues>({ q: '', city: '', sport: '' });
  const [filter, setFilter] = useState<EntityFilter | null>(null);
  const found = useReplica(async () => {
    if (!filter) return null;
    const rows = (await db.rows('associations').toArray()).filter(entityMatcher(filter));
    return rows.sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR'));
  }, [db, filter]);
  const cityName = new Map(options?.cities.map((c) => [c.id, c.name]));
  const sportName = new Map(options?.sports.map((s) => [s.id, s.name]));
  const entityPage = canOpen('/records/associations/show/$id');

  return (
    <Page title={<Trans>Busca de entidades</Trans>} description={<Trans>Encontre uma entidade pelo nome, CNPJ, cidade ou modalidade. Funciona também sem internet.</Trans>}>
      <SearchForm label={t`Nome ou CNPJ`} values={values} onChange={setValues} onSubmit={() => setFilter({ ...values })} options={options} />
      <Box aria-live="polite">
        {found && (
          <SearchResults
            rows={found.slice(0, SHOWN)} rowKey={(e) => String(e.id)} rowTestId="entity-hit" caption={<Trans>Entidades encontradas</Trans>}
            count={found.length === 0 ? t`Nenhuma entidade encontrada.` : found.length === 1 ? t`1 entidade encontrada.` : t`${found.length} entidades encontradas.`}
            columns={[
              { header: <Trans>Entidade</Trans>, cell: (e) => (entityPage ? <Link to={`/records/associations/show/${e.id}`}>{String(e.name)}</Link> : String(e.name)) },
              { header: 'CNPJ', mono: true, cell: (e) => maskCnpj(String(e.cnpj ?? '')) },
              { header: <Trans>Cidade</Trans>, cell: (e) => cityName.get(String(e.city_id)) ?? '—' },
              { header: <Trans>Modalidades</Trans>, cell: (e) => (Array.isArray(e.sport_ids) ? e.sport_ids.map((id) => sportName.get(String(id)) ?? '').filter(Boolean).join(', ') : '') },
            ]}
          />
        )}
      </Box>
    </Page>
  );
}
