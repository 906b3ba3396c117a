import { keepPreviousData, queryOptions, useQuery, type QueryFunction, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Result } from '../../domain/result';

type Load<T> = () => Promise<Result<T, { message: string }>>;

/**
 * One read as TanStack `queryOptions`: its key (from the area's key factory) and a loader that
 * answers with a Result; a failed Result becomes the query's error.
 */
export function resultQueryOptions<T, K extends QueryKey>(queryKey: K, load: Load<T>) {
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const result = await load();
      if (!result.ok) throw new Error(result.error.message);
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

/** Reads server data through the query cache: `useResultQuery(prosQueries.detail(pros, id))`. */
export function useResultQuery<T, K extends QueryKey>(options: ReturnType<typeof resultQueryOptions<T, K>>, settings: ReadSettings = {}) {
  const query: UseQueryOptions<T, Error, T, QueryKey> = { queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<T, QueryKey>, enabled: settings.enabled ?? true };
  if (settings.retry === false) query.retry = false;
  if (settings.keepPreviousData) query.placeholderData = keepPreviousData;
  return useQuery(query);
}
