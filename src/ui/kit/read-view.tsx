import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Spinner, type SpinnerSize } from './spinner';

/**
 * A read as a screen shows it: a spinner saying `loading` while it loads; "We couldn't load
 * `what`" with "Try again" when it failed; else `children` with its data.
 */
export function ReadView<T>({ read, loading, what, spinner, children }: { read: UseQueryResult<T, Error>; loading: string; what: string; spinner?: SpinnerSize; children: (data: T) => ReactNode }) {
  if (read.isPending) return <Spinner size={spinner} label={loading} />;
  if (read.isError) return <LoadError what={what} error={read.error} onRetry={() => void read.refetch()} />;
  return children(read.data);
}
