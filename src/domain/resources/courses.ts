import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalDate, optionalInteger, optionalRef, optionalText, text } from './schema-kit';

// Courses the federation offers (spec §2.5 /courses: "list, admin only"; §6 "the courses list needs
// admin status"). The spec gives no fields: name, description, sport, workload in hours, first and
// last day. Every screen is admin-only (`adminOnly`); writes need `schools` (spec §1 groups courses
// with schools and classes), which the replication scope also uses.
export const courses = defineResource({
  key: 'courses',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    description: optionalText('a descrição', 1000),
    sport_id: optionalRef('a modalidade'),
    hours: optionalInteger('a carga horária', 1, 2000),
    starts_on: optionalDate('a data de início'),
    ends_on: optionalDate('a data de término'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Curso', plural: 'Cursos', gender: 'm' },
  access: { scope: ['permission:schools'], permission: 'schools', adminOnly: true },
  storage: { indexes: ['name_search', 'starts_on'], search: 'name', sort: 'name_search' },
  integrity: { references: { sport_id: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'description', label: 'Descrição' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'hours', label: 'Carga horária (horas)' },
    { key: 'starts_on', label: 'Início' },
    { key: 'ends_on', label: 'Término' },
  ],
});
