import * as v from 'valibot';
import { defineResource } from './define';
import { season } from './competitions';
import { choice, id, optionalText, ref, text } from './schema-kit';
import { PRESET_LABELS } from '../markets/presets';

// A transfer market of one sport and season (spec §2.9 /competitions/markets): its windows
// (marketwindows), the intentions, the requests (transfers) and the public record (marketcommits).
// `preset` names the confederation's rules (src/domain/markets/presets.ts); absent, FIFA-like.
// Replicated to everyone of the tenant: the market and its windows are public facts.
export const markets = defineResource({
  key: 'markets',
  labels: { singular: 'Mercado', plural: 'Mercados', gender: 'm' },
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    sport_id: ref('a modalidade'),
    season: season(),
    preset: v.optional(choice(PRESET_LABELS, 'as regras'), 'fifa_like'),
    /** FIFA-like: a market of amateur-only competitions takes requests outside the windows. */
    amateur_only: v.nullish(v.boolean('Indique se o mercado é só de competições amadoras.')),
    notes: optionalText('a observação', 2000),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['name_search', 'sport_id'], search: 'name', sort: 'name_search' },
  access: { scope: ['public'], permission: 'markets', module: 'markets' },
  integrity: { references: { sport_id: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Transferências 2027.' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'season', label: 'Temporada', kind: 'text', help: 'Um ano (2027).' },
    { key: 'preset', label: 'Regras', options: PRESET_LABELS },
    { key: 'amateur_only', label: 'Só competições amadoras' },
    { key: 'notes', label: 'Observação' },
  ],
});
