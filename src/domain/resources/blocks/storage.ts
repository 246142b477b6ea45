// The storage block: how the replica's local table holds a resource (Dexie indexes, the derived
// search field, the default order). Read by the data layer, the list plans and the build's
// `virtual:replica-indexes`.

/** Local table shape of a resource (`F`: its field names, checked against the schema). */
export interface Storage<F extends string = string> {
  /** Dexie secondary indexes (keep few: each one slows bulk writes). `x_search` is derived from `search`; `[a+b]` is compound. */
  indexes: readonly string[];
  /** Field stored again, lower-cased and accent-stripped, as `<field>_search` for prefix search. */
  search?: F;
  /** Default sort: an index (or `id` for creation order). */
  sort: string;
  /** The default sort runs highest first (meals: today's and upcoming before the past ones). */
  sortDescending?: boolean;
}
