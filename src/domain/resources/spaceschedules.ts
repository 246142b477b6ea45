import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, ref, time } from './schema-kit';

/** ISO weekdays: 1 = segunda … 7 = domingo (the wire value is the number). */
export const WEEKDAY_LABELS = { 1: 'Segunda-feira', 2: 'Terça-feira', 3: 'Quarta-feira', 4: 'Quinta-feira', 5: 'Sexta-feira', 6: 'Sábado', 7: 'Domingo' } as const;

// A space's opening hours on one weekday (spec §2.3 `/locations/spaces/{parent_id}/schedules`): local
// wall-clock times in America/Sao_Paulo, [opens_at, closes_at). A weekday without a row is closed;
// several rows on one day are several opening periods (morning and evening).
export const spaceschedules = defineResource({
  key: 'spaceschedules',
  labels: { singular: 'Horário de funcionamento', plural: 'Horários de funcionamento', gender: 'm' },
  schema: v.pipe(
    v.object({
      id: id(),
      space_id: ref('o espaço'),
      weekday: integer('o dia da semana', 1, 7),
      opens_at: time('o horário de abertura'),
      closes_at: time('o horário de fechamento'),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((s) => s.opens_at < s.closes_at, 'O fechamento deve ser depois da abertura.'), ['closes_at']),
  ),
  storage: { indexes: ['space_id', '[space_id+weekday]'], sort: '[space_id+weekday]' },
  access: { scope: ['tenant'], permission: 'venues' },
  integrity: { references: { space_id: 'spaces' } },
  title: 'opens_at',
  fields: [
    { key: 'space_id', label: 'Espaço' },
    { key: 'weekday', label: 'Dia da semana', help: '1 = segunda-feira … 7 = domingo.' },
    { key: 'opens_at', label: 'Abre às', help: 'HH:MM' },
    { key: 'closes_at', label: 'Fecha às', help: 'HH:MM' },
  ],
});
