// /records/users/export and /records/associations/export: the list filtered the way a federation
// needs (name or document, entity, verified or not), its count and first rows, and the filtered
// rows as CSV or XLSX with the import's pt-BR headers (export-rows.ts). Reads the replica only, so
// it works offline.
import { Badge, Box, Button, Field, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../../data/replica';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTenantData } from '../../../data/db-context';
import { whenUnpacked } from '../../../data/packs';
import { getResource } from '../../../domain/resources/index';
import { formatCnpj } from '../../../domain/cnpj';
import { formatCpf } from '../../../domain/cpf';
import { Page } from '../../../ui/page';
import { ListSkeleton } from '../../../ui/resource/list-states';
import { ReferenceInput } from '../../../ui/resource/reference-input';
import { rowTitle } from '../../../ui/resource/resource-meta';
import { ENTITIES_IMPORT, PEOPLE_IMPORT, referencedCollections, type ImportSpec } from '../../../ui/import/specs';
import { CSV_TYPE, csvBytes, fileStamp, saveFile, xlsxBytes, XLSX_TYPE } from '../../../lib/sheet-files';
import { exportHeaders, exportRows, type ReferenceNames } from './export-rows';
import { recordMatcher, type FilterFields } from './record-filter';

const SHOWN = 50;

export const PeopleExportPage = () => (
  <ExportPage spec={PEOPLE_IMPORT} title="Exportar pessoas" fields={{ name: 'name', document: 'cpf', verified: 'verified' }} entityField="association_id" />
);
export const EntitiesExportPage = () => <ExportPage spec={ENTITIES_IMPORT} title="Exportar entidades" fields={{ name: 'name', document: 'cnpj' }} />;

interface ExportPageProps {
  spec: ImportSpec;
  title: string;
  fields: FilterFields;
  /** Field naming the entity a row belongs to (the entity filter). */
  entityField?: string;
}

function ExportPage({ spec, title, fields, entityField }: ExportPageProps) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const [term, setTerm] = useState('');
  const deferred = useDeferredValue(term.trim());
  const [entity, setEntity] = useState('');
  const [verified, setVerified] = useState<'' | 'sim' | 'nao'>('');
  const data = useReplica(async () => {
    await whenUnpacked(db);
    const rows = await db.rows(spec.resource).toArray();
    const names = new Map<string, Map<string, string>>();
    for (const collection of referencedCollections(spec)) {
      const resource = getResource(collection);
      names.set(collection, new Map((await db.rows(collection).toArray()).map((r) => [String(r.id), rowTitle(resource, r)])));
    }
    return { rows, names: names as ReferenceNames };
  }, [db, spec]);
  const matching = useMemo(() => {
    if (!data) return undefined;
    const matches = recordMatcher(fields, {
      term: deferred,
      ...(entityField && entity ? { equals: { [entityField]: entity } } : {}),
      ...(verified ? { verified: verified === 'sim' } : {}),
    });
    const title = getResource(spec.resource).title;
    return data.rows.filter(matches).sort((a, b) => String(a[title]).localeCompare(String(b[title]), 'pt-BR'));
  }, [data, fields, deferred, entityField, entity, verified, spec.resource]);

  const download = async (kind: 'csv' | 'xlsx') => {
    if (!data || !matching) return;
    const cells = exportRows(spec, matching, data.names);
    const name = `${spec.fileName}-${fileStamp()}`;
    if (kind === 'csv') saveFile(csvBytes(exportHeaders(spec), cells), `${name}.csv`, CSV_TYPE);
    else saveFile(await xlsxBytes(title, exportHeaders(spec), cells), `${name}.xlsx`, XLSX_TYPE);
  };
  const documentLabel = fields.document === 'cpf' ? 'CPF' : 'CNPJ';
  const formatDocument = (value: unknown) => (typeof value !== 'string' ? '' : fields.document === 'cpf' ? formatCpf(value) : formatCnpj(value));
  const entityTitles = entityField ? data?.names.get('associations') : undefined;

  return (
    <Page title={title} actions={<Button asChild variant="outline"><Link to={spec.basePath}><Trans>Voltar para a lista</Trans></Link></Button>}>
      <Stack gap="4">
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: entityField ? '2fr 2fr 1fr' : '1fr' }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>{t`Nome ou ${documentLabel}`}</Field.Label>
            <Input type="search" value={term} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
          </Field.Root>
          {entityField && (
            <Field.Root>
              <Field.Label><Trans>Entidade</Trans></Field.Label>
              <ReferenceInput collection="associations" size="md" value={entity} placeholder={t`Todas`}
                onChange={(v) => setEntity(typeof v === 'string' ? v : (v[0] ?? ''))} />
            </Field.Root>
          )}
          {fields.verified && (
            <Field.Root>
              <Field.Label><Trans>Cadastro</Trans></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={verified} onChange={(e) => setVerified(e.target.value as '' | 'sim' | 'nao')}>
                  <option value="">{t`Todos`}</option>
                  <option value="sim">{t`Verificados`}</option>
                  <option value="nao">{t`Não verificados`}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </Box>
        {!matching ? <ListSkeleton /> : (
          <>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
              <Text flex="1" role="status" fontWeight="medium" data-testid="export-count">{matching.length === 1 ? t`1 registro` : t`${matching.length} registros`}</Text>
              <Button variant="outline" disabled={matching.length === 0} onClick={() => void download('csv')}><Trans>Exportar CSV</Trans></Button>
              <Button disabled={matching.length === 0} onClick={() => void download('xlsx')}><Trans>Exportar XLSX</Trans></Button>
            </Stack>
            {matching.length > 0 && (
              <Box overflowX="auto" borderWidth="1px" rounded="md">
                <Table.Root size="sm">
                  <Table.Caption srOnly>{matching.length > SHOWN ? t`Os ${SHOWN} primeiros registros do filtro` : t`Registros do filtro`}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col"><Trans>Nome</Trans></Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">{documentLabel}</Table.ColumnHeader>
                      {entityField && <Table.ColumnHeader scope="col"><Trans>Entidade</Trans></Table.ColumnHeader>}
                      {fields.verified && <Table.ColumnHeader scope="col"><Trans>Cadastro</Trans></Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {matching.slice(0, SHOWN).map((row) => (
                      <Table.Row key={String(row.id)}>
                        <Table.Cell><Link to={`${spec.basePath}/show/${String(row.id)}`}>{String(row[fields.name] ?? '')}</Link></Table.Cell>
                        <Table.Cell>{formatDocument(row[fields.document])}</Table.Cell>
                        {entityField && <Table.Cell>{entityTitles?.get(String(row[entityField] ?? '')) ?? '—'}</Table.Cell>}
                        {fields.verified && (
                          <Table.Cell>{row[fields.verified] === true
                            ? <Badge colorPalette="green"><Trans>Verificado</Trans></Badge>
                            : <Badge colorPalette="orange"><Trans>Não verificado</Trans></Badge>}</Table.Cell>
                        )}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
