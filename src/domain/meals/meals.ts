// Named mutators of the meals flow, shared by the browser (optimistic, over the replica)
// and the server (authoritative, over SQL):
//   meals.checkin            {mealId, userId, nonce, at, deviceId, method}   meals-checkin.ts
//   meals.eligibility.add    {mealId, userIds}                                meals-eligibility.ts
//   meals.eligibility.remove {mealId, userIds}                                meals-eligibility.ts
// Arg schemas: meals-args.ts. This file is the list the registry reads.
import { checkinMutator } from './meals-checkin';
import { eligibilityAddMutator, eligibilityRemoveMutator } from './meals-eligibility';

export { authorizeMeals, checkinArgs, eligibilityArgs, type CheckinArgs, type EligibilityArgs } from './meals-args';

export const MEAL_MUTATORS = [checkinMutator, eligibilityAddMutator, eligibilityRemoveMutator] as const;
