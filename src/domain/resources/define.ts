// What a kind of record declares, once: its wire schema and everything the local table, the sync
// scope, the server's checks and the generic screens need. `src/domain/resources/<key>.ts` files call
// `defineResource`; `index.ts` is the registry.
import type * as v from 'valibot';
import type { Module, Permission } from '../access';

/**
 * Who replicates a row. A resource lists one or more scopes and a row goes to a user when ANY of
 * them grants it (a union), e.g. profiles: `['owner', 'permission:users']` = "your own profile, or
 * every profile when you hold `users`".
 * - `public`: every session of the tenant (also served to public pages);
 * - `tenant`: every signed-in user of the tenant;
 * - `owner`: rows whose `owner` field holds the user's id;
 * - `permission:<name>`: every row, for users holding that permission (masters hold them all);
 * - `{ via: [...] }`: the rows reachable from the viewer along references (RelationScope below).
 */
export type Scope = 'public' | 'tenant' | 'owner' | `permission:${Permission}` | RelationScope;

/**
 * `{ via: [...] }`: the rows reachable from the viewer along a path of references, evaluated by the
 * server when it builds a pull (server/sync/relation-scope.ts). The first hop picks rows of a
 * collection by a field holding the viewer's id (a referee's appointments: `user_id`); each next hop
 * picks the rows of its collection whose fields match the previous hop's rows (`match`: this hop's
 * field → one or more fields of the previous rows, all pairs holding for the same previous row);
 * the last hop's collection is the resource's own. `excluding` drops rows in a state that does not
 * count (a declined appointment). Examples (src/domain/resources/relations.ts): viewer →
 * refereeappointments → duels → competitionteams → competitionmembers; later viewer → managers →
 * associations → their rows.
 */
export interface RelationScope {
  via: readonly RelationHop[];
  /**
   * Projection (LGPD data minimisation): the only fields of the resource a viewer receives when a row
   * reaches them through this relation alone (a referee needs an athlete's name and photo, not their
   * CPF, phone or birth date). A viewer who also reaches the row whole (a permission, ownership, or
   * a relation without `fields`) gets every field. Absent: the whole row. Applied by the server's
   * pull (server/sync/pull.ts); the projection is part of the scope's digest, so gaining or losing
   * the whole row resets and backfills the collection like a permission change.
   */
  fields?: readonly string[];
  /**
   * Write side only (`writableVia`; the pull ignores it): conditions a relation writer's row must
   * meet, on the stored row and on the written one (so a delete is bound too), besides being
   * reachable. The federation's own writers (holders of `permission`) are not bound. A write
   * reachable along several relations is allowed by any one whose bounds all hold. Checked by
   * src/domain/mutators/relation-write-fields.ts on the device and on the server; the message is
   * the refusal (pt-BR). A manager enters their team in a competition only as `pendente` and only
   * while the competition takes entries; they roster only their entity's people.
   */
  bounds?: readonly WriteBound[];
}

/**
 * One condition on a relation writer's row (RelationScope.bounds). `field` is the row's own field,
 * or `ref.field`: a field of the row that `ref` references (`competition_id.status`; `ref` must be
 * in the resource's `references`). Empty counts as `null`.
 * - `oneOf`: the field holds one of these values (an entry's status: only `pendente`);
 * - `reachedVia`: the row of `collection` that `field` names is reachable from the writer along this
 *   relation (a roster's person must be one of the entity's people; `profile_id` is not a checked
 *   reference, hence the collection is named).
 */
export type WriteBound =
  | { field: string; oneOf: readonly string[]; message: string }
  | { field: string; collection: string; reachedVia: RelationScope; message: string };

export interface RelationHop {
  collection: string;
  /** First hop only: the field holding the viewer's user id. */
  viewer?: string;
  /** Next hops: this row's field → the previous row's field(s) (`id` is the row id). */
  match?: Readonly<Record<string, string | readonly string[]>>;
  excluding?: { field: string; values: readonly string[] };
}

export const isRelationScope = (scope: Scope): scope is RelationScope => typeof scope === 'object';

