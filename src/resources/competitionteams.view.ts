// The screens of competitionteams (Equipe participante); its declaration is src/domain/resources/competitionteams.ts. Listed under their
// competition (competitions.view.ts); a row's page links to its sub-screens.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const ParticipantLinks = lazy(() => import('../features/competitions/admin/screen-links').then((m) => ({ default: m.ParticipantLinks })));

export const view = defineView({
  key: 'competitionteams',
  route: null,
  columns: ['team_id', 'group_id', 'seed', 'status'],
  showActions: ParticipantLinks,
});
