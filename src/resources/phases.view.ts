// The screens of phases (Fase); its declaration is src/domain/resources/phases.ts. Listed under their
// competition (competitions.view.ts); a row's page links to its sub-screens.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const PhaseLinks = lazy(() => import('../features/competitions/admin/screen-links').then((m) => ({ default: m.PhaseLinks })));

export const view = defineView({ key: 'phases', route: null, columns: ['order', 'name', 'kind', 'legs'], showActions: PhaseLinks });
