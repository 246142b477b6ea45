import * as v from 'valibot';
import { defineResource } from './define';
import { id, ref } from './schema-kit';

const instant = (what: string) => v.pipe(v.string(`Informe ${what}.`), v.isoTimestamp(`${what[0]!.toUpperCase()}${what.slice(1)} inválido.`));

// A window of a market: requests are received from `starts_at` (included) to `ends_at` (excluded),
// ISO instants judged by the server's clock (src/domain/markets/rules.ts). "1 to 31 January" in
// Brasília is 2027-01-01T00:00-03:00 to 2027-02-01T00:00-03:00.
export const marketwindows = defineResource({
  key: 'marketwindows',
  labels: { singular: 'Janela', plural: 'Janelas', gender: 'f' },
  schema: v.pipe(
    v.object({ id: id(), market_id: ref('o mercado'), starts_at: instant('o início'), ends_at: instant('o fim') }, 'Dados do registro inválidos.'),
    v.forward(v.check((w) => Date.parse(w.starts_at) < Date.parse(w.ends_at), 'O fim da janela deve ser depois do início.'), ['ends_at']),
  ),
  storage: { indexes: ['market_id', 'starts_at'], sort: 'starts_at' },
  access: { scope: ['public'], permission: 'markets', module: 'markets' },
  integrity: { references: { market_id: 'markets' } },
  title: 'starts_at',
  fields: [
    { key: 'market_id', label: 'Mercado' },
    { key: 'starts_at', label: 'Início', help: 'Data e hora (Brasília).' },
    { key: 'ends_at', label: 'Fim', help: 'Data e hora (Brasília), exclusiva: 01/02 00:00 fecha a janela de janeiro.' },
  ],
});
