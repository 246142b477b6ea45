import * as v from 'valibot';
import { defineResource } from './define';
import { id } from './schema-kit';

export const CHECKIN_METHODS = { qr: 'QR code', manual: 'Manual' } as const;
/** `counted`: the person's check-in; `duplicate`: a later scan of someone already in, kept for audit. */
export const CHECKIN_STATUS = { counted: 'Registrado', duplicate: 'Duplicado' } as const;

// One scan or manual check-in at a meal. `id` is the scan's nonce (made on the device), so a replayed
// upload is the same row. Written only by `meals.checkin`, which decides `status`: the first check-in
// of a person to reach the server counts, later ones (another offline device) stay as `duplicate`.
export const mealcheckins = defineResource({
  key: 'mealcheckins',
  schema: v.object({
    id: id(),
    meal_id: id(),
    user_id: id(),
    /** ISO instant of the scan on the device's clock. */
    at: v.string('Horário do registro inválido.'),
    device_id: id(),
    method: v.picklist(Object.keys(CHECKIN_METHODS) as (keyof typeof CHECKIN_METHODS)[], 'Forma de registro inválida.'),
    status: v.picklist(Object.keys(CHECKIN_STATUS) as (keyof typeof CHECKIN_STATUS)[], 'Situação do registro inválida.'),
    /** Staff user who scanned. */
    by: id(),
    /** Recorded outside the meal's window, after the staff confirmed it (meal-window.ts). */
    outside_window: v.optional(v.boolean('Confirmação de horário inválida.')),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Check-in', plural: 'Check-ins', gender: 'm' },
  access: { scope: ['permission:meals'], permission: 'meals', module: 'meals', writes: 'named' },
  about: {
    users: ['user_id'],
    holding: {
      what: 'Refeições registradas: horário, portão e forma de leitura.',
      basis: 'legitimo_interesse', retention: 'Prestação de contas do evento (5 anos).',
      erasure: { action: 'keep' },
    },
  },
  storage: {
    // [meal_id+status]: the live counter "N de M" reads only the counted rows of a meal.
    indexes: ['meal_id', '[meal_id+user_id]', '[meal_id+at]', '[meal_id+status]'],
    sort: '[meal_id+at]',
  },
  title: 'at',
  fields: [
    { key: 'user_id', label: 'Pessoa' },
    { key: 'at', label: 'Horário' },
    { key: 'method', label: 'Forma', options: CHECKIN_METHODS },
    { key: 'status', label: 'Situação', options: CHECKIN_STATUS },
  ],
});
