// The wire contract of the meals mutators (arg schemas) and their shared permission check.
import * as v from 'valibot';
import { holdsPermission } from '../access';
import type { Viewer } from '../resources/scope';
import { MutationError } from '../mutators/types';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

export const checkinArgs = v.object({
  mealId: uuid('Refeição inválida.'),
  userId: uuid('Pessoa inválida.'),
  /** Made on the device per scan; becomes the check-in's id, so a replay is the same row. */
  nonce: uuid('Identificador do registro inválido.'),
  at: v.pipe(v.string('Horário ausente.'), v.isoTimestamp('Horário inválido.')),
  deviceId: uuid('Aparelho inválido.'),
  method: v.picklist(['qr', 'manual'], 'Forma de registro inválida.'),
  /** The staff confirmed a check-in outside the meal's window (meal-window.ts); recorded on the row. */
  outsideWindow: v.optional(v.boolean('Confirmação de horário inválida.')),
}, 'Dados do registro inválidos.');
export type CheckinArgs = v.InferOutput<typeof checkinArgs>;

export const eligibilityArgs = v.object({
  mealId: uuid('Refeição inválida.'),
  userIds: v.pipe(
    v.array(uuid('Pessoa inválida.'), 'Selecione as pessoas.'),
    v.minLength(1, 'Selecione ao menos uma pessoa.'),
    v.maxLength(2000, 'No máximo 2000 pessoas por vez.'),
  ),
}, 'Informe a refeição e as pessoas.');
export type EligibilityArgs = v.InferOutput<typeof eligibilityArgs>;

/** Every meals mutation needs the `meals` permission (masters pass). */
export function authorizeMeals(viewer: Viewer): void {
  if (!holdsPermission(viewer, 'meals')) {
    throw new MutationError('forbidden', 'Você não tem permissão para gerenciar refeições.');
  }
}
