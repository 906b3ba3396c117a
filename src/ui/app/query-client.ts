import { QueryClient, onlineManager, timeoutManager, type Query, type TimeoutProvider } from '@tanstack/react-query';
import type { SchedulerAction, Subscription } from 'rxjs';
import type { ConnectionStore } from '../../application/connection/connection.store';
import type { Clock } from '../../application/ports/clock.port';
import type { ConnectionStatus } from '../../domain/shared/connection';

/** "Data query freshness: 5 minutes; kept 10 minutes" (§9) */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;

/** "Query and mutation retries: 1 each; no refetch on window focus" (§9) */
export const QUERY_RETRIES = 1;
export const MUTATION_RETRIES = 1;
export const REFETCH_ON_WINDOW_FOCUS = false;

/** A query timer: its subscription on the clock, and the number TanStack Query may ask it for. */
interface ClockTimer {
  readonly subscription: Subscription;
  [Symbol.toPrimitive](): number;
}

/**
 * TanStack Query's timers (retry back-off, garbage collection) on our Clock, so tests drive them.
 * The library keeps one timeout provider for the whole page and warns when it is switched; a page
 * runs one app, but a test file builds an app, and a clock, per test. So the provider is one object
 * for the page, and each app points it at its clock. A timer carries its own subscription: clearing
 * one never needs a table, and never touches a timer of another clock.
 */
const clockTimers = (() => {
  let clock: Clock | null = null;
  let count = 0;
  const start = (callback: () => void, delay: number, repeat: boolean): ClockTimer => {
    if (!clock) throw new Error('Query timers need a clock: createQueryClient(clock) gives them one.');
    const id = ++count;
    const subscription = clock.scheduler.schedule(function (this: SchedulerAction<unknown>) {
      if (repeat) this.schedule(undefined, delay);
      callback();
    }, delay);
    return { subscription, [Symbol.toPrimitive]: () => id };
  };
  const stop = (timer: ClockTimer | undefined) => timer?.subscription.unsubscribe();
  const provider: TimeoutProvider<ClockTimer> = {
    setTimeout: (callback, delay) => start(callback, delay, false),
    clearTimeout: stop,
    setInterval: (callback, delay) => start(callback, delay, true),
    clearInterval: stop,
  };
  return {
    /** From now on the page's query timers run on `next`. */
    runOn(next: Clock): void {
      clock = next;
      timeoutManager.setTimeoutProvider(provider);
    },
  };
})();

/** §9: the one query cache every page reads server data through. */
export function createQueryClient(clock?: Clock): QueryClient {
  if (clock) clockTimers.runOn(clock);
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

/**
 * Issue 13: the query cache follows the app's connection. Offline, reads pause instead of failing
 * (TanStack's onlineManager, fed by the ConnectionStore rather than by window events, so a backend
 * inside the browser never pauses); while the backend is unreachable, the failed reads on screen are
 * tried again on each of the store's retries (every read on screen when none failed); once it is
 * reached again, every failed read is fetched afresh, so each page recovers by itself.
 */
export function followConnection(queryClient: QueryClient, connection: ConnectionStore): () => void {
  onlineManager.setEventListener((setOnline) => {
    const online = connection.status.subscribe((status) => setOnline(status !== 'offline'));
    return () => online.unsubscribe();
  });
  const failed = (query: Query) => query.state.status === 'error';
  const retries = connection.retries.subscribe(() => {
    const cache = queryClient.getQueryCache();
    const failing = cache.findAll({ type: 'active', predicate: failed }).length > 0;
    void queryClient.refetchQueries({ type: 'active', ...(failing ? { predicate: failed } : {}) }).catch(() => undefined);
  });
  let previous: ConnectionStatus | null = null;
  const recovery = connection.status.subscribe((status) => {
    if (status === 'connected' && previous !== null && previous !== 'connected') {
      void queryClient.invalidateQueries({ predicate: failed }).catch(() => undefined);
    }
    previous = status;
  });
  return () => {
    retries.unsubscribe();
    recovery.unsubscribe();
    onlineManager.setEventListener((setOnline) => {
      setOnline(true);
      return undefined;
    });
  };
}
