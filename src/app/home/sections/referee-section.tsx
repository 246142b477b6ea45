// The referee's next appointments (their own refereeappointments with each match, from the
// replica; features/referees/my-scales-data.ts), soonest first, with the answer still owed.
import { Badge, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import { APPOINTMENT_STATUS } from '../../../domain/resources/refereeappointments';
import { readMyScales } from '../../../features/referees/my-scales-data';
import type { HomeSection } from '../home-section';
import { SectionEmpty, SectionItem, SectionList, SectionLoading } from '../section-parts';
import { todayInBrasilia } from '../../../domain/dates';

const PALETTE: Readonly<Record<string, string>> = { pendente: 'orange', aceita: 'green', recusada: 'red' };
const SHOWN = 3;

function RefereeBody() {
  const { db, userId } = useTenantData();
  const upcoming = useReplica(async () => (userId ? (await readMyScales(db, userId, todayInBrasilia())).upcoming : []), [db, userId]);
  if (upcoming === undefined) return <SectionLoading />;
  if (upcoming.length === 0) return <SectionEmpty><Trans>Nenhuma escala marcada.</Trans></SectionEmpty>;
  return (
    <SectionList>
      {upcoming.slice(0, SHOWN).map((a) => {
        const status = String(a.row.status ?? 'pendente');
        return (
          <SectionItem key={a.row.id} testId="home-appointment"
            aside={<Badge size="sm" variant="subtle" colorPalette={PALETTE[status]}>{APPOINTMENT_STATUS[status as keyof typeof APPOINTMENT_STATUS] ?? status}</Badge>}>
            <Text fontWeight="medium">{a.title}</Text>
            <Text fontSize="sm" color="fg.muted">{[a.when, a.venue, a.role].filter(Boolean).join(' · ')}</Text>
          </SectionItem>
        );
      })}
    </SectionList>
  );
}

export const refereeSection: HomeSection = {
  id: 'referee', title: msg`Próximas escalas`, routes: ['/my/referees/scales'], group: 'work', link: msg`Ver todas as escalas`, Component: RefereeBody,
};
