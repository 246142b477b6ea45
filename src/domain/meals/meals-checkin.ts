// `meals.checkin`: one person entering one meal, from the gate scanner (QR) or the manual screen.
//
// Rules, in order (the same on the device, optimistically, and on the server, with the last word):
//   1. a check-in with this nonce already exists → nothing to do (an upload replayed by another
//      path, a retry after a lost answer): idempotent even if the other fields differ, and even if
//      the meal has closed since (the first delivery was accepted, the replay must not be refused);
//   2. the meal must exist and be open;
//   3. the person must be on the meal's list (mealusers row, id derivedId('mealusers', meal, user));
//   3b. the scan's instant (`at`, device clock) must fall in the meal's window (meal-window.ts: venue
//      wall clock, midnight crossing, 30 min tolerance) unless the staff confirmed it
//      (`outsideWindow`); a confirmed one is stored with `outside_window: true`;
//   4. if a `counted` check-in of (meal, person) exists, the new one is stored as `duplicate`
//      (kept for audit: which device, who, when), else it is `counted`.
//
// "First counts" means first to reach the SERVER, not the earliest `at`: `at` is the scanning
// device's clock, and phones offline for hours drift (or are set wrong) by minutes, so ordering by
// it could let a later upload retroactively demote a check-in every other device already shows as
// the counted one. The server applies pushes of a tenant one at a time (push.ts takes the tenant
// lock), so its order is a single, stable truth; each device's optimistic copy is corrected by the
// next pull (rebase replays its pending check-in on top of the server's rows, where rule 4 then
// finds the other device's counted row). Every device ends up showing the person checked in once.
import { derivedId } from '../uuid';
import { mealWindow, outsideWindowMessage } from './meal-window';
import { authorizeMeals, checkinArgs, type CheckinArgs } from './meals-args';
import { MutationError, type Mutator } from '../mutators/types';

export const MEAL_CLOSED_MESSAGE = 'Refeição encerrada: check-in não aceito.';
export const MEAL_MISSING_MESSAGE = 'Refeição não encontrada.';
export const NOT_ELIGIBLE_MESSAGE = 'Pessoa não está na lista desta refeição.';

/** The id of a person's row on a meal's list (one per pair, on every device and the server). */
export const mealUserId = (mealId: string, userId: string): string => derivedId('mealusers', mealId, userId);

export const checkinMutator: Mutator<CheckinArgs, 'meals.checkin'> = {
  name: 'meals.checkin',
  args: checkinArgs,
  async authorize(_tx, viewer) {
    authorizeMeals(viewer);
  },
  async run(tx, ctx, args) {
    // Ids are compared as stored (lower case, as uuidv7() makes them and PostgreSQL returns them).
    const nonce = args.nonce.toLowerCase();
    const mealId = args.mealId.toLowerCase();
    const userId = args.userId.toLowerCase();
    if (await tx.get('mealcheckins', nonce)) return;
    const meal = await tx.get('meals', mealId);
    if (!meal) throw new MutationError('not_found', MEAL_MISSING_MESSAGE);
    if (meal.status !== 'open') throw new MutationError('meal_closed', MEAL_CLOSED_MESSAGE);
    if (!(await tx.get('mealusers', mealUserId(mealId, userId)))) throw new MutationError('not_eligible', NOT_ELIGIBLE_MESSAGE);
    const window = mealWindow(meal, args.at);
    if (!window.inside && args.outsideWindow !== true) throw new MutationError('outside_window', outsideWindowMessage(window.label));
    const earlier = await tx.query('mealcheckins', '[meal_id+user_id]', [mealId, userId]);
    const counted = earlier.some((c) => c.status === 'counted');
    await tx.put('mealcheckins', {
      id: nonce,
      meal_id: mealId,
      user_id: userId,
      at: args.at,
      device_id: args.deviceId.toLowerCase(),
      method: args.method,
      status: counted ? 'duplicate' : 'counted',
      by: ctx.userId,
      ...(window.inside ? {} : { outside_window: true }),
    });
  },
};
