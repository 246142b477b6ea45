// `meals.eligibility.add` / `.remove`: who may eat at a meal (`/meals/{id}/users`).
//
// A list row is a snapshot of the few profile fields the gate shows (name, social name, CPF for
// the manual search, photo, association name): gate staff hold `meals`, not `users`, and must not
// replicate every profile (LGPD minimisation). The snapshot is taken where the mutator runs: on the
// admin's device from the local profiles (optimistic), on the server from the real ones; the
// server's row is the one pulls deliver, so it wins. Its id is derivedId('mealusers', meal, user):
// adding a person twice, from two devices, is one row.
import type { MutationTx, Mutator, StoredRow } from '../mutators/types';
import { authorizeMeals, eligibilityArgs, type EligibilityArgs } from './meals-args';
import { mealUserId, MEAL_MISSING_MESSAGE } from './meals-checkin';
import { MutationError } from '../mutators/types';

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A person's row on a meal's list: the snapshot of their profile (the demo seed builds them too). */
export function mealUserRow(mealId: string, profile: Record<string, unknown>, associationName: string | null, now: string): StoredRow {
  const userId = String(profile.user_id).toLowerCase();
  return {
    id: mealUserId(mealId, userId),
    meal_id: mealId,
    user_id: userId,
    name: str(profile.name) ?? '',
    social_name: str(profile.social_name),
    cpf: str(profile.cpf),
    photo_url: str(profile.photo_url),
    association_name: associationName,
    added_at: now,
    // Only verified people are listed: the flag is written only once a change nobody checked has
    // left the profile unverified (meal-snapshots.ts), and goes again when the federation checks it.
    ...(profile.verified === true ? {} : { verified: false }),
  };
}

/** People already on the meal's list, by user id (one indexed query for the whole batch). */
async function listed(tx: MutationTx, mealId: string): Promise<Map<string, StoredRow>> {
  const rows = await tx.query('mealusers', 'meal_id', mealId);
  return new Map(rows.map((r) => [String(r.user_id), r]));
}

export const eligibilityAddMutator: Mutator<EligibilityArgs, 'meals.eligibility.add'> = {
  name: 'meals.eligibility.add',
  args: eligibilityArgs,
  async authorize(_tx, viewer) {
    authorizeMeals(viewer);
  },
  async run(tx, ctx, args) {
    const mealId = args.mealId.toLowerCase();
    if (!(await tx.get('meals', mealId))) throw new MutationError('not_found', MEAL_MISSING_MESSAGE);
    const already = await listed(tx, mealId);
    const wanted = [...new Set(args.userIds.map((id) => id.toLowerCase()))].filter((id) => !already.has(id));
    // Read everything first: a refusal must come before the first write.
    const rows: StoredRow[] = [];
    const associationNames = new Map<string, string | null>();
    let missing = 0;
    let unverified = 0;
    for (const userId of wanted) {
      const [profile] = await tx.query('profiles', 'user_id', userId);
      if (!profile) {
        missing++;
        continue;
      }
      // The gate trusts the list's snapshot, so only what the federation verified
      // goes on it (a self-registration's typed-in name and photo never reach a gate).
      if (profile.verified !== true) {
        unverified++;
        continue;
      }
      const associationId = str(profile.association_id);
      let associationName: string | null = null;
      if (associationId) {
        if (!associationNames.has(associationId)) {
          const association = await tx.get('associations', associationId);
          associationNames.set(associationId, str(association?.name));
        }
        associationName = associationNames.get(associationId) ?? null;
      }
      rows.push(mealUserRow(mealId, profile, associationName, ctx.now));
    }
    if (missing > 0) {
      throw new MutationError(
        'not_found',
        missing === 1
          ? 'Uma pessoa selecionada não tem cadastro: nada foi adicionado.'
          : `${missing} pessoas selecionadas não têm cadastro: nada foi adicionado.`,
      );
    }
    if (unverified > 0) {
      throw new MutationError(
        'unverified',
        unverified === 1
          ? 'Uma pessoa selecionada tem cadastro ainda não verificado pela federação: nada foi adicionado.'
          : `${unverified} pessoas selecionadas têm cadastro ainda não verificado pela federação: nada foi adicionado.`,
      );
    }
    for (const row of rows) await tx.put('mealusers', row);
  },
};

export const eligibilityRemoveMutator: Mutator<EligibilityArgs, 'meals.eligibility.remove'> = {
  name: 'meals.eligibility.remove',
  args: eligibilityArgs,
  async authorize(_tx, viewer) {
    authorizeMeals(viewer);
  },
  async run(tx, _ctx, args) {
    // Someone not (or no longer) on the list is a no-op: another device removed them first. Their
    // check-ins stay (audit).
    const already = await listed(tx, args.mealId.toLowerCase());
    for (const userId of new Set(args.userIds.map((id) => id.toLowerCase()))) {
      const row = already.get(userId);
      if (row) await tx.delete('mealusers', row.id);
    }
  },
};
