import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/ui/app/query-client';

describe('createQueryClient', () => {
  it('R9.13 keeps data fresh 5 minutes and in cache 10 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(10 * 60 * 1000);
  });

  it('R9.14 retries queries and mutations once each and does not refetch on window focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(1);
    expect(mutations?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });
});
