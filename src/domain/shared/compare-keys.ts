/**
 * Orders machine text (ISO timestamps, ids) code unit by code unit, as a plain `<` does: the order
 * such text is written in. `localeCompare` would apply a language's collation, which this text
 * does not want, and its first call on a page loads the browser's ICU collation data, 25–50 ms of
 * main thread at 4× CPU in Chromium, ASCII text too (measured; issue 13). People's names keep `localeCompare`.
 */
export const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first by `createdAt`, an ISO timestamp: the order of every list of records shown by age. */
export const newestFirst = (a: { readonly createdAt: string }, b: { readonly createdAt: string }): number => compareKeys(b.createdAt, a.createdAt);

/**
 * Records newest first; among records of the same moment, the one later in `rows` (stored or sent
 * later) first. The sort is stable, so sorting the reversed list gives exactly that.
 */
export const latestFirst = <T extends { readonly createdAt: string }>(rows: Iterable<T>): T[] => [...rows].reverse().sort(newestFirst);
