// The screens of regulations (Regulamento); its declaration is src/domain/resources/regulations.ts.
// A regulation's page links to its editing screens; a new one starts from a preset ("Copiar de um
// modelo"), the football default before any choice.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const RegulationActions = lazy(() => import('../features/competitions/admin/regulation-actions').then((m) => ({ default: m.RegulationActions })));

export const view = defineView({
  key: 'regulations',
  route: '/competitions/regulations',
  columns: ['name', 'sport_id', 'win_points', 'draw_points', 'loss_points'],
  showActions: RegulationActions,
  formExtra: () => import('../features/competitions/admin/regulation-presets')
    .then((m) => ({ defaults: m.regulationDefaults, Picker: m.RegulationPresetPicker })),
});