export type FieldKind =
  | 'text' | 'email' | 'phone' | 'url' | 'number' | 'boolean' | 'date' | 'select' | 'reference' | 'references'
  // Masked text: the input shows the Brazilian format while typing, the wire keeps the canonical value.
  | 'cpf' | 'cnpj' | 'cep' | 'time'
  // An ordered list of keys of a closed list (`options` labels them), each at most once: a
  // regulation's tie-break criteria, first to last.
  | 'ordered_choices'
  // A list of whole numbers typed in one box, separated by commas (points per placing: "25, 18, 15").
  | 'number_list'
  // A file held by the record (`files/<sha256>`, schema-kit fileRef): 'image' a photo picker with
  // crop to the ID card's aspect, 'file' a document picker (PDF or image).
  | 'image' | 'file';

// Any valibot object schema: the wire shape (ISO strings, ids as uuid strings, no transforms).
export type WireSchema = v.GenericSchema<unknown, Record<string, unknown>> & {
  readonly type: 'object';
  readonly entries: v.ObjectEntries;
};

export type FieldKey<S extends WireSchema> = keyof v.InferOutput<S> & string;

export interface FieldDef<K extends string = string> {
  key: K;
  /** pt-BR label, as the form and the list header show it. */
  label: string;
  help?: string;
  /** Only when the schema cannot tell (e.g. a phone is a string of digits). */
  kind?: FieldKind;
  /** pt-BR labels of a picklist's values, in display order. */
  options?: Readonly<Record<string, string>>;
  /**
   * The form shows this field only while `field` holds one of `values` (a punishment's matches only
   * for a suspension by matches); hidden, an optional field is saved empty.
   */
  shownWhen?: { field: string; values: readonly string[] };
  /** An 'image' field's width over height, for its crop and previews: the ID photo's 3:4 unless given (1 for a shield). */
  aspect?: number;
}

/** See `sealed` below. */
export interface Sealed {
  when: { field: string; values: readonly string[] };
  fields: readonly string[];
  message: string;
}

