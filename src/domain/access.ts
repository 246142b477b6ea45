// Permission and module names exactly as the spec lists them (§6). The server seeds roles from
// these lists and the client's guards and menu name them; a typo is a type error on both sides.

export const PERMISSIONS = [
  'abc', 'bills', 'recurrences', 'meals', 'referees', 'refereeschedules', 'parqs', 'users', 'associations',
  'userdocuments', 'teamdocuments', 'associationdocuments', 'documents', 'competitions', 'competitions_full',
  'olympics', 'olympics_full', 'duelssecurities', 'competitionsseries', 'competitionscategories',
  'competitionsstages', 'regulations', 'punishments', 'trophies', 'rankings', 'markets', 'registertypes', 'debts',
  'sponsorships', 'incentives', 'schools', 'schools_full', 'schoolsareas', 'schoolsprojects',
  'educationaloccurrences', 'posts', 'pages', 'slides', 'hooks', 'menus', 'events', 'spots', 'extras', 'councils',
  'downloads', 'venues', 'reservations', 'reservationblocks', 'properties', 'regions', 'reports', 'usage_report',
  'invoices', 'clippings', 'icms', 'releases', 'sports', 'crews', 'admins', 'roles', 'permissions', 'logs',
  'operations', 'connections', 'migrations', 'seed', 'jobs', 'settings', 'whatsapp', 'my_classes', 'my_events',
  'my_associations', 'my_teams', 'my_students', 'my_properties', 'my_referees', 'my_reservations', 'my_users',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const MODULES = [
  'bills', 'meals', 'competitions', 'sponsorships', 'incentives', 'schools', 'registers', 'reservations',
  'markets', 'properties', 'icms',
] as const;
export type Module = (typeof MODULES)[number];

const permissionSet: ReadonlySet<string> = new Set(PERMISSIONS);
const moduleSet: ReadonlySet<string> = new Set(MODULES);
export const isPermission = (name: string): name is Permission => permissionSet.has(name);
export const isModule = (name: string): name is Module => moduleSet.has(name);

/** What the access checks need to know about the signed-in user. */
export interface Grants {
  master?: boolean;
  admin?: boolean;
  permissions_names?: readonly string[];
}

/** Spec §6 step 4: a master passes every permission check; others need the name in their list. */
export function holdsPermission(user: Grants | null | undefined, permission: string): boolean {
  if (!user) return false;
  if (user.master) return true;
  return (user.permissions_names ?? []).includes(permission);
}

/** Modules a tenant offers: the ones it enables, less the ones it hides. */
export function availableModules(enabled: readonly string[], hidden: readonly string[]): Module[] {
  const hiddenSet = new Set(hidden);
  return enabled.filter((m): m is Module => isModule(m) && !hiddenSet.has(m));
}
