import { QueryClient, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import type { SchedulerAction, Subscription } from 'rxjs';
import type { Clock } from '../../application/ports/clock.port';
import {
  MUTATION_RETRIES,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_STALE_TIME_MS,
  REFETCH_ON_WINDOW_FOCUS,
} from '../../domain/constants';

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
