import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import { createQueryClient } from '../../src/ui/app/query-client';

const MINUTE = 60_000;
/** TanStack Query's own back-off before the first retry (not a §9 figure). */
const FIRST_RETRY_DELAY_MS = 1_000;

/**
 * The app's query client on virtual time, one per file (its timers go through TanStack Query's one
 * global timeout manager); TanStack Query dates data with Date.now, so Date follows the clock.
 */
const clock = new VirtualClock();
const client: QueryClient = createQueryClient(clock);
// What <QueryClientProvider> does: the client starts following window focus and the network.
beforeAll(() => client.mount());
afterAll(() => client.unmount());
beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now());
});
afterEach(() => {
  client.clear();
  vi.restoreAllMocks();
});

const key = ['pros', 'public'];

describe('the app query client', () => {
  it('R9.13 serves a read from the cache for 5 minutes (no call at 4:59.999) and reads again at 5:00', async () => {
    const read = vi.fn(async () => 'pros');
    await client.fetchQuery({ queryKey: key, queryFn: read });
    await clock.advanceBy(5 * MINUTE - 1);
    await client.fetchQuery({ queryKey: key, queryFn: read });
    expect(read).toHaveBeenCalledTimes(1);

    await clock.advanceBy(1);
    await client.fetchQuery({ queryKey: key, queryFn: read });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('R9.13 keeps data nobody shows for 10 minutes: still there at 9:59.999, gone at 10:00', async () => {
    await client.fetchQuery({ queryKey: key, queryFn: async () => 'pros' });
    await clock.advanceBy(10 * MINUTE - 1);
    expect(client.getQueryData(key)).toBe('pros');

    await clock.advanceBy(1);
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('R9.14 retries a failed read exactly once, then reports the error', async () => {
    const read = vi.fn(async () => {
      throw new Error('offline');
    });
    const observer = new QueryObserver(client, { queryKey: key, queryFn: read });
    const stop = observer.subscribe(() => undefined);
    await clock.advanceBy(0);
    expect(read).toHaveBeenCalledTimes(1);

    await clock.advanceBy(FIRST_RETRY_DELAY_MS);
    expect(read).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', error: new Error('offline') });

    await clock.advanceBy(MINUTE);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('R9.14 retries a failed change exactly once, then reports the error', async () => {
    const save = vi.fn(async () => {
      throw new Error('offline');
    });
    const observer = new MutationObserver(client, { mutationFn: save });
    const outcome = observer.mutate().then(
      () => 'saved',
      (error: Error) => error.message,
    );
    await clock.advanceBy(0);
    expect(save).toHaveBeenCalledTimes(1);

    await clock.advanceBy(FIRST_RETRY_DELAY_MS);
    expect(await outcome).toBe('offline');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('R9.14 does not read again when the window regains focus, even with stale data on screen', async () => {
    const read = vi.fn(async () => 'pros');
    const observer = new QueryObserver(client, { queryKey: key, queryFn: read });
    const stop = observer.subscribe(() => undefined);
    await clock.advanceBy(6 * MINUTE);
    expect(observer.getCurrentResult().isStale).toBe(true);

    window.dispatchEvent(new Event('visibilitychange'));
    await clock.advanceBy(0);
    expect(read).toHaveBeenCalledTimes(1);
    stop();
  });
});
