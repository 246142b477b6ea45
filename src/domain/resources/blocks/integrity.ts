// The integrity block: what a write must agree with beyond its own schema (references, agreements
// with the referenced row, memberships, uniqueness, fields only named flows write, sealed rows).
// Checked by the mutators on the device and on the server alike.

/** See Integrity.sealed below. */
export interface Sealed {
  when: { field: string; values: readonly string[] };
  fields: readonly string[];
  message: string;
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

/** A resource's cross-row rules (`F`: its field names, checked against the schema). */
export interface Integrity<F extends string = string> {
  /** Fields pointing at another resource's id (arrays of ids for `references`). */
  references?: Readonly<Partial<Record<F, string>>>;
  /** Fields that must agree with the row a reference points at (checked on write, both sides). */
  agreements?: readonly (Agreement & { field: F; reference: F })[];
  /** Ids that must name a member of another collection (a duel's teams: participants of its competition). */
  memberships?: readonly (Membership & { field: F })[];
  /** Fields whose value no two live rows of a tenant share (a unique index in the database, 008_*.sql). */
  unique?: readonly F[];
  /**
   * Combinations no two live rows share, looked up by the declared compound index `index`, among
   * rows whose `when.field` is one of `when.values` (an athlete plays for one team per competition;
   * a coach may serve two). Checked by the mutators on both sides; the database guarantee is a
   * partial unique index (009_competition_unique.sql).
   */
  uniqueTogether?: readonly (UniqueTogether & { under: F })[];
  /**
   * Fields only named mutators write (a duel's result: `duels.result`). A generic put keeps their
   * stored values whatever its args say (a new row starts without them), so editing a match's date
   * never erases its result and nobody forges a result through `duels.put`.
   */
  flowFields?: readonly F[];
  /**
   * A row that has become a record others rely on (a duel whose súmula is confirmed: its public
   * digest vouches for it) is sealed while its stored `when.field` is one of `when.values`: a generic
   * put may not change `fields` and a generic delete is refused, with `message` (pt-BR). Named
   * mutators keep their own rules. Checked on the device and the server alike (mutators/sealed.ts).
   */
  sealed?: Sealed & { when: { field: F }; fields: readonly F[] };
}
