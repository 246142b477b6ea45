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
 * resource with a field naming a person (`user_id`, `profile_id`, …) must be covered, and every
 * resource whose rows can be about a person says what it holds (`holding`), both checked by
 * src/domain/privacy/holdings.test.ts. With only `holding`, the rows are about their `owner`.
 */
export interface PersonFields<F extends string = string> {
  users?: readonly F[];
  profiles?: readonly F[];
  subject?: { collection: F; id: F };
  /** What the federation holds in these rows, why and for how long, and what anonymisation does. */
  holding?: Holding<F>;
}

/** Legal bases of LGPD arts. 7 and 11 (their pt-BR wording: privacy/holdings.ts LEGAL_BASES). */
export type LegalBasis = 'contrato' | 'obrigacao_legal' | 'exercicio_direitos' | 'consentimento' | 'saude' | 'legitimo_interesse';

/**
 * What the anonymisation (LGPD art. 16 and 18, IV/VI) does to a row about the person:
 * - `keep`: sports history and audit that name the person only by id (kept as art. 16 allows);
 * - `scrub`: kept, with `fields` replaced (`'placeholder'` = "Pessoa anonimizada <id curto>", null = cleared);
 * - `delete`: removed (no purpose left once the person is gone: documents, health data, cards);
 * - `withdraw`: consents: every one withdrawn, the change logged in its history;
 * - `redact`: requests: status and history (the audit) kept, the proposed and previous values dropped;
 *   one still open is closed (refused: nothing is left to decide), whoever filed it.
 */
export type Erasure<F extends string = string> =
  | { action: 'keep' | 'delete' | 'withdraw' | 'redact' }
  | { action: 'scrub'; fields: Readonly<Partial<Record<F, null | 'placeholder'>>> };

/** Shown on /my/privacy and in the data export; `erasure` is what server/privacy/anonymise.ts does. */
export interface Holding<F extends string = string> {
  /** pt-BR, what this kind of row holds about the person. */
  what: string;
  basis: LegalBasis;
  /** pt-BR, how long it is kept. */
  retention: string;
  erasure: Erasure<F>;
}