/** What every resource declares, with field names as plain strings (what generic code reads). */
export interface AnyResource {
  /** Plural, the same in Dexie, sync and SQL. */
  key: string;
  schema: WireSchema;
  labels: { singular: string; plural: string; gender: 'm' | 'f' };
  /** Base of the spec's routes (list at `route`, `route/create`, `route/edit/{id}`); null when only nested screens exist. */
  route: string | null;
  scope: readonly Scope[];
  /** Field holding the owning user's id; required when `scope` includes `owner`. */
  owner?: string;
  /** Permission needed to write any row (spec §6 names). */
  permission: Permission;
  /**
   * Who a row is ABOUT (the LGPD data subject; issue 19 items 3 and 6), which is not always who
   * filed it: a request a manager opens about one of their people is about that person. ONE
   * definition, read by src/domain/privacy/about.ts and through it by the person's data export and
   * the anonymisation (server/privacy/rows-about.ts), so both reach the same rows, whoever filed them:
   * - `users`: fields holding the person's login id;
   * - `profiles`: fields holding the id of one of the person's profiles (sports history names the
   *   profile; a document names both);
   * - `subject`: the row is about another row, named by a collection field and an id field (a
   *   request: `subject_collection`/`subject_id`), and so about whoever THAT row is about (one hop,
   *   by its own `about`); when the named collection is about no person (an entity), the row is
   *   about its `owner`, the person who filed it.
   * Absent: the `owner` field, when there is one (a row is about the person it belongs to). A
   * resource with a field naming a person (`user_id`, `profile_id`, …) must be covered
   * (src/domain/privacy/holdings.test.ts), and has an entry in holdings.ts (what, why, erasure).
   */
  about?: PersonFields;
  /**
   * Who opens the list and show screens when it is not the writers: `'login'` = every signed-in
   * person (tutorials: the rows replicate to the whole tenant; create and edit still need `permission`).
   */
  readableBy?: 'login';
  /** Every screen of the resource also needs admin status (spec §6: "the courses list needs admin status"). */
  adminOnly?: boolean;
  /** Owners may also write their own rows (and only keep them theirs). */
  ownerMayWrite?: boolean;
  /**
   * With `ownerMayWrite`: the only fields an owner who lacks `permission` may change on their own
   * row (contact details). Every other field must equal the stored row, or, on a new row, be empty;
   * an owner may not delete the row. Without it an owner may change every field.
   */
  ownerFields?: readonly string[];
  /** With `ownerMayWrite`: false = an owner may not delete their row (an expired document stays on record). */
  ownerMayDelete?: boolean;
  /**
   * Besides `permission`: a row whose `field` is set (before and after the write) may also be written
   * by holders of `permission` here (a person's document sent through a team: `teamdocuments`).
   */
  contextWriters?: readonly { field: string; permission: Permission }[];
  /**
   * Relation writers: a user who lacks `permission` may also create, change or delete a row that,
   * BEFORE and AFTER the write, is reachable from them along one of these relations (a new row is
   * judged by its proposed values: its last hop's `match` fields must hold a value the previous hops
   * reach). An entity's manager writes its people (viewer → associationmanagers → associations →
   * profiles); a guardian their dependant's. Evaluated by src/domain/resources/relation-reach.ts in
   * the generic put/delete: on the device over the local replica, on the server in the push's
   * transaction (authoritative). Usually the same relations the resource replicates along (`scope`).
   * Owner-only restrictions (`ownerFields`) do not apply to such a writer; the verification stamp
   * does (a relation writer's change outside `ownerFields` leaves the row unverified). Such a writer
   * never decides whose the row is (src/domain/mutators/relation-owner.ts): a stored row keeps its
   * `owner`; a new row's owner is pinned (this relation's last hop matches it, or a `membership` ties
   * it to the member's) or a fresh id naming no login and no other row.
   */
  writableVia?: readonly RelationScope[];
  /**
   * Fields the server stamps (never taken from the args): written by a holder of `permission`, the
   * row becomes verified (`flag` true, `by` the writer's id, `at` the time); written by anyone else,
   * the stored values are kept (a new row starts unverified). A write that takes the verification
   * away (a relation writer's change outside `ownerFields`) revokes the owner's ID cards issued
   * before it, as an `identityFields` change does (card-revocation.ts; issue 19 item 5), and a
   * write that leaves the row verified closes the row's own pending review (settled-requests.ts).
   */
  verification?: { flag: string; by: string; at: string };
  /**
   * Fields that say who the row's owner is (profiles: name, CPF, birth date, entity). A write that
   * changes one of them on a stored row revokes the owner's ID cards issued before it (a
   * `cardrevocations` row; src/domain/mutators/card-revocation.ts): a card vouches for an identity,
   * and that identity just changed (issue 12 part 3). Needs `owner`.
   */
  identityFields?: readonly string[];
  /** Fields whose value no two live rows of a tenant share (a unique index in the database, 008_*.sql). */
  unique?: readonly string[];
  /** Fields that must agree with the row a reference points at (checked on write, both sides). */
  agreements?: readonly Agreement[];
  /**
   * Combinations no two live rows share, looked up by the declared compound index `index`, among
   * rows whose `when.field` is one of `when.values` (an athlete plays for one team per competition;
   * a coach may serve two). Checked by the mutators on both sides; the database guarantee is a
   * partial unique index (009_competition_unique.sql).
   */
  uniqueTogether?: readonly UniqueTogether[];
  /** Ids that must name a member of another collection (a duel's teams: participants of its competition). */
  memberships?: readonly Membership[];
  /**
   * Fields only named mutators write (a duel's result: `duels.result`). A generic put keeps their
   * stored values whatever its args say (a new row starts without them), so editing a match's date
   * never erases its result and nobody forges a result through `duels.put`.
   */
  flowFields?: readonly string[];
  /**
   * A row that has become a record others rely on (a duel whose súmula is confirmed: its public
   * digest vouches for it) is sealed while its stored `when.field` is one of `when.values`: a generic
   * put may not change `fields` and a generic delete is refused, with `message` (pt-BR). Named
   * mutators keep their own rules. Checked on the device and the server alike (mutators/sealed.ts).
   */
  sealed?: Sealed;
  /**
   * How rows are written (Writes). `generic` (default): `<key>.put` / `<key>.delete` mutators exist.
   * `named`: only named mutators (e.g. `meals.checkin`) write them, so nobody can forge a field the
   * flow computes. `server`: only the server writes them (signing keys, issued ID cards); no client
   * mutator exists at all.
   */
  writes?: Writes;
  module?: Module;
  /** Dexie secondary indexes (keep few: each one slows bulk writes). `x_search` is derived from `search`; `[a+b]` is compound. */
  indexes: readonly string[];
  /** Field stored again, lower-cased and accent-stripped, as `<field>_search` for prefix search. */
  search?: string;
  /** Fields pointing at another resource's id (arrays of ids for `references`). */
  references?: Readonly<Partial<Record<string, string>>>;
  /** Field naming a row (select options, page titles, breadcrumbs). */
  title: string;
  /** Default sort: an index (or `id` for creation order). */
  sort: string;
  /** The default sort runs highest first (meals: today's and upcoming before the past ones). */
  sortDescending?: boolean;
  columns: readonly string[];
  fields: readonly FieldDef[];
}

