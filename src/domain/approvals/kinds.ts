// The kind registry of the approval model: one entry per flow of spec §4. Each
// helper's flows live in their own file and are listed here (documents, PAR-Q, … add one line).
import { ASSOCIATION_KINDS } from './association-kinds';
import { DOCUMENT_KINDS } from './document-kinds';
import { JOIN_KINDS } from './join-kinds';
import type { ApprovalKind } from './kind';
import { MANAGER_KINDS } from './manager-kinds';
import { PEOPLE_KINDS } from './people-kinds';
import { PRIVACY_KINDS } from './privacy-kinds';
import { REGISTER_KINDS } from './register-kinds';

export const APPROVAL_KINDS: readonly ApprovalKind[] = [
  ...PEOPLE_KINDS,
  ...ASSOCIATION_KINDS,
  ...DOCUMENT_KINDS,
  ...MANAGER_KINDS,
  ...PRIVACY_KINDS,
  ...JOIN_KINDS,
  ...REGISTER_KINDS,
];

const byKey: ReadonlyMap<string, ApprovalKind> = new Map(APPROVAL_KINDS.map((k) => [k.key, k]));
export const findKind = (key: string): ApprovalKind | undefined => byKey.get(key);
export type { ApprovalKind } from './kind';
