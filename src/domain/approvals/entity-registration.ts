// A person registered (or changed outside their contact fields) by their entity's manager, a relation
// writer (profiles.writableVia), is stored unverified (owner-fields.ts stampVerification) and waits
// for the federation: this put rule opens the `association_user` request in the approval model, with
// an id derived from the profile and the content under review (document-review.ts), so the device
// and the server write the same request, and a later change supersedes the older request. A holder
// of `users` approves it from /records/users/identities_approve: the approval writes the profile
// through profiles.put as the reviewer, which verifies it.
import { holdsPermission } from '../access';
import { profiles } from '../resources/profiles';
import { openReview, REVIEWED_CONTENT } from '../documents/document-review';
import type { PutRule } from '../mutators/types';

export const openEntityRegistration: PutRule = async (tx, ctx, before, row) => {
  const viewer = ctx.viewer;
  // Only a relation writer's write: not the federation's (it verifies), not the person's own.
  if (!viewer || holdsPermission(viewer, profiles.access.permission) || row.user_id === viewer.id) return row;
  // Contact fields (phone, e-mail) change without a review, as for the person themselves.
  const changed = !before || REVIEWED_CONTENT.profiles.some((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(row[k] ?? null));
  if (changed || before.verified !== true) await openReview(tx, ctx, 'profiles', row);
  return row;
};
