import { QueryClient, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import type { SchedulerAction, Subscription } from 'rxjs';
import type { Clock } from '../../application/ports/clock.port';

/** "Data query freshness: 5 minutes; kept 10 minutes" (§9) */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;

/** "Query and mutation retries: 1 each; no refetch on window focus" (§9) */
export const QUERY_RETRIES = 1;
export const MUTATION_RETRIES = 1;
export const REFETCH_ON_WINDOW_FOCUS = false;

/** TanStack Query's timers (retry back-off, garbage collection) on our Clock, so tests drive them. */
export function clockTimeoutProvider(clock: Clock): TimeoutProvider<number> {
  const timers = new Map<number, Subscription>();
  let nextId = 1;
  const start = (callback: () => void, delay: number, repeat: boolean): number => {
    const id = nextId++;
    timers.set(
      id,
      clock.scheduler.schedule(function (this: SchedulerAction<unknown>) {
        if (repeat) this.schedule(undefined, delay);
        else timers.delete(id);
        callback();
      }, delay),
    );
    return id;
  };
  const stop = (id: number | undefined) => {
    if (id === undefined) return;
    timers.get(id)?.unsubscribe();
    timers.delete(id);
  };
  return {
    setTimeout: (callback, delay) => start(callback, delay, false),
    clearTimeout: stop,
    setInterval: (callback, delay) => start(callback, delay, true),
    clearInterval: stop,
  };
}

/** §9: the one query cache every page reads server data through. */
export function createQueryClient(clock?: Clock): QueryClient {
  // The timeout manager is the library's one global; the app has one clock, so it is set once per app.
  if (clock) timeoutManager.setTimeoutProvider(clockTimeoutProvider(clock));
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
