import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, optionalText, text } from './schema-kit';

// A classification zone ("Libertadores", "Rebaixamento"): a name and a colour the standings table
// paints; which positions it covers is per competition (classificationzonepositions), since the
// same zone spans 1–4 in one season and 1–6 in another. Public, like the table it colours.
export const ZONE_COLORS = {
  verde: 'Verde', azul: 'Azul', ciano: 'Ciano', amarelo: 'Amarelo', laranja: 'Laranja', vermelho: 'Vermelho', cinza: 'Cinza',
} as const;

export const classificationzones = defineResource({
  key: 'classificationzones',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    color: choice(ZONE_COLORS, 'a cor'),
    description: optionalText('a descrição', 500),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Zona de classificação', plural: 'Zonas de classificação', gender: 'f' },
  access: { scope: ['tenant'], permission: 'regulations', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Libertadores, Rebaixamento.' },
    { key: 'color', label: 'Cor', options: ZONE_COLORS },
    { key: 'description', label: 'Descrição' },
  ],
});
