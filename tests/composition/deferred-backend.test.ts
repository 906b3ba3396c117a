import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../src/adapters/memory/memory-backend';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import type { AuthChangeEvent } from '../../src/application/ports/auth.port';
import type { Session } from '../../src/domain/auth/session';
import type { BackendAdapters } from '../../src/composition/create-container';
import { deferredBackend, type DeferredBackendOptions } from '../../src/composition/deferred-backend';

/** A backend whose loading the test finishes by hand, counting how often it was asked to load. */
function loadingBackend(options: DeferredBackendOptions = {}) {
  const clock = new VirtualClock();
  const memory = createMemoryBackend(clock);
  let finish!: (backend: BackendAdapters) => void;
  const loading = new Promise<BackendAdapters>((resolve) => (finish = resolve));
  let loads = 0;
  const { adapters: deferred, start } = deferredBackend(() => {
    loads += 1;
    return loading;
  }, options);
  return { memory, clock, deferred, start, loads: () => loads, finish: () => finish(memory) };
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

describe('the backend loads when the app first needs it (issue 13: JavaScript of `/`)', () => {
  it('nothing loads until a port is called; the first call loads it once, for every port', async () => {
    const { deferred, loads, finish } = loadingBackend();
    expect(loads()).toBe(0);
    const pros = deferred.marketplace!.pros.findPublic('no-such-pro');
    const stories = deferred.content!.stories.listPublished();
    expect(loads()).toBe(1);
    finish();
    await Promise.all([pros, stories]);
    expect(loads()).toBe(1);
  });

  it('with no stored session, an auth listener hears "signed out" at once and the backend stays unloaded', () => {
    const { deferred, loads } = loadingBackend({ knownSignedOut: () => true });
    const heard: [AuthChangeEvent, Session | null][] = [];
    deferred.auth.onAuthStateChange((event, session) => heard.push([event, session]));
    expect(heard).toEqual([['INITIAL_SESSION', null]]);
    expect(loads()).toBe(0);
  });

  it('…and hears the backend’s own events once something loads it (a sign-in, say)', async () => {
    const { memory, deferred, clock, finish } = loadingBackend({ knownSignedOut: () => true });
    memory.auth.seedUser({ email: 'sam@example.com', password: 'correct-horse-battery', metadata: {} });
    const heard: [AuthChangeEvent, string | null][] = [];
    deferred.auth.onAuthStateChange((event, session) => heard.push([event, session?.user.email ?? null]));
    const signedIn = deferred.auth.signInWithPassword({ email: 'sam@example.com', password: 'correct-horse-battery' });
    finish();
    expect((await signedIn).ok).toBe(true);
    await clock.advanceBy(0);
    expect(heard[0]).toEqual(['INITIAL_SESSION', null]);
    expect(heard).toContainEqual(['SIGNED_IN', 'sam@example.com']);
  });

  it('with a stored session, the first auth listener loads the backend to learn it', () => {
    const { deferred, loads } = loadingBackend({ knownSignedOut: () => false });
    const heard: AuthChangeEvent[] = [];
    deferred.auth.onAuthStateChange((event) => heard.push(event));
    expect(loads()).toBe(1);
    expect(heard).toEqual([]);
  });

  it('start() loads it ahead of need (another tab signed in), once', async () => {
    const { start, loads, finish, memory } = loadingBackend({ knownSignedOut: () => true });
    const first = start();
    const second = start();
    finish();
    expect(await first).toBe(memory);
    expect(await second).toBe(memory);
    expect(loads()).toBe(1);
  });
});
