import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import { createQueryClient } from '../../src/ui/app/query-client';

const MINUTE = 60_000;
const key = ['pros', 'public'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('query timers on the app’s clock', () => {
  it('R9.13 a second app takes the page’s query timers to its own clock without the library warning, and the first app’s timers stay on the first clock', async () => {
    const errors = vi.spyOn(console, 'error');
    const first = new VirtualClock();
    const firstClient = createQueryClient(first);
    await firstClient.fetchQuery({ queryKey: key, queryFn: async () => 'first' });

    const second = new VirtualClock();
    const secondClient = createQueryClient(second);
    await secondClient.fetchQuery({ queryKey: key, queryFn: async () => 'second' });

    // Each cache lets unseen data go after 10 minutes of its own app's clock.
    await second.advanceBy(10 * MINUTE);
    expect(secondClient.getQueryData(key)).toBeUndefined();
    expect(firstClient.getQueryData(key)).toBe('first');
    await first.advanceBy(10 * MINUTE - 1);
    expect(firstClient.getQueryData(key)).toBe('first');
    await first.advanceBy(1);
    expect(firstClient.getQueryData(key)).toBeUndefined();

    // The library's own warning (files of this project share a worker: another file's late report is not this test's).
    expect(errors.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('[timeoutManager]'))).toEqual([]);
  });
});
