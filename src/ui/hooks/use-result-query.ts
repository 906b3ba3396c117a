import { useDeferredValue, useState } from 'react';
import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery, type QueryFunction, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
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
export function useResultQuery<T, K extends QueryKey>(options: ResultQueryOptions<T, K>, settings: ReadSettings = {}) {
  const query: UseQueryOptions<T, Error, T, QueryKey> = { ...readOptions(options, settings), enabled: settings.enabled ?? true };
  if (settings.keepPreviousData) query.placeholderData = keepPreviousData;
  return useDeferredValue(useHeldResult(useQuery(query)));
}

/**
 * Starts a read as this component renders, for a screen that shows it later: a page asks for its
 * panels' reads as soon as it knows who is looking, so the panels find their data there when they
 * render, in one render, instead of rendering a loading state first and then asking (issue 13,
 * LCP). Does nothing when the cache holds the read or has it under way; `settings` are the ones the
 * screen's `useResultQuery` gives it.
 */
export function usePrefetchResult<T, K extends QueryKey>(options: ResultQueryOptions<T, K>, settings: Pick<ReadSettings, 'retry'> = {}) {
  usePrefetchQuery(readOptions(options, settings));
}

type ResultQueryOptions<T, K extends QueryKey> = ReturnType<typeof resultQueryOptions<T, K>>;

/** What the query cache needs to run a read, whichever hook asks for it. */
function readOptions<T, K extends QueryKey>(options: ResultQueryOptions<T, K>, settings: Pick<ReadSettings, 'retry'>) {
  return { queryKey: options.queryKey as QueryKey, queryFn: options.queryFn as QueryFunction<T, QueryKey>, ...(settings.retry === false ? { retry: false as const } : {}) };
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
