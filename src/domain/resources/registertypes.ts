import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, optionalInteger, optionalRef, optionalText, text } from './schema-kit';

/**
 * The graduation rules a register type follows (src/domain/registers/graduation-presets.ts holds
 * each preset's rules): IBJJF-like (age reached in the year, minimum time per belt, who may promote),
 * CBJ-like (over 16 the basic belts skip carência and sequence), or free (only the order of grades).
 */
export const GRADUATION_PRESETS = {
  ibjjf: 'Jiu-jitsu (IBJJF)',
  cbj: 'Judô (CBJ)',
  livre: 'Sem regras de graduação',
} as const;
export type GraduationPreset = keyof typeof GRADUATION_PRESETS;

// A federation's register (spec §2.10 `/registers/registertypes`): "Judô — CBJ", "Jiu-jitsu —
// IBJJF", "Árbitros". Its roles, graduations, styles and membership plans hang under it. Read by
// every signed-in user of the tenant (a person asks to join a register from their own area), written
// by holders of `registertypes`.
export const registertypes = defineResource({
  key: 'registertypes',
  labels: { singular: 'Tipo de registro', plural: 'Tipos de registro', gender: 'm' },
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    sport_id: optionalRef('a modalidade'),
    graduation_preset: v.optional(choice(GRADUATION_PRESETS, 'as regras de graduação'), 'livre'),
    description: optionalText('a descrição', 1000),
    /** The number the next approved register request gets (src/domain/registers/numbering.ts). */
    next_number: optionalInteger('o próximo número de registro', 1, 99_999_999),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['name_search', 'sport_id'], search: 'name', sort: 'name_search' },
  access: { scope: ['tenant'], permission: 'registertypes', module: 'registers' },
  integrity: { references: { sport_id: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Judô — CBJ, Jiu-jitsu — IBJJF, Árbitros.' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'graduation_preset', label: 'Regras de graduação', options: GRADUATION_PRESETS },
    { key: 'description', label: 'Descrição' },
    { key: 'next_number', label: 'Próximo número de registro', help: 'Vazio: começa em 1. Números já usados são pulados.' },
  ],
});
