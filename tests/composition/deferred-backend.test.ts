import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../src/adapters/memory/memory-backend';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import type { AuthChangeEvent } from '../../src/application/ports/auth.port';
import type { BackendAdapters } from '../../src/composition/create-container';
import { deferredBackend } from '../../src/composition/deferred-backend';

/** A backend whose loading the test finishes by hand. */
function loadingBackend() {
  const clock = new VirtualClock();
  const memory = createMemoryBackend(clock);
  let finish!: (backend: BackendAdapters) => void;
  const loading = new Promise<BackendAdapters>((resolve) => (finish = resolve));
  return { memory, clock, deferred: deferredBackend(loading), finish: () => finish(memory) };
}

describe('the backend while it loads (issue 13: the app renders before the backend is there)', () => {
  it('a port called before the backend has loaded answers with the loaded adapter’s own result', async () => {
    const { memory, deferred, finish } = loadingBackend();
    memory.auth.seedUser({ email: 'sam@example.com', password: 'correct-horse-battery', metadata: {} });
    const answer = deferred.auth.signInWithPassword({ email: 'sam@example.com', password: 'correct-horse-battery' });
    const pros = deferred.marketplace!.pros.findPublic('no-such-pro');
    finish();
    expect((await answer).ok).toBe(true);
    expect(await pros).toEqual(await memory.marketplace.pros.findPublic('no-such-pro'));
  });

  it('an auth listener added before the backend has loaded hears its events; one removed before does not', async () => {
    const { deferred, clock, finish } = loadingBackend();
    const heard: AuthChangeEvent[] = [];
    const dropped: AuthChangeEvent[] = [];
    deferred.auth.onAuthStateChange((event) => heard.push(event));
    const stop = deferred.auth.onAuthStateChange((event) => dropped.push(event));
    stop();
    finish();
    await clock.advanceBy(0);
    expect(heard).toContain('INITIAL_SESSION');
    expect(dropped).toEqual([]);
  });

  it('is not mistaken for a promise, and reads no fault settings before the backend has loaded', () => {
    const { deferred } = loadingBackend();
    expect((deferred.profiles as unknown as { then?: unknown }).then).toBeUndefined();
    expect(deferred.faults?.read()).toBeNull();
  });
});
