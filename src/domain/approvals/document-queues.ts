// The three document flows of spec §4 (user, team and entity documents): each kind's reviewer's
// permission and its queue's route. One table read by the kinds (document-kinds.ts), the queue table
// the menu counts with (queues.ts) and the queue screens; kept free of the mutators so the menu can
// import it. `userdocuments_approve` is the spec's (§2.4, permission userdocuments); the team's and the
// entity's are ours (the spec names the flows and their permissions, no route).
import type { Permission } from '../access';

export interface DocumentQueue {
  kind: 'userdocument' | 'teamdocument' | 'associationdocument';
  permission: Permission;
  path: string;
}

export const DOCUMENT_QUEUES: readonly DocumentQueue[] = [
  { kind: 'userdocument', permission: 'userdocuments', path: '/records/users/userdocuments_approve' },
  { kind: 'teamdocument', permission: 'teamdocuments', path: '/records/users/teamdocuments_approve' },
  { kind: 'associationdocument', permission: 'associationdocuments', path: '/records/users/associationdocuments_approve' },
];

export const documentQueue = (kind: DocumentQueue['kind']): DocumentQueue => DOCUMENT_QUEUES.find((q) => q.kind === kind)!;
