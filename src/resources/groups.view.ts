// The screens of groups (Grupo); its declaration is src/domain/resources/groups.ts. Listed under their
// competition (competitions.view.ts); a row's page links to its sub-screens.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const GroupLinks = lazy(() => import('../features/competitions/admin/screen-links').then((m) => ({ default: m.GroupLinks })));

export const view = defineView({ key: 'groups', route: null, columns: ['name', 'phase_id', 'order'], showActions: GroupLinks });
