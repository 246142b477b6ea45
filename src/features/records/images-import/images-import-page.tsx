// /records/users/images/import and /records/associations/images/import: a ZIP of photos named by
// CPF (people) or CNPJ (entities), read and matched on the device against the local replica and
// previewed — matched, unknown, invalid name, bad image, duplicate, too large — before anything is
// written; "Importar" then keeps each photo and updates its record through the outbox, with progress.
import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyError } from '../../../lib/notices';
import { useTenantData } from '../../../data/db-context';
import { keepFile } from '../../../data/files';
import { useWrite } from '../../../data/use-write';
import type { ResourceWrite } from '../../../data/mutate-names';
import { rowsByValues } from '../../../data/lookup';
import { FileInputButton } from '../../../ui/files/file-input-button';
import { centredArea, cropAndEncode, PHOTO_ASPECT } from '../../../ui/files/reencode';
import { Page } from '../../../ui/page';
import { applyPhotos, type ApplyReport } from './apply';
import { checkDecodes, countByStatus, matchPhotos, type PhotoRow, type PhotoStatus } from './match';
import { PHOTO_TARGETS, type PhotoTarget, type PhotoTargetKey } from './targets';
import { readZipPhotos, ZipError } from './zip-photos';

const STATUS_COLORS: Record<PhotoStatus, string> = { matched: 'green', unknown: 'orange', invalid_name: 'red', bad_image: 'red', duplicate: 'orange', too_large: 'red' };

const decodes = async (bytes: Uint8Array): Promise<boolean> => {
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]));
  bitmap.close();
  return true;
};

const prepare = (bytes: Uint8Array, target: PhotoTarget): Promise<Blob> =>
  cropAndEncode(new Blob([bytes as Uint8Array<ArrayBuffer>]), target.crop === 'portrait' ? (w, h) => centredArea(w, h, PHOTO_ASPECT) : null);

type Phase = { step: 'choose' } | { step: 'reading'; done: number; total: number } | { step: 'preview'; rows: PhotoRow[] }
  | { step: 'writing'; rows: PhotoRow[]; done: number; total: number } | { step: 'done'; report: ApplyReport };

