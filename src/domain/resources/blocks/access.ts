// The access block: who replicates a row, who may write it and how. Read by the sync scope
// (server/sync, scope.ts), the generic mutators on both sides and the route guards.
import type { Module, Permission } from '../../access';

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

/** Who sees and writes a resource's rows (`F`: its field names, checked against the schema). */
export interface Access<F extends string = string> {
  scope: readonly Scope[];
  /** Permission needed to write any row (spec §6 names). */
  permission: Permission;
  module?: Module;
  /** Field holding the owning user's id; required when `scope` includes `owner`. */
  owner?: F;
  /** Owners may also write their own rows (and only keep them theirs). */
  ownerMayWrite?: boolean;
  /**
   * With `ownerMayWrite`: the only fields an owner who lacks `permission` may change on their own
   * row (contact details). Every other field must equal the stored row, or, on a new row, be empty;
   * an owner may not delete the row. Without it an owner may change every field.
   */
  ownerFields?: readonly F[];
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
   * before it, as an `identityFields` change does (card-revocation.ts), and a
   * write that leaves the row verified closes the row's own pending review (settled-requests.ts).
   */
  verification?: { flag: F; by: F; at: F };
  /**
   * Fields that say who the row's owner is (profiles: name, CPF, birth date, entity). A write that
   * changes one of them on a stored row revokes the owner's ID cards issued before it (a
   * `cardrevocations` row; src/domain/mutators/card-revocation.ts): a card vouches for an identity,
   * and that identity just changed. Needs `owner`.
   */
  identityFields?: readonly F[];
  /**
   * Who opens the list and show screens when it is not the writers: `'login'` = every signed-in
   * person (tutorials: the rows replicate to the whole tenant; create and edit still need `permission`).
   */
  readableBy?: 'login';
  /** Every screen of the resource also needs admin status (spec §6: "the courses list needs admin status"). */
  adminOnly?: boolean;
  /**
   * How rows are written. `generic` (default): `<key>.put` / `<key>.delete` mutators exist.
   * `named`: only named mutators (e.g. `meals.checkin`) write them, so nobody can forge a field the
   * flow computes. `server`: only the server writes them (signing keys, issued ID cards); no client
   * mutator exists at all.
   */
  writes?: 'generic' | 'named' | 'server';
}
