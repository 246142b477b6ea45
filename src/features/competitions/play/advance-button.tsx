// "Preencher próximos confrontos": writes into the bracket the teams its decided ties send on
// (advance.ts), through duels.put (offline; the stored results are kept by the server rule).
import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isMutationError } from '../../../domain/mutators/index';
import { wireRow } from '../../../domain/resources/wire-row';
import { useMutate } from '../../../data/hooks';
import { advanceWinners } from './advance';
import type { CompetitionRows, Row } from '../../../domain/competitions/row-helpers';

export function AdvanceButton({ rows, phase }: { rows: CompetitionRows; phase: Row }) {
  const { t } = useLingui();
  const save = useMutate();
  const [message, setMessage] = useState<string | null>(null);
  const ready = advanceWinners(phase, rows.duels);
  async function advance() {
    try {
      for (const duel of ready) await save('duels.put', wireRow('duels', duel));
      setMessage(t`${ready.length} jogos receberam suas equipes.`);
    } catch (error) {
      setMessage(isMutationError(error) ? error.message : t`Não foi possível preencher os confrontos.`);
    }
  }
  return (
    <>
      {ready.length > 0 && (
        <Button alignSelf="start" variant="outline" onClick={() => void advance()}>{t`Preencher próximos confrontos (${ready.length})`}</Button>
      )}
      <Text role="status" fontSize="sm">{message ?? ''}</Text>
    </>
  );
}
