import * as v from 'valibot';
import { defineResource } from './define';
import { id, phone, ref, text } from './schema-kit';

// The organising crew of a competition (coordinators, delegates): names and phones are personal
// data, replicated only to holders of `competitions`. `profile_id` unchecked: see competitionmembers.
export const competitioncrews = defineResource({
  key: 'competitioncrews',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    name: text('o nome', 160),
    role: text('a função', 80),
    profile_id: v.nullish(v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.'))),
    phone: phone(),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Membro da organização', plural: 'Organização', gender: 'm' },
  access: { scope: ['permission:competitions'], permission: 'competitions', module: 'competitions' },
  about: {
    profiles: ['profile_id'],
    holding: {
      what: 'Comissões técnicas de competições em que você atuou.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  storage: { indexes: ['competition_id'], sort: 'competition_id' },
  integrity: { references: { competition_id: 'competitions' } },
  title: 'name',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'name', label: 'Nome' },
    { key: 'role', label: 'Função', help: 'Ex.: coordenador, delegado.' },
    { key: 'profile_id', label: 'Pessoa cadastrada' },
    { key: 'phone', label: 'Telefone', kind: 'phone', help: 'DDD e número, só dígitos.' },
  ],
});
