// Who sees what the federation holds about a person (LGPD art. 9: the holder's right to know who
// the data is shared with), derived from the registry's sync scopes, so the privacy page says what
// the server actually replicates and cannot drift from it: each scope of a resource becomes a pt-BR
// sentence, and a relation with a projection (`fields`) reaches only those fields.
import { isRelationScope, type AnyResource, type Scope } from '../../../domain/resources/define';
import { RESOURCES } from '../../../domain/resources/index';

/** pt-BR names of the spec's permissions that guard people's data (others are shown by name). */
const PERMISSION_NAMES: Readonly<Record<string, string>> = {
  users: 'quem cuida do cadastro de pessoas (permissão “users”)',
  meals: 'a equipe das refeições, nos aparelhos de portaria (permissão “meals”)',
  competitions: 'quem organiza as competições (permissão “competitions”)',
  referees: 'quem cuida da arbitragem (permissão “referees”)',
};

/** The first hop's collection says whose relation it is (a referee's appointments). */
const RELATION_NAMES: Readonly<Record<string, string>> = {
  refereeappointments: 'a equipe de arbitragem escalada para partidas das equipes em que a pessoa está inscrita',
  profiles: 'a própria pessoa (o seu histórico esportivo)',
  associationmanagers: 'os gestores da entidade da pessoa',
  guardians: 'o responsável legal, se a pessoa for sua dependente',
};

export interface Audience {
  who: string;
  /** Only these fields reach them (a projection); absent: every field. */
  fields?: readonly string[];
}

export function audienceOf(scope: Scope): Audience {
  if (isRelationScope(scope)) {
    const who = RELATION_NAMES[scope.via[0]?.collection ?? ''] ?? 'pessoas ligadas a ela por outros registros';
    return scope.fields ? { who, fields: scope.fields } : { who };
  }
  if (scope === 'public') return { who: 'qualquer pessoa, sem login (páginas públicas)' };
  if (scope === 'tenant') return { who: 'todos os usuários com login nesta federação' };
  if (scope === 'owner') return { who: 'a própria pessoa' };
  const permission = scope.slice('permission:'.length);
  return { who: PERMISSION_NAMES[permission] ?? `quem tem a permissão “${permission}”` };
}

/** Everyone a resource's rows reach; masters of the tenant see everything (spec §6). */
export function audiencesOf(resource: AnyResource): Audience[] {
  return [...resource.scope.map(audienceOf), { who: 'os administradores gerais (master) da federação' }];
}

/** How a row of `resource` names a person: its field holding the profile id or the user id. */
export interface PersonLink {
  resource: AnyResource;
  field: string;
  by: 'profile' | 'user';
}

/**
 * Every other kind of record that names a person (a reference to `profiles`, or a `user_id` /
 * owner field), from the registry: what the privacy page lists and counts.
 */
export function personLinks(resources: readonly AnyResource[] = RESOURCES): PersonLink[] {
  const links: PersonLink[] = [];
  for (const resource of resources) {
    if (resource.key === 'profiles') continue;
    // Some references to a profile are not declared (competitionmembers: a writer may not replicate
    // the profile), so a `profile_id` field counts too.
    const profileFields = new Set(Object.entries(resource.references ?? {}).filter(([, target]) => target === 'profiles').map(([field]) => field));
    if ('profile_id' in resource.schema.entries) profileFields.add('profile_id');
    for (const field of profileFields) links.push({ resource, field, by: 'profile' });
    const userField = resource.owner ?? ('user_id' in resource.schema.entries ? 'user_id' : undefined);
    if (userField) links.push({ resource, field: userField, by: 'user' });
  }
  return links;
}
