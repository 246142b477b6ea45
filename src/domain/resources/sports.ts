import * as v from 'valibot';
import { defineResource } from './define';
import { flag, id, text } from './schema-kit';

export const sports = defineResource({
  key: 'sports',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    code: v.pipe(
      v.string('Informe a sigla.'),
      v.regex(/^[A-Z0-9]{2,10}$/, 'Sigla deve ter de 2 a 10 letras maiúsculas ou dígitos, ex.: FUT.'),
    ),
    team_sport: flag('é modalidade coletiva'),
    active: flag('está ativa'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Modalidade', plural: 'Modalidades', gender: 'f' },
  access: { scope: ['public'], permission: 'sports' },
  storage: { indexes: ['name_search', 'code'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'code', label: 'Sigla', help: 'Ex.: FUT, VOL, JUD.' },
    { key: 'team_sport', label: 'Modalidade coletiva' },
    { key: 'active', label: 'Ativa' },
  ],
});
