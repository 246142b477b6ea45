// /public/associations (login; issue 13 item 5): entities by name, CNPJ, city and sport, from the
// local replica (entity-search.ts), so it answers offline too. Filters apply on "Buscar".
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useCanOpen } from '../../app/home/open-path';
import { useTenantData } from '../../data/db-context';
import { Page } from '../../ui/page';
import { entityMatcher, maskCnpj, type EntityFilter } from './entity-search';
import { SearchForm, type SearchValues } from './search-form';
import { useSearchOptions } from './search-options';

const SHOWN = 50;

export function EntitySearchPage() {
  const { t } = useLingui();
  const { db } = useTenantData();
  const options = useSearchOptions();
  const canOpen = useCanOpen();
  const [values, setValues] = useState<SearchValues>({ q: '', city: '', sport: '' });
  const [filter, setFilter] = useState<EntityFilter | null>(null);
  const found = useLiveQuery(async () => {
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
          <Stack gap="3">
            <Text fontWeight="medium" data-testid="search-count">
              {found.length === 0 ? t`Nenhuma entidade encontrada.` : found.length === 1 ? t`1 entidade encontrada.` : t`${found.length} entidades encontradas.`}
            </Text>
            {found.length > 0 && (
              <Box overflowX="auto" borderWidth="1px" rounded="md">
                <Table.Root size="sm">
                  <Table.Caption srOnly><Trans>Entidades encontradas</Trans></Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col"><Trans>Entidade</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">CNPJ</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col"><Trans>Cidade</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader scope="col"><Trans>Modalidades</Trans></Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {found.slice(0, SHOWN).map((e) => (
                      <Table.Row key={e.id} data-testid="entity-hit">
                        <Table.Cell>{entityPage ? <Link to={`/records/associations/show/${e.id}`}>{String(e.name)}</Link> : String(e.name)}</Table.Cell>
                        <Table.Cell fontFamily="mono">{maskCnpj(String(e.cnpj ?? ''))}</Table.Cell>
                        <Table.Cell>{cityName.get(String(e.city_id)) ?? '—'}</Table.Cell>
                        <Table.Cell>{Array.isArray(e.sport_ids) ? e.sport_ids.map((id) => sportName.get(String(id)) ?? '').filter(Boolean).join(', ') : ''}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Stack>
        )}
      </Box>
    </Page>
  );
}