function ImagesImportPage({ targetKey }: { targetKey: PhotoTargetKey }) {
  const { t, i18n } = useLingui();
  const { db } = useTenantData();
  const writer = useWrite();
  const target: PhotoTarget = PHOTO_TARGETS[targetKey];
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const labels: Record<PhotoStatus, string> = {
    matched: t`Encontrada`, unknown: t`${target.keyLabel} não cadastrado`, invalid_name: t`Nome inválido`,
    bad_image: t`Imagem inválida`, duplicate: t`Repetida`, too_large: t`Grande demais`,
  };

  async function read(file: File) {
    setPhase({ step: 'reading', done: 0, total: 0 });
    try {
      const photos = await readZipPhotos(new Uint8Array(await file.arrayBuffer()));
      const keys = photos.map((p) => target.keyOf(p.baseName)).filter((k): k is string => k !== null);
      const byKey = await rowsByValues(db, target.collection, target.keyField, keys);
      const rows = await checkDecodes(matchPhotos(photos, target, byKey), decodes, (done, total) => setPhase({ step: 'reading', done, total }));
      setPhase({ step: 'preview', rows });
    } catch (error) {
      notifyError(error instanceof ZipError ? error.message : t`Não foi possível ler o arquivo.`);
      setPhase({ step: 'choose' });
    }
  }

  async function write(rows: PhotoRow[]) {
    // Each photo's failure is reported in the list (applyPhotos); useWrite tells of anything else.
    const ok = await writer.act(async (mutate) => {
      const report = await applyPhotos(rows, target, {
        prepare, keep: (photo) => keepFile(db, photo, { kind: 'image' }),
        mutate: (name, args) => mutate(name as ResourceWrite, args as Record<string, unknown>),
      }, (done, total) => setPhase({ step: 'writing', rows, done, total }));
      setPhase({ step: 'done', report });
      return report;
    }, { done: (report) => (report.written > 0 ? t`${report.written} fotos importadas; serão enviadas na próxima sincronização.` : undefined) });
    if (!ok) setPhase({ step: 'preview', rows });
  }

  const title = i18n._(target.title);
  return (
    <Page title={title} description={<Trans>Envie um arquivo ZIP com uma foto por arquivo, cada uma com o {target.keyLabel} no nome (ex.: {target.keyField === 'cpf' ? '12345678909.jpg' : '12345678000195.png'}). Nada é gravado antes de você confirmar.</Trans>}>
      <Stack gap="5">
        {(phase.step === 'choose' || phase.step === 'done' || phase.step === 'preview') && (
          <HStack>
            <FileInputButton accept=".zip,application/zip" onFile={(f) => void read(f)}>{t`Escolher arquivo ZIP`}</FileInputButton>
            <ChakraLink asChild><Link to={target.listPath}>{t`Voltar à lista`}</Link></ChakraLink>
          </HStack>
        )}
        {phase.step === 'reading' && (
          <Box role="status"><Text>{phase.total ? t`Verificando as imagens… ${phase.done} de ${phase.total}` : t`Lendo o ZIP…`}</Text>
            {phase.total > 0 && <progress max={phase.total} value={phase.done} style={{ width: '100%' }} aria-label={t`Progresso da verificação`} />}</Box>
        )}
        {phase.step === 'writing' && (
          <Box role="status"><Text>{t`Importando… ${phase.done} de ${phase.total}`}</Text>
            <progress max={phase.total} value={phase.done} style={{ width: '100%' }} aria-label={t`Progresso da importação`} /></Box>
        )}
        {phase.step === 'preview' && <Preview rows={phase.rows} labels={labels} keyLabel={target.keyLabel} onConfirm={() => void write(phase.rows)} onCancel={() => setPhase({ step: 'choose' })} />}
        {phase.step === 'done' && (
          <Stack gap="2" data-testid="images-import-report">
            <Text fontWeight="semibold">{t`${phase.report.written} fotos importadas.`}</Text>
            {phase.report.failed.length > 0 && (
              <Box as="ul" pl="5">{phase.report.failed.map((f) => <li key={f.path}>{f.path}: {f.reason}</li>)}</Box>
            )}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

function Preview({ rows, labels, keyLabel, onConfirm, onCancel }: { rows: PhotoRow[]; labels: Record<PhotoStatus, string>; keyLabel: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const counts = countByStatus(rows);
  const matched = counts.matched;
  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="2" data-testid="images-import-summary">
        {(Object.keys(counts) as PhotoStatus[]).filter((s) => counts[s] > 0).map((s) => (
          <Badge key={s} colorPalette={STATUS_COLORS[s]} size="lg">{labels[s]}: {counts[s]}</Badge>
        ))}
      </HStack>
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="images-import-preview">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t`Arquivo`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{keyLabel}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Cadastro`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Situação`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.path}>
                <Table.Cell>{r.path}</Table.Cell>
                <Table.Cell>{r.key ?? '—'}</Table.Cell>
                <Table.Cell>{typeof r.record?.name === 'string' ? r.record.name : '—'}</Table.Cell>
                <Table.Cell><Badge colorPalette={STATUS_COLORS[r.status]}>{labels[r.status]}</Badge>{r.reason && <Text as="span" ml="2" fontSize="sm">{r.reason}</Text>}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack>
        <Button onClick={onConfirm} disabled={matched === 0}>{t`Importar ${matched} fotos`}</Button>
        <Button variant="outline" onClick={onCancel}>{t`Cancelar`}</Button>
      </HStack>
    </Stack>
  );
}

export const UsersImagesImportPage = () => <ImagesImportPage targetKey="users" />;
export const AssociationsImagesImportPage = () => <ImagesImportPage targetKey="associations" />;
