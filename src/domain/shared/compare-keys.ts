/**
 * Orders machine text (ISO timestamps, ids) code unit by code unit, as a plain `<` does: the order
 * such text is written in. `localeCompare` would apply a language's collation, which this text
 * does not want, and its first call on a page loads the browser's ICU collation data, 25–50 ms of
 * main thread at 4× CPU in Chromium, ASCII text too (measured; issue 13). Names are ordered by `compareNames`.
 */
export const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first by `createdAt`, an ISO timestamp: the order of every list of records shown by age. */
export const newestFirst = (a: { readonly createdAt: string }, b: { readonly createdAt: string }): number => compareKeys(b.createdAt, a.createdAt);

/**
 * Records newest first; among records of the same moment, the one later in `rows` (stored or sent
 * later) first. The sort is stable, so sorting the reversed list gives exactly that.
 */
export const latestFirst = <T extends { readonly createdAt: string }>(rows: Iterable<T>): T[] => [...rows].reverse().sort(newestFirst);

/** Latin letters that Unicode does not decompose into a base letter and a mark, as a reader files them. */
const UNDECOMPOSED: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const COMBINING_MARKS = /\p{M}/gu;
const BEYOND_ASCII = /[\u0080-\uffff]/g;

/** A name as a reader files it: letters without their accents, case ignored. */
const nameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(BEYOND_ASCII, (letter) => UNDECOMPOSED[letter] ?? letter);

/** Names by their keys, then as written: the order `compareNames` and `nameOrder` give. */
const byKeyThenWritten = (keyA: string, a: string, keyB: string, b: string): number => compareKeys(keyA, keyB) || compareKeys(a, b);

/**
 * Orders people's names as a reader expects in a list: case and accents ignored ("Émile" with
 * "Emile", "anna" before "Bob"), spaces and hyphens before letters ("Anna Lee", "Anna-Lee",
 * "Annabel"); names alike in that sense are then ordered as written, so the order is total.
 * Built on `compareKeys` rather than `localeCompare`, whose collation data costs 50–65 ms of main
 * thread at 4× CPU on its first use (measured in Chromium; issue 13): the pros' listing is sorted
 * on `/`, `/pros` and `/dashboard` as they start. To sort a list, `nameOrder`.
 */
export const compareNames = (a: string, b: string): number => byKeyThenWritten(nameKey(a), a, nameKey(b), b);

/**
 * `compareNames` for sorting `items` by `nameOf`: each item's key is worked out once, before the
 * sort, not twice per comparison.
 */
export function nameOrder<T>(items: Iterable<T>, nameOf: (item: T) => string): (a: T, b: T) => number {
  const keys = new Map<T, string>();
  for (const item of items) keys.set(item, nameKey(nameOf(item)));
  const keyOf = (item: T) => keys.get(item) ?? nameKey(nameOf(item));
  return (a, b) => byKeyThenWritten(keyOf(a), nameOf(a), keyOf(b), nameOf(b));
}
