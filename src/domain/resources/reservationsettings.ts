import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalText } from './schema-kit';

// The tenant's reservation settings, ONE row per tenant (`singleton`, unique, also in the database:
// 033), like billingsettings. Every signed-in person replicates it (a booking screen previews the
// quota offline); the holders of `reservations` write it. Absent row: the defaults below.
export const reservationsettings = defineResource({
  key: 'reservationsettings',
  labels: { singular: 'Configuração de reservas', plural: 'Configurações de reservas', gender: 'f' },
  schema: v.object({
    id: id(),
    /** Always 'tenant': unique, so a tenant holds one row. */
    singleton: v.optional(v.literal('tenant', 'Configuração única por federação.'), 'tenant'),
    public_cpf_booking: v.optional(v.boolean('Indique se a página pública aceita reservas por CPF.'), false),
    weekly_quota_per_cpf: v.optional(integer('o limite semanal por CPF', 0, 100), 2),
    no_show_minutes: v.optional(integer('a tolerância para o check-in (minutos)', 1, 24 * 60), 15),
    offer_hours: v.optional(integer('o prazo da oferta da lista de espera (horas)', 1, 24 * 14), 12),
    /** Shown on the public booking page (rules of use, documents to bring). */
    public_notice: optionalText('o aviso da página pública', 1000),
  }, 'Dados da configuração inválidos.'),
  storage: { indexes: ['singleton'], sort: 'id' },
  integrity: { unique: ['singleton'] },
  access: { scope: ['tenant'], permission: 'reservations', module: 'reservations' },
  title: 'public_notice',
  fields: [
    { key: 'public_cpf_booking', label: 'Reserva pública com nome, CPF e e-mail', help: 'Sem conta: a página pública aceita reservas identificadas pelo CPF.' },
    { key: 'weekly_quota_per_cpf', label: 'Limite de reservas por CPF por semana', help: 'Semana de segunda a domingo; 0 = sem limite.' },
    { key: 'no_show_minutes', label: 'Tolerância para o check-in (minutos)', help: 'Sem check-in até este tempo após o início: não compareceu, e o horário é liberado.' },
    { key: 'offer_hours', label: 'Prazo da oferta da lista de espera (horas)' },
    { key: 'public_notice', label: 'Aviso na página pública', help: 'Regras de uso, documentos a levar.' },
  ],
});
