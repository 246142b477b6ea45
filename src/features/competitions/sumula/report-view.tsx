// The report of a confirmation, read only: observations, incidents and the captains' "ciente".
// Shared by the locked súmula, the divergence screen (one per version) and the printable view.
import { List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { INCIDENT_CATEGORIES, type CaptainAck, type Incident } from '../../../domain/competitions/sumula/report';

export interface ReportFields { observations?: unknown; incidents?: unknown; captains?: unknown }

export function ReportView({ report, teams }: { report: ReportFields; teams: ReadonlyMap<string, string> }) {
  const incidents = Array.isArray(report.incidents) ? (report.incidents as Incident[]) : [];
  const captains = Array.isArray(report.captains) ? (report.captains as CaptainAck[]) : [];
  return (
    <Stack gap="2" data-testid="sumula-report">
      <Text><strong><Trans>Observações:</Trans></strong> {typeof report.observations === 'string' && report.observations ? report.observations : '—'}</Text>
      <Text fontWeight="semibold"><Trans>Ocorrências</Trans></Text>
      {incidents.length === 0 ? <Text>—</Text> : (
        <List.Root gap="1" ps="5">
          {incidents.map((i, n) => <List.Item key={n}>{`${INCIDENT_CATEGORIES[i.category] ?? i.category}: ${i.text}`}</List.Item>)}
        </List.Root>
      )}
      <Text fontWeight="semibold"><Trans>Capitães</Trans></Text>
      {captains.length === 0 ? <Text>—</Text> : (
        <List.Root gap="1" ps="5">
          {captains.map((c) => <List.Item key={c.team_id}>{`${c.name} (${teams.get(c.team_id) ?? ''}) — ciente`}</List.Item>)}
        </List.Root>
      )}
    </Stack>
  );
}
