// Whether two stored field values are the same: absent and null alike, objects and arrays by their
// JSON. One comparison for the rules that ask "did this write change that field" on rows as stored
// (card revocation, settled requests, meal-list copies).
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
