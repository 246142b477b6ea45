// A person's rows on the meals' lists are snapshots of their profile (meals-eligibility.ts): the
// gate staff hold `meals`, not `users`, and never replicate profiles. When the
// profile changes, the snapshots follow it, `verified` included, so the gate shows the photo the
// profile holds now and says "não verificado" when nobody checked it (a manager swapped the photo
// of a verified athlete): never a photo that is no longer the verified one passed off as checked.
// Runs after every profile put (put-rules.ts AFTER_PUT), on both sides; a device without `meals`
// holds no list rows and writes nothing.
import { mealUserRow } from './meals-eligibility';
import type { MutationContext, MutationTx, StoredRow } from '../mutators/types';
import { sameJson } from '../mutators/same-json';

const SNAPSHOT = ['name', 'social_name', 'cpf', 'photo_url', 'association_id', 'verified'] as const;

export async function refreshMealSnapshots(tx: MutationTx, _ctx: MutationContext, before: StoredRow | undefined, row: StoredRow): Promise<void> {
  if (!before || SNAPSHOT.every((key) => sameJson(before[key], row[key])) || typeof row.user_id !== 'string') return;
  const listed = await tx.query('mealusers', 'user_id', row.user_id.toLowerCase());
  if (listed.length === 0) return;
  const association = typeof row.association_id === 'string' ? await tx.get('associations', row.association_id) : undefined;
  const associationName = typeof association?.name === 'string' && association.name !== '' ? association.name : null;
  for (const old of listed) {
    await tx.put('mealusers', { ...mealUserRow(String(old.meal_id), row, associationName, String(old.added_at)), id: old.id });
  }
}
