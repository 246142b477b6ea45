import * as v from 'valibot';
import { defineResource } from './define';
import { photo } from './photo-ref';
import { cnpj, email, flag, id, optionalText, phone, ref, refs, text } from './schema-kit';

// Entities affiliated to the federation (clubs, leagues, schools). The CNPJ is the registration key
// (spec §5) and is stored without mask; alphanumeric CNPJs are accepted; unique per tenant.
export const associations = defineResource({
  key: 'associations',
  schema: v.object({
    id: id(),
    name: text('a razão social', 160),
    short_name: optionalText('o nome curto', 40),
    cnpj: cnpj(),
    associationstype_id: ref('a categoria'),
    city_id: ref('a cidade'),
    sport_ids: refs('as modalidades'),
    email: email(),
    phone: phone(),
    active: flag('está ativa'),
    /** The entity's shield: changed by its managers through an approval (association_shield). */
    shield_url: photo(),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Entidade', plural: 'Entidades', gender: 'f' },
  access: { scope: ['tenant'], permission: 'associations' },
  storage: { indexes: ['name_search', 'cnpj', 'city_id'], search: 'name', sort: 'name_search' },
  integrity: {
    references: { associationstype_id: 'associationstypes', city_id: 'cities', sport_ids: 'sports' },
    unique: ['cnpj'],
  },
  title: 'name',
  fields: [
    { key: 'name', label: 'Razão social' },
    { key: 'short_name', label: 'Nome curto', help: 'Como aparece em tabelas e súmulas, ex.: SEP.' },
    { key: 'cnpj', label: 'CNPJ', help: '14 caracteres, sem pontuação.' },
    { key: 'associationstype_id', label: 'Categoria' },
    { key: 'city_id', label: 'Cidade' },
    { key: 'sport_ids', label: 'Modalidades' },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Telefone', kind: 'phone', help: 'DDD e número, só dígitos.' },
    { key: 'active', label: 'Ativa' },
    { key: 'shield_url', label: 'Escudo', kind: 'image', aspect: 1, help: 'Imagem quadrada do escudo da entidade: câmera ou arquivo, recortada neste aparelho.' },
  ],
});
