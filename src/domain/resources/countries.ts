import * as v from 'valibot';
import { defineResource } from './define';
import { id, text } from './schema-kit';

export const countries = defineResource({
  key: 'countries',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    iso2: v.pipe(v.string('Informe o código ISO de 2 letras.'), v.regex(/^[A-Z]{2}$/, 'Código ISO deve ter 2 letras maiúsculas, ex.: BR.')),
    iso3: v.pipe(v.string('Informe o código ISO de 3 letras.'), v.regex(/^[A-Z]{3}$/, 'Código ISO deve ter 3 letras maiúsculas, ex.: BRA.')),
    ddi: v.pipe(v.string('Informe o DDI.'), v.regex(/^\d{1,4}$/, 'DDI deve ter de 1 a 4 dígitos, ex.: 55.')),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'País', plural: 'Países', gender: 'm' },
  access: { scope: ['public'], permission: 'regions' },
  storage: { indexes: ['name_search', 'iso2'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'iso2', label: 'Código ISO (2 letras)', help: 'ISO 3166-1 alfa-2, ex.: BR.' },
    { key: 'iso3', label: 'Código ISO (3 letras)', help: 'ISO 3166-1 alfa-3, ex.: BRA.' },
    { key: 'ddi', label: 'DDI', help: 'Código telefônico do país, só dígitos, ex.: 55.' },
  ],
});
