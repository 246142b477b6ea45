import { Link as ChakraLink, Text, VisuallyHidden } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { formatCents } from '../../domain/finances/money';
import type { ResolvedField } from '../../domain/resources/form';
import { FilePhoto } from '../files/file-preview';
import { StoredFileLink } from '../files/stored-file-link';
import { isMaskKind, MASKS } from '../masks';
import { formatDate } from './form-values';

/** A stored value as text for lists and the show page; references resolve through `titles`. */
export function formatValue(field: ResolvedField, value: unknown, titles?: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '';
  if (isMaskKind(field.kind)) return MASKS[field.kind].mask(String(value));
  // A person's profile id (form.ts resolveField): their name, like a reference's title.
  if (field.reference && field.kind === 'text') return titles?.get(String(value)) ?? '…';
  switch (field.kind) {
    case 'boolean':
      return value ? t`Sim` : t`Não`;
    case 'date':
      return formatDate(String(value));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('pt-BR') : String(value);
    case 'money':
      return typeof value === 'number' ? formatCents(value) : String(value);
    case 'select':
      return field.options?.[String(value)] ?? String(value);
    case 'reference':
      return titles?.get(String(value)) ?? '…';
    case 'references':
      return Array.isArray(value) ? value.map((id) => titles?.get(String(id)) ?? '…').join(', ') : '';
    default:
      return String(value);
  }
}

/** The same, as an element: an em dash read as "vazio" for blanks, links for e-mail and web addresses. */
export function FieldValue({ field, value, titles }: { field: ResolvedField; value: unknown; titles?: ReadonlyMap<string, string> | undefined }) {
  const text = formatValue(field, value, titles);
  if (text === '') {
    return (
      <Text as="span" color="fg.subtle"><span aria-hidden="true">—</span><VisuallyHidden>{t`vazio`}</VisuallyHidden></Text>
    );
  }
  if (field.kind === 'email') return <ChakraLink href={`mailto:${text}`}>{text}</ChakraLink>;
  // A stored address becomes a link only for the web's own schemes (never `javascript:`).
  if (field.kind === 'url' && !/^https?:\/\//i.test(text)) return <>{text}</>;
  if (field.kind === 'file') return <StoredFileLink fileRef={text} />;
  if (field.kind === 'image') return <FilePhoto value={text} variant="thumb" alt={field.label} size="64px" aspect={field.aspect} />;
  if (field.kind === 'url') return <ChakraLink href={text} target="_blank" rel="noreferrer noopener">{text}</ChakraLink>;
  return <>{text}</>;
}
