// Adendos to a confirmed súmula (COMPETITIONS.md §5.3): the list with author and time, and for the
// appointed árbitro, while the regulation's window is open, the form (`duels.addendum`, reason as
// text). The mutator checks the window again on the device and on the server.
import { Alert, Box, Button, Field, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DEFAULT_ADDENDUM_HOURS } from '../../../domain/competitions/sumula/sumula-addendum';
import { uuidv7 } from '../../../domain/uuid';
import { useWrite } from '../../../data/use-write';
import { useUser } from '../../../data/session';
import type { Row } from '../../../domain/competitions/row-helpers';
import { formatWhen } from '../../../domain/competitions/duel-format';
import { personName } from './sumula-people';
import type { SumulaData } from './use-sumula-data';

/** Hours the regulation allows for addenda after the confirmation. */
export const addendumHours = (regulation: Row | null): number =>
  typeof regulation?.addendum_hours === 'number' ? regulation.addendum_hours : DEFAULT_ADDENDUM_HOURS;

export function AddendaSection({ duel, data, canWrite, hours }: { duel: Row; data: SumulaData; canWrite: boolean; hours: number }) {
  const { t } = useLingui();
  const me = useUser();
  const { run, error } = useWrite();
  const [text, setText] = useState('');
  const closesAt = Date.parse(String(duel.sumula_at)) + hours * 3_600_000;
  const open = canWrite && Date.now() <= closesAt;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run('duels.addendum', { id: uuidv7(), duel_id: duel.id, text }, { inline: true })) setText('');
  }

  return (
    <Box as="section" aria-labelledby="addenda-title">
      <Stack gap="3">
        <Text as="h3" id="addenda-title" fontWeight="semibold" fontSize="lg"><Trans>Adendos</Trans></Text>
        {data.addenda.length === 0 ? <Text color="fg.muted"><Trans>Nenhum adendo.</Trans></Text> : (
          <List.Root variant="plain" gap="2">
            {data.addenda.map((a) => (
              <List.Item key={a.id} display="block" borderLeftWidth="3px" ps="3" data-testid="addendum">
                <Text>{String(a.text)}</Text>
                <Text fontSize="sm" color="fg.muted">{t`${personName(a.author_id, data, me)} em ${formatWhen(a.at)}`}</Text>
              </List.Item>
            ))}
          </List.Root>
        )}
        {open && (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="2">
              {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root>}
              <Field.Root>
                <Field.Label><Trans>Novo adendo (motivo e correção)</Trans></Field.Label>
                <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
                <Field.HelperText>{t`Prazo: até ${formatWhen(new Date(closesAt).toISOString())} (${hours} h após a confirmação).`}</Field.HelperText>
              </Field.Root>
              <Button type="submit" alignSelf="start" size="lg"><Trans>Registrar adendo</Trans></Button>
            </Stack>
          </form>
        )}
        {canWrite && !open && <Text color="fg.muted">{t`Prazo de adendos encerrado (${hours} h após a confirmação).`}</Text>}
      </Stack>
    </Box>
  );
}
