import * as v from 'valibot';
import { defineResource } from './define';
import { cep, id, optionalRef, optionalText, phone, ref, text } from './schema-kit';

const coordinate = (what: string, limit: number) =>
  v.nullish(v.pipe(v.number(`${what} inválida.`), v.minValue(-limit, `${what} inválida.`), v.maxValue(limit, `${what} inválida.`)));

// A place that lends its spaces by the hour (a municipal gym, a water park): spec §2.3
// `/locations/venues`. Every signed-in person of the tenant replicates it (a booking screen and the
// gate read it offline); the public booking page reads it through /api/v1/public/reservations.
// The map link comes from latitude/longitude, or the address when they are absent.
export const venues = defineResource({
  key: 'venues',
  labels: { singular: 'Local', plural: 'Locais', gender: 'm' },
  schema: v.object({
    id: id(),
    name: text('o nome', 160),
    city_id: ref('a cidade'),
    venuestype_id: optionalRef('o tipo de local'),
    address: optionalText('o endereço', 200),
    district_id: optionalRef('o bairro'),
    zip_code: v.nullish(cep()),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    phone: phone(),
    notes: optionalText('a observação', 2000),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['name_search', 'city_id'], search: 'name', sort: 'name_search' },
  access: { scope: ['tenant'], permission: 'venues' },
  integrity: { references: { city_id: 'cities', venuestype_id: 'venuestypes', district_id: 'districts' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Ginásio Municipal Centro.' },
    { key: 'city_id', label: 'Cidade' },
    { key: 'venuestype_id', label: 'Tipo de local' },
    { key: 'address', label: 'Endereço', help: 'Rua, número e complemento.' },
    { key: 'district_id', label: 'Bairro' },
    { key: 'zip_code', label: 'CEP' },
    { key: 'latitude', label: 'Latitude', help: 'Ex.: -22.7394 (para o mapa).' },
    { key: 'longitude', label: 'Longitude', help: 'Ex.: -47.3310.' },
    { key: 'phone', label: 'Telefone', kind: 'phone', help: 'DDD e número, só dígitos.' },
    { key: 'notes', label: 'Observação' },
  ],
});
