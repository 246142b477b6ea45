import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, isoDate, text, time } from './schema-kit';

// A served meal (lunch at a games venue, dinner at a training camp): the back office of spec §2.10
// `/meals` (module and permission `meals`). Staff at the gate need it offline, so it replicates to
// holders of `meals`. Who may eat and the check-ins come with the scan flow. Times are wall-clock
// HH:MM at the venue; a meal may cross midnight (late dinner), so no start < end rule.
export const MEAL_STATUS = { open: 'Aberta', closed: 'Encerrada' } as const;

export const meals = defineResource({
  key: 'meals',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    date: isoDate('a data'),
    starts_at: time('o horário de início'),
    ends_at: time('o horário de término'),
    place: text('o local', 160),
    capacity: v.pipe(v.number('Informe a capacidade.'), v.integer('Capacidade deve ser um número inteiro.'),
      v.minValue(1, 'Capacidade deve ser de pelo menos 1.'), v.maxValue(100_000, 'Capacidade máxima: 100000.')),
    status: choice(MEAL_STATUS, 'a situação'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Refeição', plural: 'Refeições', gender: 'f' },
  access: { scope: ['permission:meals'], permission: 'meals', module: 'meals' },
  storage: {
    indexes: ['name_search', 'date'],
    search: 'name',
    sort: 'date',
    // The newest first: today's meals (what the gate needs) come before the closed past ones.
    sortDescending: true,
  },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Almoço — Jogos Escolares, 1º dia.' },
    { key: 'date', label: 'Data' },
    { key: 'starts_at', label: 'Início', help: 'HH:MM' },
    { key: 'ends_at', label: 'Término', help: 'HH:MM' },
    { key: 'place', label: 'Local' },
    { key: 'capacity', label: 'Capacidade' },
    { key: 'status', label: 'Situação', options: MEAL_STATUS },
  ],
});
