// A request's change, before and after side by side: the reviewer's whole decision on one screen.
// Photos and shields are shown as pictures next to each other; references by the name of the row
// they name; a creation has no "before".
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReplica } from '../../data/replica';
import type { ApprovalRow } from '../../domain/approvals/approval-row';
import { findKind } from '../../domain/approvals/kinds';
import { findResource } from '../../domain/resources/index';
import { useTenantData } from '../../data/db-context';
import { FilePhoto } from '../files/file-preview';
import { PHOTO_ASPECT, SHIELD_ASPECT } from '../files/reencode';

/** Picture fields and their frame: a person's photo is 3:4, a shield square. */
const IMAGE_FIELDS: ReadonlyMap<string, number> = new Map([['photo_url', PHOTO_ASPECT], ['shield_url', SHIELD_ASPECT]]);

function labelOf(collection: string, key: string, kindKey?: string): string {
  if (key === 'note') return 'Justificativa';
  const own = kindKey ? findKind(kindKey)?.fieldLabels?.[key] : undefined;
  if (own) return own;
  return findResource(collection)?.fields.find((f) => f.key === key)?.label ?? key;
}

/** A value as a person reads it: a referenced row's title, a list joined, a dash for nothing. */
function useShown(collection: string, key: string, value: unknown): string {
  const { db } = useTenantData();
  const integrity = findResource(collection)?.integrity;
  // A person named by a membership rule (a register's profile) is shown by name too.
  const target = integrity?.references?.[key] ?? integrity?.memberships?.find((m) => m.field === key)?.in;
  const named = useReplica(async () => {
    if (!target || typeof value !== 'string' || !value) return null;
    const row = await db.rows(target).get(value);
    const title = findResource(target)?.title ?? 'name';
    return row ? String(row[title] ?? '') : null;
  }, [db, target, value]);
  if (value === null || value === undefined || value === '') return '—';
  if (named) return named;
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}

function Value({ collection, field, value, side }: { collection: string; field: string; value: unknown; side: string }) {
  const shown = useShown(collection, field, value);
  const aspect = IMAGE_FIELDS.get(field);
  if (aspect !== undefined) {
    return <FilePhoto value={typeof value === 'string' ? value : null} alt={`${labelOf(collection, field)}: ${side}`} size="140px" aspect={aspect} />;
  }
  return <Text wordBreak="break-word">{shown}</Text>;
}

/** Before | after, one row per proposed field. */
export function ChangeView({ request }: { request: ApprovalRow }) {
  const { t } = useLingui();
  const kind = findKind(request.kind);
  const creation = kind?.mode === 'create';
  const fields = (kind?.fields ?? Object.keys(request.proposed)).filter((f) => (creation || f in request.proposed) && !kind?.hiddenFields?.includes(f));
  const beforeLabel = t`Antes`;
  const afterLabel = creation ? t`Proposto` : t`Depois`;
  return (
    <Stack gap="2" role="table" aria-label={t`Alteração proposta`}>
      <Grid templateColumns={creation ? '10rem 1fr' : '10rem 1fr 1fr'} gap="3" role="row" fontWeight="semibold" color="fg.muted" fontSize="sm">
        <Text role="columnheader">{t`Campo`}</Text>
        {!creation && <Text role="columnheader">{beforeLabel}</Text>}
        <Text role="columnheader">{afterLabel}</Text>
      </Grid>
      {fields.map((field) => (
        <Grid key={field} templateColumns={creation ? '10rem 1fr' : '10rem 1fr 1fr'} gap="3" role="row" alignItems="start">
          <Text role="rowheader" fontWeight="medium">{labelOf(request.subject_collection, field, request.kind)}</Text>
          {!creation && (
            <Box role="cell"><Value collection={request.subject_collection} field={field} value={request.before?.[field]} side={beforeLabel} /></Box>
          )}
          <Box role="cell" bg={creation ? undefined : 'bg.subtle'} rounded="sm">
            <Value collection={request.subject_collection} field={field} value={request.proposed[field]} side={afterLabel} />
          </Box>
        </Grid>
      ))}
    </Stack>
  );
}
