// Rules a collection adds to its generic put (generic.ts): a function of the stored row and the new
// one that checks what the registry cannot declare and returns the row to store (fields it computes).
// It runs after the flow fields are kept and before the integrity checks, on both sides.
import { checkMemberDocuments, deriveParq, deriveUserDocument } from '../documents/document-rules';
import { openEntityRegistration } from '../approvals/entity-registration';
import { refreshMealSnapshots } from '../meals/meal-snapshots';
import { deriveCandidate, deriveExam, keepConfirmedCandidate } from '../registers/exam-rules';
import { billingSettingsPutRule, debtPutRule, recurrencePutRule } from '../finances/debt-rules';
import type { AfterPut, DeleteRule, PutRule } from './types';


export const PUT_RULES: Readonly<Record<string, PutRule>> = {
  userdocuments: deriveUserDocument,
  parqs: deriveParq,
  competitionmembers: checkMemberDocuments,
  profiles: openEntityRegistration,
  registerexams: deriveExam,
  registerexamcandidates: deriveCandidate,
  debts: debtPutRule,
  recurrences: recurrencePutRule,
  billingsettings: billingSettingsPutRule,
};


export const AFTER_PUT: Readonly<Record<string, AfterPut>> = {
  // The meals' lists copy a person's name, photo and verification for the gate (meal-snapshots.ts).
  profiles: refreshMealSnapshots,
};

// Rules a collection adds to its generic delete (generic.ts deleteMutator), after the seal.
export const DELETE_RULES: Readonly<Record<string, DeleteRule>> = {
  // A confirmed exam's candidates are its record: who sat it, whom it promoted.
  registerexamcandidates: keepConfirmedCandidate,
};
