// A confirmed súmula, locked: "Súmula confirmada por X em …" (and "aguardando envio" while the
// confirmation is still in the outbox), the report, the way to the printable view, and the addenda.
// No event buttons: the match mode hides them from `sumula_status`, and the mutator refuses events.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useUser } from '../../../data/session';
import type { Row } from '../../../domain/competitions/row-helpers';
import { formatWhen } from '../../../domain/competitions/duel-format';
import { AddendaSection } from './addenda-section';
import { ReportView } from './report-view';
import { personName } from './sumula-people';
import type { SumulaData } from './use-sumula-data';

interface Props { duel: Row; data: SumulaData; teams: ReadonlyMap<string, string>; printPath: string; canAddenda: boolean; hours: number }

export function LockedSumula({ duel, data, teams, printPath, canAddenda, hours }: Props) {
  const { t } = useLingui();
  const me = useUser();
  const by = personName(duel.sumula_by, data, me);
  return (
    <Box as="section" aria-labelledby="locked-title" borderWidth="2px" borderColor="green.600" rounded="lg" p={{ base: '3', md: '5' }} data-testid="sumula-locked">
      <Stack gap="4">
        <Text as="h2" id="locked-title" fontSize="xl" fontWeight="bold">{t`Súmula confirmada por ${by} em ${formatWhen(duel.sumula_at)}`}</Text>
        {data.pending > 0 && (
          <Alert.Root status="info" data-testid="sumula-pending"><Alert.Indicator /><Alert.Title>
            <Trans>Aguardando envio: a confirmação está salva neste aparelho e será enviada quando houver conexão.</Trans>
          </Alert.Title></Alert.Root>
        )}
        {typeof duel.sumula_resolution === 'string' && (
          <Text>{t`Divergência resolvida por ${personName(duel.sumula_resolved_by, data, me)} em ${formatWhen(duel.sumula_resolved_at)}: ${duel.sumula_resolution}`}</Text>
        )}
        <Text color="fg.muted"><Trans>A súmula está travada: não aceita mais lançamentos. Correções só por adendo do árbitro.</Trans></Text>
        <ReportView report={{ observations: duel.sumula_observations, incidents: duel.sumula_incidents, captains: duel.sumula_captains }} teams={teams} />
        <Button asChild alignSelf="start" size="lg" variant="outline"><Link to={printPath}><Trans>Ver súmula para impressão e PDF</Trans></Link></Button>
        <AddendaSection duel={duel} data={data} canWrite={canAddenda} hours={hours} />
      </Stack>
    </Box>
  );
}
