// Which kinds of request each approval queue (a screen, at the spec's route) works: the queues,
// the menu's pending counts and the kinds (kinds.test.ts) read this one table. Kept apart from the
// kind registry so the menu counts without loading the mutators.
import { DOCUMENT_QUEUES } from './document-queues';

export const APPROVAL_QUEUES: Readonly<Record<string, readonly string[]>> = {
  '/records/users/profilepictures_approve': ['profile_picture'],
  '/records/users/socialnames_approve': ['social_name'],
  '/records/users/identities_approve': ['identity_change', 'association_user'],
  '/records/associations/approve': ['association_new'],
  '/records/associations/shields_approve': ['association_shield'],
  '/records/associations/claims_approve': ['association_claim'],
  // Documents and the PAR-Q (document-kinds.ts): their queues are src/features/documents' own pages,
  // one per document flow (document-queues.ts), each its reviewer's permission's.
  ...Object.fromEntries(DOCUMENT_QUEUES.map((q) => [q.path, [q.kind]])),
  '/parqs/pending': ['parq'],
  // A person's deletion request (privacy-kinds.ts): listed here, handled on /records/users/privacy/{id}.
  '/records/users/deletions_approve': ['data_deletion'],
  // Decided by the entity's managers (join-kinds.ts), on their entity's invitation page.
  '/my/associations': ['association_join'],
  // The federation's register queues (register-kinds.ts); the kinds are repeated here, not imported,
  // so the menu counts without loading the mutators.
  '/registers/registerrequests': ['register_request', 'register_public'],
  '/registers/registermembershiprequests': ['register_membership_request'],
};
