import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalText, ref, text } from './schema-kit';

// A membership style of a register type (spec §2.10 `/registers/registertypes/{parent_id}/
// registermembershipstyles`): the category a membership is sold in — "Atleta adulto", "Atleta de
// base (até 17 anos)", "Técnico", "Escolinha" — each with its price per validity period
// (registermembershipstyleprices). Membership plans (registermembershipplans) say how often a
// membership is billed; the style says which price table applies to whom.
export const registermembershipstyles = defineResource({
  key: 'registermembershipstyles',
  labels: { singular: 'Estilo de filiação', plural: 'Estilos de filiação', gender: 'm' },
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
    { key: 'name', label: 'Nome', help: 'Ex.: Atleta adulto, Atleta de base, Técnico.' },
    { key: 'description', label: 'Descrição' },
  ],
});
