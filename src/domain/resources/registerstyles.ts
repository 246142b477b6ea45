import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalText, ref, text } from './schema-kit';

// A style of a register type (spec §2.10 `/registers/registertypes/{parent_id}/registerstyles`): the
// way a person competes or acts within the register — judô "Shiai (luta)" and "Kata", jiu-jitsu
// "Gi" and "No-gi", árbitros "Árbitro central" and "Mesário". A register is priced per style and
// season (registerstyleprices): the federation charges a kata-only athlete less than a fighter.
export const registerstyles = defineResource({
  key: 'registerstyles',
  labels: { singular: 'Estilo', plural: 'Estilos', gender: 'm' },
  schema: v.object({
    id: id(),
    registertype_id: ref('o tipo de registro'),
    name: text('o nome', 80),
    description: optionalText('a descrição', 500),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['registertype_id', 'name_search'], search: 'name', sort: 'name_search' },
  access: { scope: ['tenant'], permission: 'registertypes', module: 'registers' },
  integrity: { references: { registertype_id: 'registertypes' } },
  title: 'name',
  fields: [
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'name', label: 'Nome', help: 'Ex.: Luta, Kata, Gi, No-gi.' },
    { key: 'description', label: 'Descrição' },
  ],
});
