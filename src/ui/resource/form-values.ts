// Between what the inputs hold (strings, masks, '' for "nothing chosen") and the wire record the
// schema validates. The schema never transforms (docs/style.md §1), so the form does: it strips masks,
// turns blanks of optional fields into null and numbers into numbers, and keeps every schema key
// the form does not show (id, owner) from the record it started from.
import { t } from '@lingui/core/macro';
import { centsToInput, parseCents } from '../../domain/finances/money';
import type { ResolvedField } from '../../domain/resources/form';
import { isMaskKind, MASKS } from '../masks';

export type FormValues = Record<string, unknown>;

/** "2008-03-14" → "14/03/2008". */
export const formatDate = (iso: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso);

/** The inputs' starting values: from a stored record (edit) or blank (create). */
export function toFormValues(fields: readonly ResolvedField[], record: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record?.[field.key];
    if (isMaskKind(field.kind)) {
      values[field.key] = typeof value === 'string' ? MASKS[field.kind].mask(value) : '';
      continue;
    }
    switch (field.kind) {
      case 'boolean':
        values[field.key] = value === true;
        break;
      case 'references':
      case 'ordered_choices':
        values[field.key] = Array.isArray(value) ? value.map(String) : [];
        break;
      case 'number_list':
        values[field.key] = Array.isArray(value) ? value.join(', ') : '';
        break;
      case 'money':
        values[field.key] = typeof value === 'number' ? centsToInput(value) : '';
        break;
      default:
        values[field.key] = value === null || value === undefined ? '' : String(value);
    }
  }
  return values;
}

// A blank required field becomes undefined so the schema answers with its own "Informe…"/"Selecione…"
// message; a blank optional one becomes null (cleared), or is left out when the schema takes no null
// and has a default instead (a status left blank is the default status).
const blank = (field: ResolvedField): null | undefined => (field.required || field.acceptsNull === false ? undefined : null);

function wireValue(field: ResolvedField, value: unknown): unknown {
  if (isMaskKind(field.kind)) {
    const canonical = MASKS[field.kind].unmask(String(value ?? ''));
    return canonical === '' ? blank(field) : canonical;
  }
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'references':
      return Array.isArray(value) ? value : [];
    case 'ordered_choices':
      // An optional ordered list left empty is "none chosen" (null), a required one stays [] so the
      // schema says how many it needs.
      return Array.isArray(value) && value.length > 0 ? value : field.required ? [] : null;
    case 'number_list': {
      // "25, 18; 15" → [25, 18, 15]. A piece that is not a whole number is passed on as typed, so the
      // schema refuses it with its own pt-BR message instead of the form dropping it silently.
      const pieces = String(value ?? '').split(/[\s,;]+/).filter((piece) => piece !== '');
      return pieces.length === 0 ? blank(field) : pieces.map((piece) => (/^-?\d+$/.test(piece) ? Number(piece) : piece));
    }
    case 'number': {
      const text = String(value ?? '').trim().replace(',', '.');
      return text === '' ? blank(field) : Number(text);
    }
    case 'money': {
      // Reais as typed → integer cents. Text that is not an amount is left out here (the schema then
      // says "Informe…") and moneyErrors puts the real reason under the field.
      const text = String(value ?? '').trim();
      return text === '' ? blank(field) : (parseCents(text) ?? undefined);
    }
    case 'select':
    case 'reference':
      return value === '' || value === null || value === undefined ? blank(field) : value;
    case 'text':
      // Required text stays '' so the schema says "Informe…" rather than a type message.
      return String(value ?? '').trim() === '' && !field.required ? blank(field) : String(value ?? '').trim();
    default: {
      const text = String(value ?? '').trim();
      return text === '' ? blank(field) : text;
    }
  }
}

/** The record to validate and save: `base` (the stored row, or id and owner when new) + the inputs. */
export function toWire(fields: readonly ResolvedField[], values: FormValues, base: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { ...base };
  for (const field of fields) record[field.key] = wireValue(field, values[field.key]);
  return record;
}

/**
 * Money typed as something that is not an amount ("18O,00", "-5", "1,234"): the field's message, in
 * pt-BR, keyed by field. The schema cannot say it: it only ever sees cents.
 */
export function moneyErrors(fields: readonly ResolvedField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind !== 'money' || !isShown(field, values)) continue;
    const text = String(values[field.key] ?? '').trim();
    if (text !== '' && parseCents(text) === null) errors[field.key] = t`${field.label}: valor inválido. Use reais e centavos, ex.: 1.234,56.`;
  }
  return errors;
}

/** The field is shown for these values: no `shownWhen`, or its controlling field holds one of its values. */
export function isShown(field: ResolvedField, values: FormValues): boolean {
  const when = field.shownWhen;
  return !when || when.values.includes(String(values[when.field] ?? ''));
}

/** Values with every hidden field blanked, so a value typed before the kind changed is not saved. */
export function blankHidden(fields: readonly ResolvedField[], values: FormValues): FormValues {
  const out = { ...values };
  for (const field of fields) if (!isShown(field, values)) out[field.key] = toFormValues([field], null)[field.key];
  return out;
}
