// How a reservation reads in pt-BR everywhere: its status badge and "01/12/2026, 19:00–20:00".
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { brDateTime } from '../../domain/dates';
import { str } from './reservation-data';

const PALETTE: Record<string, string> = { pendente: 'yellow', confirmada: 'green', cancelada: 'gray', nao_compareceu: 'red' };

export function useStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  return (status) => ({ pendente: t`Pendente`, confirmada: t`Confirmada`, cancelada: t`Cancelada`, nao_compareceu: t`Não compareceu` })[status] ?? status;
}

export function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return <Badge colorPalette={PALETTE[status] ?? 'gray'} data-status={status}>{label(status)}</Badge>;
}

/** "01/12/2026, 19:00–20:00" in Brasília time. */
export function whenText(row: Readonly<Record<string, unknown>>): string {
  const start = str(row.starts_at);
  const end = str(row.ends_at);
  if (!start) return '';
  const from = brDateTime(start);
  return end ? `${from}–${brDateTime(end).slice(-5)}` : from;
}
