// The desk's booking of a free slot, or a place on the waitlist of a full one: for a person on this
// device (picked by CPF or name) or a walk-in (name, CPF, e-mail). Queued like every write, so it works
// at a gym without signal; an overlap another desk booked first comes back as the server's pt-BR
// refusal (shown on the reservation's page and in the sync panel).
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useWrite } from '../../data/use-write';
import type { StoredRow } from '../../domain/mutators/types';
import type { Slot } from '../../domain/reservations/slots';
import { uuidv7 } from '../../domain/uuid';
import { BookerForm, type Booker } from './booker-form';
import { PersonPicker } from './person-picker';

export type SlotIntent = { slot: Slot; kind: 'book' | 'wait' };

export function StaffBookingPanel({ spaceId, intent, onDone, onCancel }: {
  spaceId: string;
  intent: SlotIntent;
  /** The new reservation's (or wait's) id. */
  onDone: (id: string, kind: SlotIntent['kind']) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const write = useWrite();
  const [person, setPerson] = useState<StoredRow | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { slot, kind } = intent;
  useEffect(() => { heading.current?.focus(); }, [slot.starts_at, kind]);

  const save = async (who: { profile_id: string } | Booker) => {
    const id = uuidv7();
    const args = { id, space_id: spaceId, starts_at: slot.starts_at, ends_at: slot.ends_at, ...who };
    const saved = kind === 'book'
      ? await write.run('reservations.put', args, { inline: true, done: t`Reserva salva. Ela segue para o servidor assim que houver conexão.` })
      : await write.run('reservationwaits.join', args, { inline: true, done: t`Entrada na lista de espera salva.` });
    if (saved) onDone(id, kind);
  };

  const title = kind === 'book' ? t`Reservar ${slot.start}–${slot.end}` : t`Lista de espera de ${slot.start}–${slot.end}`;
  return (
    <Box as="section" borderWidth="1px" rounded="md" p="4" aria-labelledby="booking-heading" data-testid="booking-panel">
      <Stack gap="4">
        <Heading as="h2" size="md" id="booking-heading" ref={heading} tabIndex={-1}>{title}</Heading>
        {kind === 'wait' && <Text fontSize="sm" color="fg.muted">{t`Quando a reserva deste horário for cancelada, a primeira pessoa da lista recebe a oferta.`}</Text>}
        <PersonPicker picked={person} onPick={(p) => { setPerson(p); write.clear(); }} />
        {person ? (
          <Stack gap="3">
            {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
            <Button colorPalette="blue" alignSelf="start" loading={write.busy} onClick={() => void save({ profile_id: person.id })}>
              {kind === 'book' ? t`Confirmar reserva` : t`Entrar na lista de espera`}
            </Button>
          </Stack>
        ) : (
          <Stack gap="2">
            <Text fontWeight="semibold">{t`Ou avulso (sem cadastro)`}</Text>
            <BookerForm label={t`Dados de quem reserva`} submitLabel={kind === 'book' ? t`Reservar como avulso` : t`Entrar na lista como avulso`}
              busy={write.busy} error={write.error} onSubmit={(b) => void save(b)} />
          </Stack>
        )}
        <Button variant="ghost" alignSelf="start" onClick={onCancel}>{t`Cancelar`}</Button>
      </Stack>
    </Box>
  );
}
