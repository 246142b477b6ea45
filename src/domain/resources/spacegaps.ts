import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, ref } from './schema-kit';

// How a space's day is cut into slots (spec §2.3 `/locations/spaces/{parent_id}/gaps`): slots of
// `slot_minutes`, `gap_minutes` apart (cleaning, changing teams). One row per space (unique, also in
// the database: 033). Without a row: 60-minute slots, no gap.
export const spacegaps = defineResource({
  key: 'spacegaps',
  labels: { singular: 'Intervalo de horários', plural: 'Intervalos de horários', gender: 'm' },
  schema: v.object({
    id: id(),
    space_id: ref('o espaço'),
    slot_minutes: integer('a duração do horário (minutos)', 5, 24 * 60),
    gap_minutes: v.optional(integer('o intervalo entre horários (minutos)', 0, 24 * 60), 0),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['space_id'], sort: 'space_id' },
  access: { scope: ['tenant'], permission: 'venues' },
  integrity: { references: { space_id: 'spaces' }, unique: ['space_id'] },
  title: 'slot_minutes',
  fields: [
    { key: 'space_id', label: 'Espaço' },
    { key: 'slot_minutes', label: 'Duração de cada horário (minutos)', help: 'Ex.: 60.' },
    { key: 'gap_minutes', label: 'Intervalo entre horários (minutos)', help: 'Ex.: 10 para limpeza; 0 sem intervalo.' },
  ],
});
