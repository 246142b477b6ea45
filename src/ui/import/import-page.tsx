// /records/users/import and /records/associations/import: a spreadsheet (CSV or XLSX) → column
// mapping → preview (each row accepted or refused with its reason; nothing written yet) → confirm →
// written through the outbox in batches, with progress. The file is read and checked in a worker
// (import-worker.ts); the refused rows download as a CSV report. An entity's manager imports through
// the same page with the entity fixed (src/features/managers/import-people-page.tsx).
import { Badge, Box, Button, Field, Heading, NativeSelect, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUser } from '../../data/session';
import { useTenantData } from '../../data/db-context';
import { mutateBatch } from '../../data/mutate-batch';
import { Page } from '../page';
import { csvBytes, CSV_TYPE, fileStamp, saveFile, xlsxBytes, XLSX_TYPE } from '../../lib/sheet-files';
import { progressProxy, replicaSnapshot, startImportWorker, type ImportWorker } from './import-client';
import type { FileSummary } from './import-worker-api';
import { proposeMapping, repeatedColumns, unmappedRequired, type ColumnMapping } from './mapping';
import type { Preview } from './preview';
import { ENTITIES_IMPORT, fixSpec, PEOPLE_IMPORT, REGISTERS_IMPORT, type ImportSpec } from './specs';
import { resourceWrite } from '../../data/mutate-names';

type Step =
  | { name: 'file' }
  | { name: 'reading' }
  | { name: 'mapping'; file: FileSummary }
  | { name: 'checking'; file: FileSummary; done: number }
  | { name: 'preview'; file: FileSummary; preview: Preview }
  | { name: 'writing'; total: number; done: number }
  | { name: 'done'; written: number; refused: { line: number; message: string }[] };

/** Rows of refused ones shown on screen; the report has them all. */
const SHOWN = 200;

export const PeopleImportPage = () => <ImportPage spec={PEOPLE_IMPORT} title="Importar pessoas" />;
export const EntitiesImportPage = () => <ImportPage spec={ENTITIES_IMPORT} title="Importar entidades" />;
export const RegistersImportPage = () => <ImportPage spec={REGISTERS_IMPORT} title="Importar registros" />;

export interface ImportPageProps {
  spec: ImportSpec;
  title: string;
  /** Fields every row gets whatever the file says (their columns leave the file: specs.ts fixSpec). */
  fixed?: Readonly<Record<string, unknown>>;
  /** Where "back to the list" leads, when not the spec's own list. */
  basePath?: string;
  /** What the importer should know first (whose rows these become). */
  note?: ReactNode;
}

