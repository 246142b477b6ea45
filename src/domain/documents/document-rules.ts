// What the generic put computes or checks for the documents flow, run by
// put-rules.ts on the device and on the server alike:
// - a person's document gets its expiry (issue date + the type's validity) and its status: accepted
//   at once when its type needs no approval, "em análise" when it does and it is new or its content
//   changed (a returned document sent again), and then its request in the approval model is opened;
// - a PAR-Q of someone under 18 needs the guardian's name and CPF; new or changed answers go back
//   to "em análise";
// - registering a person in a competition is refused while a mandatory document of theirs has expired.
import { documentExpiry, dayOf } from './expiry';
import { expiredMessage, expiredRequirements, type HeldDocument } from './eligibility';
import { guardianProblems } from './parq';
import { openReview, REVIEWED_CONTENT } from './document-review';
import { documentsOfProfile } from './profile-documents';
import { MutationError, type MutationContext, type MutationTx, type StoredRow } from '../mutators/types';

const REVIEW_STAMP = { reviewed_by: null, reviewed_at: null, review_reason: null } as const;

const changed = (before: StoredRow | undefined, row: StoredRow, keys: readonly string[]): boolean =>
  !before || keys.some((key) => (before[key] ?? null) !== (row[key] ?? null));

/** What a review judged: the content, and whose it is. */
const DOCUMENT_CONTENT = [...REVIEWED_CONTENT.userdocuments, 'user_id', 'profile_id'];
const PARQ_CONTENT = [...REVIEWED_CONTENT.parqs, 'user_id', 'profile_id'];

export async function deriveUserDocument(tx: MutationTx, ctx: MutationContext, before: StoredRow | undefined, row: StoredRow): Promise<StoredRow> {
  const type = await tx.get('documenttypes', String(row.document_type_id));
  // An unknown type is refused by the reference check that follows.
  if (!type) return row;
  const expires_on = documentExpiry(row.issued_on as string, type.validity_months as number | null | undefined);
  if (!changed(before, row, DOCUMENT_CONTENT)) return { ...row, expires_on };
  const derived = { ...row, ...REVIEW_STAMP, expires_on, status: type.needs_approval === true ? 'pendente' : 'aprovado' };
  if (derived.status === 'pendente') await openReview(tx, ctx, 'userdocuments', derived);
  return derived;
}

export async function deriveParq(tx: MutationTx, ctx: MutationContext, before: StoredRow | undefined, row: StoredRow): Promise<StoredRow> {
  const profile = await tx.get('profiles', String(row.profile_id));
  // Not a profile of this user: the membership (parqs.memberships) refuses it after this rule.
  if (!profile || profile.user_id !== row.user_id) return row;
  const problems = guardianProblems(row, profile.birthdate as string | undefined, dayOf(ctx.now));
  const first = Object.values(problems)[0];
  if (first) throw new MutationError('invalid', first, problems);
  if (!changed(before, row, PARQ_CONTENT)) return row;
  const derived = { ...row, ...REVIEW_STAMP, status: 'pendente', approved_on: null, expires_on: null };
  await openReview(tx, ctx, 'parqs', derived);
  return derived;
}

/** A person's documents with their types, as the eligibility rule reads them (profile-documents.ts). */
export async function heldDocuments(tx: MutationTx, profileId: string): Promise<HeldDocument[]> {
  const docs = await documentsOfProfile(tx, profileId);
  const held: HeldDocument[] = [];
  for (const doc of docs) {
    const type = await tx.get('documenttypes', String(doc.document_type_id));
    if (!type) continue;
    held.push({
      type: { id: type.id, name: String(type.name), holder: String(type.holder), required_for_competitions: type.required_for_competitions === true },
      status: doc.status as string | undefined,
      expires_on: doc.expires_on as string | null | undefined,
    });
  }
  return held;
}

export async function checkMemberDocuments(tx: MutationTx, ctx: MutationContext, before: StoredRow | undefined, row: StoredRow): Promise<StoredRow> {
  // Editing a registration (shirt number, position) of the same person in the same role is not a new registration.
  if (before && before.profile_id === row.profile_id && before.role === row.role) return row;
  const expired = expiredRequirements(await heldDocuments(tx, String(row.profile_id)), String(row.role), dayOf(ctx.now));
  if (expired.length > 0) throw new MutationError('not_eligible', expiredMessage(expired), { profile_id: expiredMessage(expired) });
  return row;
}
