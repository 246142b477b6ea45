// The two facts a document shows everywhere: where its review stands, and whether it still counts.
import { Badge } from '@chakra-ui/react';
import { expiryLabel, expiryState } from '../../domain/documents/expiry';
import { DOCUMENT_STATUSES } from '../../domain/resources/userdocuments';

const REVIEW_PALETTE: Readonly<Record<string, string>> = { pendente: 'blue', aprovado: 'green', recusado: 'red', devolvido: 'orange' };

export function ReviewBadge({ status }: { status: unknown }) {
  const key = typeof status === 'string' && status in DOCUMENT_STATUSES ? (status as keyof typeof DOCUMENT_STATUSES) : 'pendente';
  return <Badge size="sm" variant="subtle" colorPalette={REVIEW_PALETTE[key]} data-testid="review-status">{DOCUMENT_STATUSES[key]}</Badge>;
}

const EXPIRY_PALETTE: Readonly<Record<string, string>> = { sem_validade: 'gray', valido: 'green', vence_em: 'orange', vencido: 'red' };

export function ExpiryBadge({ expiresOn, today }: { expiresOn: unknown; today: string }) {
  const iso = typeof expiresOn === 'string' ? expiresOn : null;
  return (
    <Badge size="sm" variant="subtle" colorPalette={EXPIRY_PALETTE[expiryState(iso, today).state]} data-testid="expiry-status">
      {expiryLabel(iso, today)}
    </Badge>
  );
}
