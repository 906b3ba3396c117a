import { QueryClient } from '@tanstack/react-query';
import {
  MUTATION_RETRIES,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_STALE_TIME_MS,
  REFETCH_ON_WINDOW_FOCUS,
} from '../../domain/constants';

/** §9: the one query cache every page reads server data through. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRIES,
        refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
      },
      mutations: { retry: MUTATION_RETRIES },
    },
  });
}