export function ImportPage({ spec: baseSpec, title, fixed, basePath, note }: ImportPageProps) {
  const { t } = useLingui();
  const spec = useMemo(() => {
    const derived = fixed ? fixSpec(baseSpec, fixed) : baseSpec;
    return basePath ? { ...derived, basePath } : derived;
  }, [baseSpec, fixed, basePath]);
  const { db, userId, onMutated } = useTenantData();
  const user = useUser();
  const [step, setStep] = useState<Step>({ name: 'file' });
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [error, setError] = useState<string | null>(null);
  const worker = useRef<ImportWorker | null>(null);
  useEffect(() => () => worker.current?.close(), []);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setStep({ name: 'reading' });
    try {
      worker.current ??= startImportWorker();
      const summary = await worker.current.api.read(new Uint8Array(await file.arrayBuffer()));
      if (summary.headers.length === 0 || summary.rows === 0) throw new Error(t`O arquivo não tem linhas de dados abaixo do cabeçalho.`);
      setMapping(proposeMapping(spec, summary.headers));
      setStep({ name: 'mapping', file: summary });
    } catch (e) {
      setError(e instanceof Error && /[ãçéõ]|arquivo/i.test(e.message) ? e.message : t`Não foi possível ler o arquivo: use CSV ou XLSX (Excel).`);
      setStep({ name: 'file' });
    }
  };

  const check = async (file: FileSummary) => {
    setStep({ name: 'checking', file, done: 0 });
    const snapshot = await replicaSnapshot(db, spec);
    const preview = await worker.current!.api.preview(spec.resource, mapping, snapshot, progressProxy((done) => setStep({ name: 'checking', file, done })), fixed ?? {});
    setStep({ name: 'preview', file, preview });
  };

  const write = async (preview: Preview) => {
    if (!userId) return;
    const records = preview.accepted.map((a) => a.record);
    setStep({ name: 'writing', total: records.length, done: 0 });
    const result = await mutateBatch(db, { userId, ...(user && user.id === userId ? { viewer: user } : {}) }, resourceWrite({ key: spec.resource }, 'put'), records, {
      freshIds: true, onProgress: (done) => setStep({ name: 'writing', total: records.length, done }),
    });
    onMutated?.();
    setStep({ name: 'done', written: result.written, refused: result.refused.map((r) => ({ line: preview.accepted[r.index]!.line, message: r.message })) });
  };

  const template = async (kind: 'csv' | 'xlsx') => {
    const headers = spec.columns.map((c) => c.header);
    if (kind === 'csv') saveFile(csvBytes(headers, []), `modelo-${spec.fileName}.csv`, CSV_TYPE);
    else saveFile(await xlsxBytes(title, headers, []), `modelo-${spec.fileName}.xlsx`, XLSX_TYPE);
  };

  return (
    <Page title={title} actions={<Button asChild variant="outline"><Link to={spec.basePath}><Trans>Voltar para a lista</Trans></Link></Button>}>
      <Stack gap="5">
        {(step.name === 'file' || step.name === 'reading') && (
          <>
            {note}
            <Text color="fg.muted">
              {t`Uma linha por registro, com cabeçalho. Colunas: ${spec.columns.map((c) => (c.required ? `${c.header} (obrigatória)` : c.header)).join(', ')}. Datas em dd/mm/aaaa. Nada é gravado antes da sua confirmação.`}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button variant="outline" onClick={() => void template('xlsx')}><Trans>Baixar modelo (XLSX)</Trans></Button>
              <Button variant="outline" onClick={() => void template('csv')}><Trans>Baixar modelo (CSV)</Trans></Button>
            </Stack>
            <Field.Root invalid={error !== null}>
              <Field.Label htmlFor="records-import-file"><Trans>Planilha (CSV ou XLSX)</Trans></Field.Label>
              <input id="records-import-file" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={step.name === 'reading'} onChange={(e) => void onFile(e.target.files?.[0])} />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            {step.name === 'reading' && <Text role="status"><Trans>Lendo o arquivo…</Trans></Text>}
          </>
        )}

        {step.name === 'mapping' && (
          <MappingStep spec={spec} file={step.file} mapping={mapping} onChange={setMapping}
            onBack={() => setStep({ name: 'file' })} onNext={() => void check(step.file)} />
        )}

        {step.name === 'checking' && <Bar label={t`Conferindo linhas…`} done={step.done} total={step.file.rows} />}

        {step.name === 'preview' && (
          <PreviewStep spec={spec} preview={step.preview} headers={step.file.headers}
            onBack={() => setStep({ name: 'mapping', file: step.file })} onConfirm={() => void write(step.preview)} />
        )}

        {step.name === 'writing' && <Bar label={t`Gravando registros…`} done={step.done} total={step.total} />}

        {step.name === 'done' && (
          <Stack gap="4">
            <Text role="status" fontWeight="medium">
              {t`${step.written} registros gravados neste aparelho. Eles seguem para o servidor na sincronização, que confere tudo de novo.`}
            </Text>
            {step.refused.length > 0 && (
              <Box>
                <Text color="fg.error">{t`${step.refused.length} linhas não foram gravadas:`}</Text>
                <Box as="ul" ps="5">{step.refused.slice(0, SHOWN).map((r) => <li key={r.line}>{t`Linha ${r.line}: ${r.message}`}</li>)}</Box>
              </Box>
            )}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild><Link to={spec.basePath}><Trans>Ver a lista</Trans></Link></Button>
              <Button variant="outline" onClick={() => setStep({ name: 'file' })}><Trans>Importar outro arquivo</Trans></Button>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  const { t } = useLingui();
  return (
    <Progress.Root value={total ? Math.round((done / total) * 100) : null} max={100}>
      <Progress.Label mb="2">{label}</Progress.Label>
      <Progress.Track><Progress.Range /></Progress.Track>
      <Text role="status" fontSize="sm" mt="2">{t`${done} de ${total}`}</Text>
    </Progress.Root>
  );
}

interface MappingStepProps {
  spec: ImportSpec;
  file: FileSummary;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

function MappingStep({ spec, file, mapping, onChange, onBack, onNext }: MappingStepProps) {
  const { t } = useLingui();
  const missing = unmappedRequired(spec, mapping);
  const repeated = repeatedColumns(spec, mapping);
  return (
    <Stack gap="4">
      <Heading as="h2" size="md"><Trans>Colunas</Trans></Heading>
      <Text color="fg.muted">{t`${file.rows} linhas de dados. Confira de qual coluna do arquivo vem cada campo.`}</Text>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        {spec.columns.map((column) => (
          <Field.Root key={column.field} required={column.required}>
            <Field.Label>{column.header}{column.required && <Field.RequiredIndicator />}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={String(mapping[column.field] ?? '')}
                onChange={(e) => onChange({ ...mapping, [column.field]: e.target.value === '' ? null : Number(e.target.value) })}>
                <option value="">{t`— não importar —`}</option>
                {file.headers.map((header, i) => <option key={i} value={i}>{header || t`Coluna ${i + 1}`}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </Box>
      {missing.length > 0 && <Text color="fg.error" role="alert">{t`Indique a coluna de: ${missing.join(', ')}.`}</Text>}
      {repeated.length > 0 && <Text color="fg.error" role="alert">{t`A mesma coluna foi indicada para ${repeated.join('; ')}.`}</Text>}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
        <Button variant="outline" onClick={onBack}><Trans>Outro arquivo</Trans></Button>
        <Button disabled={missing.length > 0 || repeated.length > 0} onClick={onNext}><Trans>Conferir linhas</Trans></Button>
      </Stack>
    </Stack>
  );
}

interface PreviewStepProps {
  spec: ImportSpec;
  preview: Preview;
  headers: readonly string[];
  onBack: () => void;
  onConfirm: () => void;
}

function PreviewStep({ spec, preview, headers, onBack, onConfirm }: PreviewStepProps) {
  const { t } = useLingui();
  const { accepted, refused } = preview;
  const report = () => saveFile(csvBytes([t`Linha`, t`Motivo`, ...headers], refused.map((r) => [r.line, r.reasons.join(' '), ...headers.map((_, i) => r.cells[i] ?? '')])),
    `recusadas-${spec.fileName}-${fileStamp()}.csv`, CSV_TYPE);
  return (
    <Stack gap="4">
      <Heading as="h2" size="md"><Trans>Prévia</Trans></Heading>
      <Text role="status" fontWeight="medium" data-testid="import-summary">{t`${accepted.length} linhas aceitas, ${refused.length} recusadas.`}</Text>
      {refused.length > 0 && (
        <>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
            <Text flex="1">{refused.length > SHOWN ? t`As ${SHOWN} primeiras recusadas; o relatório traz todas.` : t`Linhas recusadas:`}</Text>
            <Button variant="outline" onClick={report}><Trans>Baixar relatório das recusadas (CSV)</Trans></Button>
          </Stack>
          {/* A scrolling region: focusable, so a keyboard can scroll it. */}
          <Box overflowX="auto" borderWidth="1px" rounded="md" maxH="28rem" overflowY="auto" tabIndex={0} role="region" aria-label={t`Linhas recusadas`}>
            <Table.Root size="sm" data-testid="refused-rows">
              <Table.Caption srOnly><Trans>Linhas recusadas e o motivo</Trans></Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col"><Trans>Linha</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{headers[0] ?? ''}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col"><Trans>Motivo</Trans></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {refused.slice(0, SHOWN).map((r) => (
                  <Table.Row key={r.line}>
                    <Table.Cell>{r.line}</Table.Cell>
                    <Table.Cell>{r.cells[0] ?? ''}</Table.Cell>
                    <Table.Cell color="fg.error">{r.reasons.join(' ')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      )}
      {accepted.length > 0 && (
        <Text color="fg.muted">
          <Badge colorPalette="green" me="2"><Trans>Aceitas</Trans></Badge>
          {accepted.slice(0, 3).map((a) => String(a.record.name ?? '')).join(', ')}{accepted.length > 3 ? '…' : ''}
        </Text>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
        <Button variant="outline" onClick={onBack}><Trans>Voltar às colunas</Trans></Button>
        <Button disabled={accepted.length === 0} onClick={onConfirm}>{t`Importar ${accepted.length} linhas aceitas`}</Button>
      </Stack>
    </Stack>
  );
}