/**
 * `field` must agree with `targetField` of the row that `reference` points at:
 * - `match: 'prefix'` (default): start with it, e.g. a city's IBGE code starts with its state's
 *   (`{ field: 'ibge', reference: 'state_id', targetField: 'ibge' }`);
 * - `match: 'equal'`: hold the same value, e.g. a duel's group is of the duel's phase
 *   (`{ field: 'phase_id', reference: 'group_id', targetField: 'phase_id', match: 'equal' }`).
 * With `through`, the comparison is one hop further: the row that the target's `through` reference
 * points at (a participant's group → its phase → `competition_id`). Empty values are not compared
 * (an optional reference left blank). Equal agreements without `through` are also checked from the
 * other side: a target row whose `targetField` changes may not leave its referrers disagreeing.
 */
export interface Agreement {
  field: string;
  reference: string;
  through?: string;
  targetField: string;
  match?: 'prefix' | 'equal';
  /** Field the refusal is shown under (default `field`). */
  under?: string;
  /** pt-BR refusal. */
  message: string;
}

export interface UniqueTogether {
  /** A declared compound index, e.g. `[competition_id+profile_id]`. */
  index: string;
  when?: { field: string; values: readonly string[] };
  /** Field the refusal is shown under. */
  under: string;
  /** pt-BR refusal. */
  message: string;
}

/**
 * The id in `field` must name a member: a live row of `in` whose fields equal this row's, per
 * `match` (member field → this row's field), e.g. a duel's home team is a participant of the duel's
 * competition: `{ field: 'home_team_id', in: 'competitionteams', match: { competition_id:
 * 'competition_id', team_id: 'home_team_id' } }`. The member is looked up by the compound index of
 * `match`'s keys (declared on `in`), or by its id when `match` names the member's `id` (a document's
 * profile is a profile of the document's user: `{ id: 'profile_id', user_id: 'user_id' }`).
 * `excluding` discards members in a state that does not count (a pending or refused entry). An empty
 * `field` is not checked.
 */
export interface Membership {
  field: string;
  in: string;
  match: Readonly<Record<string, string>>;
  excluding?: { field: string; values: readonly string[] };
  /** pt-BR refusal, shown under `field`. */
  message: string;
}

/** The fields that say who a row is about (AnyResource.about). */
export interface PersonFields {
  users?: readonly string[];
  profiles?: readonly string[];
  subject?: { collection: string; id: string };
}

/** The same, checked against one schema: every field name must exist in it. */
export interface ResourceDef<K extends string, S extends WireSchema> extends AnyResource {
  key: K;
  schema: S;
  owner?: FieldKey<S>;
  search?: FieldKey<S>;
  references?: Partial<Record<FieldKey<S>, string>>;
  ownerFields?: readonly FieldKey<S>[];
  verification?: { flag: FieldKey<S>; by: FieldKey<S>; at: FieldKey<S> };
  unique?: readonly FieldKey<S>[];
  about?: { users?: readonly FieldKey<S>[]; profiles?: readonly FieldKey<S>[]; subject?: { collection: FieldKey<S>; id: FieldKey<S> } };
  identityFields?: readonly FieldKey<S>[];
  agreements?: readonly (Agreement & { field: FieldKey<S>; reference: FieldKey<S> })[];
  memberships?: readonly (Membership & { field: FieldKey<S> })[];
  uniqueTogether?: readonly (UniqueTogether & { under: FieldKey<S> })[];
  flowFields?: readonly FieldKey<S>[];
  sealed?: Sealed & { when: { field: FieldKey<S> }; fields: readonly FieldKey<S>[] };
  title: FieldKey<S>;
  columns: readonly FieldKey<S>[];
  fields: readonly FieldDef<FieldKey<S>>[];
}

/** How a resource's rows are written (AnyResource.writes). */
export type Writes = 'generic' | 'named' | 'server';

/**
 * Identity with inference: keeps the literal key, the schema type and how rows are written (`W`,
 * `generic` when not declared) for typed hooks and the mutator type map (mutators/mutator-map.ts).
 */
export function defineResource<const K extends string, S extends WireSchema, const W extends Writes = 'generic'>(
  def: ResourceDef<K, S> & { writes?: W },
): ResourceDef<K, S> & { writes?: W } {
  return def;
}

export type RecordOf<R extends AnyResource> = v.InferOutput<R['schema']>;
