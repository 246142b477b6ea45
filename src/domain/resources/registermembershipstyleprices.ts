import * as v from 'valibot';
import { defineResource } from './define';
import { id, isoDate, money, optionalDate, optionalText, ref } from './schema-kit';

// The price of a membership in this style for a validity period (spec §2.10
// `…/registermembershipstyles/{style_id}/registermembershipstyleprices`): "Temporada 2026, R$ 120,00, de 01/01/2026 a
// 31/12/2026". Integer cents, never floats. Periods are kept, not overwritten, so last season's
// price stays readable; the price in force on a day is the one whose period holds it
// (src/domain/registers/style-prices.ts).
export const registermembershipstyleprices = defineResource({
  key: 'registermembershipstyleprices',
  labels: { singular: 'Preço do estilo de filiação', plural: 'Preços do estilo de filiação', gender: 'm' },
  schema: v.pipe(
    v.object({
      id: id(),
      registertype_id: ref('o tipo de registro'),
      registermembershipstyle_id: ref('o estilo de filiação'),
      description: optionalText('a descrição', 80),
      amount_cents: money('o valor', 0, 100_000_000),
      valid_from: isoDate('o início da vigência'),
      valid_until: optionalDate('o fim da vigência'),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((row) => !row.valid_until || row.valid_from <= row.valid_until, 'O fim da vigência deve ser igual ou posterior ao início.'), ['valid_until']),
  ),
  storage: { indexes: ['registermembershipstyle_id', 'registertype_id', 'valid_from'], sort: 'valid_from', sortDescending: true },
  access: { scope: ['tenant'], permission: 'registertypes', module: 'registers' },
  integrity: {
    references: { registertype_id: 'registertypes', registermembershipstyle_id: 'registermembershipstyles' },
    agreements: [
      { field: 'registertype_id', reference: 'registermembershipstyle_id', targetField: 'registertype_id', match: 'equal', under: 'registermembershipstyle_id', message: 'O estilo deve ser deste tipo de registro.' },
    ],
  },
  title: 'description',
  fields: [
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'registermembershipstyle_id', label: 'Estilo de filiação' },
    { key: 'description', label: 'Descrição', help: 'Ex.: Temporada 2026.' },
    { key: 'amount_cents', label: 'Valor', help: 'Em reais, ex.: 120,00.' },
    { key: 'valid_from', label: 'Vigente de' },
    { key: 'valid_until', label: 'Vigente até', help: 'Vazio: sem data de término.' },
  ],
});
