// "Preencher próximos confrontos": writes into the bracket the teams its decided ties send on
// (advance.ts), through duels.put (offline; the stored results are kept by the server rule).
import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { wireRow } from '../../../domain/resources/wire-row';
import { useWrite } from '../../../data/use-write';
import { advanceWinners } from './advance';
import type { CompetitionRows, Row } from '../../../domain/competitions/row-helpers';

export function AdvanceButton({ rows, phase }: { rows: CompetitionRows; phase: Row }) {
  const { t } = useLingui();
  const write = useWrite();
  const [message, setMessage] = useState<string | null>(null);
  const ready = advanceWinners(phase, rows.duels);
  async function advance() {
    setMessage(null);
    const ok = await write.act(async (mutate) => {
      for (const duel of ready) await mutate('duels.put', wireRow('duels', duel));
    }, { inline: true });
    if (ok) setMessage(t`${ready.length} jogos receberam suas equipes.`);
  }
  return (
    <>
      {ready.length > 0 && (
        <Button alignSelf="start" variant="outline" loading={write.busy} onClick={() => void advance()}>{t`Preencher próximos confrontos (${ready.length})`}</Button>
      )}
      <Text role="status" fontSize="sm">{message ?? write.error ?? ''}</Text>
    </>
  );
}
