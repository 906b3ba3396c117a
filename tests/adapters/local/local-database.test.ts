import { afterEach, describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../../src/adapters/local/local-backend';
import {
  LocalStorageError,
  openLocalDatabase,
  STORAGE_QUOTA_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
  toLocalStorageError,
} from '../../../src/adapters/local/local-database';
import { WebLocksTabLock } from '../../../src/adapters/local/tab-sync';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/in-memory-key-value-store.fake';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { aLocalBrowser, InMemoryLockManager, InMemoryTabHub, signUpConfirmed, type LocalBrowser } from './support/local-world';

let browser: LocalBrowser;
afterEach(() => browser?.closeAll());

/** An IDBFactory whose open request fails the way a browser in private mode answers. */
const refusingFactory = (name: string): IDBFactory =>
  ({
    open() {
      const request = { error: new DOMException('A mutation operation was attempted on a database that did not allow mutations.', name) } as unknown as IDBOpenDBRequest;
      queueMicrotask(() => request.onerror?.(new Event('error')));
      return request;
    },
  }) as unknown as IDBFactory;

describe('the IndexedDB database of the embedded backend', () => {
  it('R3.6 without IndexedDB the backend does not start and says why, in words a user understands', async () => {
    const start = createLocalBackend({
      clock: new VirtualClock(),
      indexedDB: undefined,
      localStorage: new InMemoryKeyValueStore(),
      productSlug: 'clipcoach',
      channel: new InMemoryTabHub().channel(),
      lock: new WebLocksTabLock(new InMemoryLockManager()),
    });
    await expect(start).rejects.toBeInstanceOf(LocalStorageError);
    await expect(start).rejects.toThrow("ClipCoach can't store data in this browser");
  });

  it.each(['InvalidStateError', 'SecurityError', 'UnknownError'])('R3.6 an open refused with %s is reported as storage unavailable', async (name) => {
    await expect(openLocalDatabase(refusingFactory(name))).rejects.toMatchObject({ reason: 'unavailable', message: STORAGE_UNAVAILABLE_MESSAGE });
  });

  it('R3.6 an open that throws (site data blocked) is reported as storage unavailable', async () => {
    const throwing = { open: () => { throw new DOMException('denied', 'SecurityError'); } } as unknown as IDBFactory;
    await expect(openLocalDatabase(throwing)).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('R3.7 a full disk is reported as over quota, other failures with their detail', () => {
    expect(toLocalStorageError(new DOMException('full', 'QuotaExceededError'))).toMatchObject({ reason: 'quota', message: STORAGE_QUOTA_MESSAGE });
    expect(toLocalStorageError(new Error('disk on fire'))).toMatchObject({ reason: 'failed', message: expect.stringContaining('disk on fire') });
  });

  it('R3.6 R7.1 accounts, sessions and profiles survive a reload', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab();
    const session = await signUpConfirmed(first);
    await first.profiles.create({
      id: session.user.id,
      firstName: 'Sam',
      lastName: 'Sprinter',
      accountType: 'athlete',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      onboardingCompleted: false,
      termsAccepted: false,
    });
    first.dispose();

    const reloaded = await browser.openTab();
    expect((await reloaded.auth.getSession()).ok && (await reloaded.auth.getSession())).toMatchObject({ value: { user: { id: session.user.id } } });
    expect(await reloaded.profiles.readAdminAndType(session.user.id)).toEqual({ ok: true, value: { isAdmin: false, accountType: 'athlete' } });
  });
});
