import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { Result } from '../../domain/result';

/** Reads server data through the query cache; a failed Result becomes the query's error. */
export function useResultQuery<T>(key: QueryKey, load: () => Promise<Result<T, { message: string }>>, enabled = true) {
  return useQuery({
    queryKey: key,
    enabled,
    queryFn: async () => {
      const result = await load();
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    },
  });
}
