import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalText, text } from './schema-kit';

// The tenant's billing settings, ONE row per tenant (`singleton`, unique, also in the database: 031):
// the Pix key, receiver name and city the bills' BR Codes are built from on the device, and the
// late-payment rules (fine capped at 2 % unless the cap is raised, interest per month, in basis
// points: 200 = 2 %). Every signed-in person of the tenant replicates it (`tenant`), so a bill's QR
// draws offline; the holders of `bills` write it.
export const billingsettings = defineResource({
  key: 'billingsettings',
  labels: { singular: 'Configuração de cobrança', plural: 'Configurações de cobrança', gender: 'f' },
  schema: v.object({
    id: id(),
    /** Always 'tenant': unique, so a tenant holds one row (031_finances.sql). */
    singleton: v.optional(v.literal('tenant', 'Configuração única por federação.'), 'tenant'),
    pix_key: text('a chave Pix', 77),
    receiver_name: text('o nome do recebedor', 25),
    city: text('a cidade do recebedor', 15),
    fine_bp: v.optional(integer('a multa (centésimos de %)', 0, 10_000), 200),
    fine_cap_bp: v.optional(integer('o teto da multa (centésimos de %)', 0, 10_000), 200),
    interest_bp_month: v.optional(integer('os juros ao mês (centésimos de %)', 0, 10_000), 100),
    instructions: optionalText('as instruções', 300),
  }, 'Dados da configuração inválidos.'),
  storage: { indexes: ['singleton'], sort: 'id' },
  integrity: { unique: ['singleton'] },
  access: { scope: ['tenant'], permission: 'bills', module: 'bills' },
  title: 'receiver_name',
  fields: [
    { key: 'pix_key', label: 'Chave Pix', help: 'CPF/CNPJ (só números), e-mail, telefone (+55…) ou chave aleatória.' },
    { key: 'receiver_name', label: 'Nome do recebedor', help: 'Até 25 caracteres, como o banco mostra.' },
    { key: 'city', label: 'Cidade do recebedor', help: 'Até 15 caracteres.' },
    { key: 'fine_bp', label: 'Multa (centésimos de %)', help: '200 = 2 %. Limitada pelo teto.' },
    { key: 'fine_cap_bp', label: 'Teto da multa (centésimos de %)', help: '200 = 2 % (CDC, art. 52).' },
    { key: 'interest_bp_month', label: 'Juros ao mês (centésimos de %)', help: '100 = 1 % ao mês, por dia de atraso.' },
    { key: 'instructions', label: 'Instruções ao pagador' },
  ],
});
