import { useSearchParams } from 'react-router-dom';

export type UrlQueryChanges = Partial<Record<string, string>>;

/**
 * A list page's query (search, filters, page) kept in the URL, so Back and a shared link show the
 * same list. `update` sets keys, drops those changed to '' and, unless it sets the page, goes
 * back to the first page (a new search or filter starts over). It reads the URL as it is when the
 * change lands: a debounced search may land after a filter change.
 */
export function useUrlQuery(): [URLSearchParams, (changes: UrlQueryChanges) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: UrlQueryChanges) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return [params, update];
}

/** The page number a URL asks for: a whole number from 1, else 1. */
export const pageParam = (params: URLSearchParams): number => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
