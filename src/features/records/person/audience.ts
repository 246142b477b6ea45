// Who sees what the federation holds about a person (LGPD art. 9: the holder's right to know who
// the data is shared with), derived from the registry's sync scopes, so the privacy page says what
// the server actually replicates and cannot drift from it: each scope of a resource becomes a pt-BR
// sentence, and a relation with a projection (`fields`) reaches only those fields.
import { isRelationScope, type AnyResource, type Scope } from '../../../domain/resources/define';
import { ABOUT, type About } from '../../../domain/privacy/about';

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
  registerexams: 'os examinadores dos exames de graduação em que a pessoa é candidata',
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
  // One line per audience: a relation declared once per viewer field (an exam's two examiners) reads
  // the same.
  const audiences = resource.access.scope.map(audienceOf).filter((a, i, all) => all.findIndex((b) => b.who === a.who) === i);
  return [...audiences, { who: 'os administradores gerais (master) da federação' }];
}

/** How a row of `resource` names a person: its field holding the profile id or the user id. */
export interface PersonLink {
  resource: AnyResource;
  field: string;
  by: 'profile' | 'user';
}

/**
 * Every other kind of record about a person, from the registry's `about` (the one definition the
 * export and the anonymisation read: src/domain/privacy/about.ts): what the privacy page lists and
 * counts. A request (`subject`) counts here when its subject is the profile itself; the server's
 * export also follows subjects one hop further (a request about one of their documents).
 */
export function personLinks(about: readonly About[] = ABOUT): PersonLink[] {
  const links: PersonLink[] = [];
  for (const a of about) {
    if (a.resource.key === 'profiles') continue;
    for (const field of a.profiles) links.push({ resource: a.resource, field, by: 'profile' });
    for (const field of a.users) links.push({ resource: a.resource, field, by: 'user' });
    if (a.subject) links.push({ resource: a.resource, field: a.subject.id, by: 'profile' });
  }
  return links;
}
