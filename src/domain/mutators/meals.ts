// Named mutators of the meals flow (issue 4). Contract fixed here; bodies in progress.
//   meals.checkin            {mealId, userId, nonce, at, deviceId, method}
//   meals.eligibility.add    {mealId, userIds}
//   meals.eligibility.remove {mealId, userIds}
import * as v from 'valibot';
import { MutationError, type Mutator } from './types';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

export const checkinArgs = v.object({
  mealId: uuid('Refeição inválida.'),
  userId: uuid('Pessoa inválida.'),
  /** Made on the device per scan; becomes the check-in's id, so a replay is the same row. */
  nonce: uuid('Identificador do registro inválido.'),
  at: v.pipe(v.string('Horário ausente.'), v.isoTimestamp('Horário inválido.')),
  deviceId: uuid('Aparelho inválido.'),
  method: v.picklist(['qr', 'manual'], 'Forma de registro inválida.'),
});
export type CheckinArgs = v.InferOutput<typeof checkinArgs>;

export const eligibilityArgs = v.object({
  mealId: uuid('Refeição inválida.'),
  userIds: v.pipe(
    v.array(uuid('Pessoa inválida.'), 'Selecione as pessoas.'),
    v.minLength(1, 'Selecione ao menos uma pessoa.'),
    v.maxLength(2000, 'No máximo 2000 pessoas por vez.'),
  ),
});
export type EligibilityArgs = v.InferOutput<typeof eligibilityArgs>;

const pending = (name: string): never => {
  throw new MutationError('server', `${name}: em implementação.`);
};

export const MEAL_MUTATORS: readonly Mutator<never>[] = [
  { name: 'meals.checkin', args: checkinArgs, authorize: async () => pending('meals.checkin'), run: async () => pending('meals.checkin') },
  { name: 'meals.eligibility.add', args: eligibilityArgs, authorize: async () => pending('x'), run: async () => pending('x') },
  { name: 'meals.eligibility.remove', args: eligibilityArgs, authorize: async () => pending('x'), run: async () => pending('x') },
] as unknown as readonly Mutator<never>[];
