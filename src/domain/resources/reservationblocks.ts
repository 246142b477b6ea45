import * as v from 'valibot';
import { defineResource } from './define';
import { instant } from '../reservations/instants';
import { choice, id, optionalRef, optionalText, ref } from './schema-kit';

export const BLOCK_REASONS = { manutencao: 'Manutenção', feriado: 'Feriado', competicao: 'Competição', outro: 'Outro' } as const;

// A closure of a venue's spaces (spec §2.3 `/locations/reservationblocks`): maintenance, a holiday, a
// competition. Without `space_id` it closes every space of the venue. [starts_at, ends_at) like a
// reservation. A block does not cancel the reservations it covers: its show page lists them
// (src/domain/reservations, reservationsHitByBlock) for the admin to cancel with a notice.
export const reservationblocks = defineResource({
  key: 'reservationblocks',
  labels: { singular: 'Bloqueio de reserva', plural: 'Bloqueios de reserva', gender: 'm' },
  schema: v.pipe(
    v.object({
      id: id(),
      venue_id: ref('o local'),
      space_id: optionalRef('o espaço'),
      starts_at: instant('o início'),
      ends_at: instant('o fim'),
      reason: choice(BLOCK_REASONS, 'o motivo'),
      notes: optionalText('a observação', 1000),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((b) => Date.parse(b.starts_at) < Date.parse(b.ends_at), 'O fim do bloqueio deve ser depois do início.'), ['ends_at']),
  ),
  storage: { indexes: ['venue_id', 'space_id', 'starts_at'], sort: 'starts_at', sortDescending: true },
  access: { scope: ['tenant'], permission: 'reservationblocks', module: 'reservations' },
  integrity: {
    references: { venue_id: 'venues', space_id: 'spaces' },
    agreements: [{ field: 'venue_id', reference: 'space_id', targetField: 'venue_id', match: 'equal', under: 'space_id', message: 'O espaço não pertence a este local.' }],
  },
  title: 'starts_at',
  fields: [
    { key: 'venue_id', label: 'Local' },
    { key: 'space_id', label: 'Espaço', help: 'Em branco: todos os espaços do local.' },
    { key: 'starts_at', label: 'Início', help: 'Data e hora (Brasília).' },
    { key: 'ends_at', label: 'Fim', help: 'Data e hora (Brasília), exclusiva.' },
    { key: 'reason', label: 'Motivo', options: BLOCK_REASONS },
    { key: 'notes', label: 'Observação', help: 'Aparece no aviso a quem tinha reserva.' },
  ],
});
