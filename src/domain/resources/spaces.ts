import * as v from 'valibot';
import { defineResource } from './define';
import { photo } from './photo-ref';
import { flag, id, optionalInteger, optionalText, ref, refs, text } from './schema-kit';

// A space of a venue that is booked by the hour (a court, a lane, a pool): spec §2.3
// `/locations/venues/{parent_id}/spaces`, shown at `/locations/spaces/show/{id}`. `public_booking`
// opens it to the public page (/public/open/reservations). Every signed-in person replicates it.
export const spaces = defineResource({
  key: 'spaces',
  labels: { singular: 'Espaço', plural: 'Espaços', gender: 'm' },
  schema: v.object({
    id: id(),
    venue_id: ref('o local'),
    name: text('o nome', 120),
    capacity: optionalInteger('a capacidade', 1, 100_000),
    sport_ids: refs('as modalidades'),
    photo: photo(),
    public_booking: v.optional(flag('o espaço aceita reservas pela página pública'), false),
    notes: optionalText('a observação', 2000),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['name_search', 'venue_id'], search: 'name', sort: 'name_search' },
  access: { scope: ['tenant'], permission: 'venues' },
  integrity: { references: { venue_id: 'venues', sport_ids: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Quadra 1, Piscina semiolímpica.' },
    { key: 'venue_id', label: 'Local' },
    { key: 'capacity', label: 'Capacidade', help: 'Pessoas ao mesmo tempo.' },
    { key: 'sport_ids', label: 'Modalidades' },
    { key: 'photo', label: 'Foto', kind: 'image', aspect: 4 / 3, help: 'Foto do espaço: câmera ou arquivo.' },
    { key: 'public_booking', label: 'Reserva pela página pública' },
    { key: 'notes', label: 'Observação' },
  ],
});
