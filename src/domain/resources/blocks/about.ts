// The about block (LGPD): who a row is about. Read by src/domain/privacy/about.ts and through it by
// the person's data export and the anonymisation (server/privacy/rows-about.ts).

/**
 * Who a row is ABOUT (the LGPD data subject), which is not always who
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
export interface PersonFields<F extends string = string> {
  users?: readonly F[];
  profiles?: readonly F[];
  subject?: { collection: F; id: F };
}
