// Rules a collection adds to its generic put (generic.ts): a function of the stored row and the new
// one that checks what the registry cannot declare and returns the row to store (fields it computes).
// It runs after the flow fields are kept and before the integrity checks, on both sides.
import { checkMemberDocuments, deriveParq, deriveUserDocument } from './document-rules';
import { openEntityRegistration } from './entity-registration';
import { refreshMealSnapshots } from './meal-snapshots';
import type { MutationContext, MutationTx, StoredRow } from './types';

export type PutRule = (tx: MutationTx, ctx: MutationContext, before: StoredRow | undefined, row: StoredRow) => Promise<StoredRow>;

export const PUT_RULES: Readonly<Record<string, PutRule>> = {
  userdocuments: deriveUserDocument,
  parqs: deriveParq,
  competitionmembers: checkMemberDocuments,
  profiles: openEntityRegistration,
};

/** What follows a collection's put, given the row as stored (verification stamp included). */
export type AfterPut = (tx: MutationTx, ctx: MutationContext, before: StoredRow | undefined, row: StoredRow) => Promise<void>;

export const AFTER_PUT: Readonly<Record<string, AfterPut>> = {
  // The meals' lists copy a person's name, photo and verification for the gate (meal-snapshots.ts).
  profiles: refreshMealSnapshots,
};
