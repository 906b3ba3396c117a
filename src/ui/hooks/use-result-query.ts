import { useDeferredValue, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, type QueryFunction, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { Result } from '../../domain/result';

type Failure = { readonly message: string; readonly reason?: string };
type Load<T> = () => Promise<Result<T, Failure>>;

/** A read that failed, as the query cache holds it: the message, and the failure itself (its reason: `not-found`, …). */
export class ReadFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = 'ReadFailure';
  }
}

/** True when a read failed because the backend has nothing the caller may see (the not-found page). */
export const isNotFound = (error: unknown): boolean => error instanceof ReadFailure && error.failure.reason === 'not-found';

/**
 * One read as TanStack `queryOptions`: its key (from the area's key factory) and a loader that
 * answers with a Result; a failed Result becomes the query's error.
 */
export function resultQueryOptions<T, K extends QueryKey>(queryKey: K, load: Load<T>) {
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const result = await load();
      if (!result.ok) throw new ReadFailure(result.error);
      return result.value;
    },
  });
}

/** What a screen may tune about a read. */
export interface ReadSettings {
  readonly enabled?: boolean;
  /** A showcase rather than a task: a failure hides it instead of waiting for a retry. */
  readonly retry?: false;
  /** Keep showing the previous answer while the next one loads (paging, filtering). */
  readonly keepPreviousData?: boolean;
}

/**
 * Reads server data through the query cache: `useResultQuery(prosQueries.detail(pros, id))`.
 *
 * An answer renders in the background: the query cache tells React at once, which would render
 * everything the answer shows in one task that blocks the page (a dashboard's panels at once: over
 * 100 ms at 4× CPU). Deferred, React renders it in slices the browser can breathe between, showing
 * what it showed until that render is done (issue 13, TBT). A read the cache can already answer
 * renders at once.
 */
export function useResultQuery<T, K extends QueryKey>(options: ReturnType<typeof resultQueryOptions<T, K>>, settings: ReadSettings = {}) {
  const query: UseQueryOptions<T, Error, T, QueryKey> = { queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<T, QueryKey>, enabled: settings.enabled ?? true };
  if (settings.retry === false) query.retry = false;
  if (settings.keepPreviousData) query.placeholderData = keepPreviousData;
  return useDeferredValue(useHeldResult(useQuery(query)));
}

/**
 * The query's result, the same object for as long as what a screen shows of it stays the same.
 * TanStack Query gives a new object on every render; deferred as it comes, every render of the
 * screen for any cause would be followed by a second one in the background.
 */
function useHeldResult<T>(live: UseQueryResult<T, Error>): UseQueryResult<T, Error> {
  const [held, setHeld] = useState(live);
  const news = held.status !== live.status || held.fetchStatus !== live.fetchStatus || held.data !== live.data || held.error !== live.error || held.isPlaceholderData !== live.isPlaceholderData;
  // Kept from render to render as React's docs show for information from previous renders: React renders again at once.
  if (news) setHeld(live);
  return news ? live : held;
}
