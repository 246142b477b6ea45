// Who a row is about (the registry's `about`, define.ts), resolved per
// resource: the one definition the data export and the anonymisation both read
// (server/privacy/rows-about.ts). A row is about a person when a `users` field holds their login id,
// a `profiles` field one of their profiles' ids, or its `subject` names a row about them; without a
// declaration, the `owner` field says it.
import type { AnyResource } from '../resources/define';
import { RESOURCES } from '../resources/index';

export interface About {
  resource: AnyResource;
  users: readonly string[];
  profiles: readonly string[];
  subject?: { collection: string; id: string };
}

/** What says who a row of `resource` is about; null when its rows are about nobody in particular. */
export function aboutOf(resource: AnyResource): About | null {
  const declared = resource.about;
  // A declaration with only its `holding` leaves the person to the owner field, as no declaration does.
  if (declared && (declared.users || declared.profiles || declared.subject)) return { resource, users: declared.users ?? [], profiles: declared.profiles ?? [], ...(declared.subject ? { subject: declared.subject } : {}) };
  return resource.access.owner ? { resource, users: [resource.access.owner], profiles: [] } : null;
}

/** Every resource whose rows can be about a person. */
export const ABOUT: readonly About[] = RESOURCES.map(aboutOf).filter((a): a is About => a !== null);

/** The resources whose rows name their person directly (by a login or profile id): a subject row must be one of them. */
export const PERSON_COLLECTIONS: readonly string[] = ABOUT.filter((a) => a.users.length + a.profiles.length > 0).map((a) => a.resource.key);
