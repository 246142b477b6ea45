// Small pieces the scale and the referee's own list share: an appointment's status badge and the
// list of warnings (pt-BR sentences from domain/referees/scale-warnings.ts).
import { Badge, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ScaleWarning } from '../../domain/referees/scale-warnings';
import { APPOINTMENT_STATUS } from '../../domain/resources/refereeappointments';

const PALETTE: Record<string, string> = { pendente: 'yellow', aceita: 'green', recusada: 'red' };

// "Pendente" is what the sync badge says of a write not yet on the server; an appointment waiting
// for the referee's answer says so in words, so the two never read the same.
const LABELS: Record<string, string> = { ...APPOINTMENT_STATUS, pendente: 'Aguardando resposta' };
export const statusLabel = (status: string): string => LABELS[status] ?? status;

export function StatusBadge({ status }: { status: string }) {
  return <Badge size="sm" colorPalette={PALETTE[status] ?? 'gray'} variant="subtle">{statusLabel(status)}</Badge>;
}

/** Warnings as a list with a label (screen readers hear "Avisos: …"); nothing when there are none. */
export function Warnings({ warnings }: { warnings: readonly ScaleWarning[] }) {
  const { t } = useLingui();
  if (warnings.length === 0) return null;
  return (
    <List.Root aria-label={t`Avisos`} gap="1" ps="4" data-testid="scale-warnings">
      {warnings.map((w, i) => (
        <List.Item key={`${w.kind}-${i}`} color="orange.fg" fontSize="sm">
          <Text as="span">{w.message}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
