// The súmula's events in match order, by period: minute, what, team, athlete (shirt number and
// name). Voided events are left out (they do not count); shared by the divergence screen and the
// printable view.
import { List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { liveEvents, type SumulaEvent } from '../../../domain/competitions/sumula/events';
import { DUEL_EVENT_KINDS } from '../../../domain/resources/duelevents';
import type { Row } from '../../../domain/competitions/row-helpers';
import type { Member } from './use-sumula-data';

export interface EventLine { id: string; period: number; minute: string; kind: string; team: string; person: string; }

export function eventLines(events: readonly Row[], members: readonly Member[], teams: ReadonlyMap<string, string>): EventLine[] {
  const byProfile = new Map(members.filter((m) => m.profile_id).map((m) => [m.profile_id!, m]));
  const who = (id: unknown) => {
    const m = typeof id === 'string' ? byProfile.get(id) : undefined;
    return m ? `${m.shirt ?? ''} ${m.name}`.trim() : '';
  };
  return liveEvents(events as unknown as SumulaEvent[]).map((e) => ({
    id: e.id, period: e.period ?? 1, minute: e.minute == null ? '' : `${e.minute}'`,
    kind: e.kind === 'second_yellow' ? 'Segundo amarelo (vermelho indireto)' : DUEL_EVENT_KINDS[e.kind as keyof typeof DUEL_EVENT_KINDS] ?? e.kind,
    team: e.team_id ? teams.get(e.team_id) ?? '' : '',
    person: e.kind === 'substitution' ? `${who(e.person_id)} ⇄ ${who(e.in_person_id)}` : who(e.person_id),
  }));
}

export function EventList({ lines, headingId }: { lines: readonly EventLine[]; headingId: string }) {
  const { t } = useLingui();
  if (lines.length === 0) return <Text color="fg.muted"><Trans>Nenhum lançamento.</Trans></Text>;
  const periods = [...new Set(lines.map((l) => l.period))];
  return (
    <Stack gap="3">
      {periods.map((p) => (
        <section key={p} aria-labelledby={`${headingId}-${p}`}>
          <Text as="h4" id={`${headingId}-${p}`} fontWeight="semibold">{t`${p}º período`}</Text>
          <List.Root variant="plain" gap="0">
            {lines.filter((l) => l.period === p).map((l) => (
              <List.Item key={l.id} display="block" data-testid="sumula-event">{[l.minute, l.kind, l.team, l.person].filter(Boolean).join(' · ')}</List.Item>
            ))}
          </List.Root>
        </section>
      ))}
    </Stack>
  );
}
