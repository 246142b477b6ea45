// On a reservation block's page: the live bookings it covers. A block does not cancel them by itself;
// the admin cancels each with a notice (the block's reason and note go as the notice's text).
import { Alert, Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useWrite } from '../../data/use-write';
import type { ShowActionsProps } from '../../ui/resource/view';
import { str, useBlockHits, usePlaceNames } from './reservation-data';
import { whenText } from './status-text';

export default function BlockHits({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const hits = useBlockHits(record as { id: string } & Record<string, unknown>);
  const places = usePlaceNames();
  const write = useWrite();
  if (!hits || !places) return null;
  const reason = { manutencao: t`manutenção`, feriado: t`feriado`, competicao: t`competição`, outro: t`outro` }[str(record.reason)] ?? '';
  const notice = [t`Espaço bloqueado (${reason})`, str(record.notes)].filter(Boolean).join(': ');
  return (
    <Box as="section" aria-labelledby="block-hits-heading" borderWidth="1px" rounded="md" p="4" w="full">
      <Text as="h2" id="block-hits-heading" fontWeight="semibold" mb="2">{t`Reservas atingidas por este bloqueio`}</Text>
      {hits.length === 0 ? <Text color="fg.muted" data-testid="block-hits-none">{t`Nenhuma reserva ativa neste período.`}</Text> : (
        <Stack as="ul" listStyleType="none" gap="2" data-testid="block-hits">
          {write.error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{write.error}</Alert.Title></Alert.Root>}
          {hits.map((r) => (
            <HStack as="li" key={r.id} justify="space-between" wrap="wrap" gap="2" data-testid="block-hit">
              <ChakraLink asChild><Link to={`/locations/reservations/${str(r.space_id)}/reservation/${r.id}`}>
                {`${whenText(r)} — ${str(places.spaces.get(str(r.space_id))?.name)} — ${str(r.name) || t`pessoa cadastrada`}`}
              </Link></ChakraLink>
              <Button size="sm" variant="outline" colorPalette="red" loading={write.busy}
                onClick={() => void write.run('reservations.cancel', { id: r.id, reason: notice }, { inline: true, done: t`Reserva cancelada com aviso.` })}>
                {t`Cancelar com aviso`}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
