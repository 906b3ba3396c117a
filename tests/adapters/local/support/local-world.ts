import { IDBFactory } from 'fake-indexeddb';
import { InMemoryKeyValueStore } from '../../../../src/adapters/memory/in-memory-key-value-store.fake';
import { VirtualClock } from '../../../../src/adapters/memory/virtual-clock';
import { createLocalBackend, type LocalBackend, type LocalBackendOptions } from '../../../../src/adapters/local/local-backend';
import type { ObjectUrls } from '../../../../src/adapters/local/indexed-db-storage-gateway.adapter';
import type { AuthBroadcast, LockManagerLike, TabChannel } from '../../../../src/adapters/local/tab-sync';
import { WebLocksTabLock } from '../../../../src/adapters/local/tab-sync';
import type { AuthChangeEvent } from '../../../../src/application/ports/auth.port';
import type { Session } from '../../../../src/domain/auth/session';

/** Tabs of one origin: channels that deliver to every other channel of the hub, asynchronously. */
export class InMemoryTabHub {
  private readonly channels = new Set<{ listeners: Set<(message: AuthBroadcast) => void> }>();
  readonly posted: AuthBroadcast[] = [];

  channel(): TabChannel {
    const self = { listeners: new Set<(message: AuthBroadcast) => void>() };
    this.channels.add(self);
    return {
      post: (message) => {
        this.posted.push(message);
        for (const other of this.channels) {
          if (other === self) continue;
          for (const listener of [...other.listeners]) queueMicrotask(() => listener(message));
        }
      },
      subscribe: (listener) => {
        self.listeners.add(listener);
        return () => self.listeners.delete(listener);
      },
      close: () => {
        this.channels.delete(self);
      },
    };
  }
}

/** The Web Locks API in memory: one holder per name, the others queue. */
export class InMemoryLockManager implements LockManagerLike {
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const run = previous.then(callback, callback);
    this.tails.set(name, run.catch(() => undefined));
    return run;
  }
}

export class RecordingObjectUrls implements ObjectUrls {
  readonly live = new Set<string>();
  private next = 1;
  create(): string {
    const url = `blob:test/${this.next++}`;
    this.live.add(url);
    return url;
  }
  revoke(url: string): void {
    this.live.delete(url);
  }
}

/** One browser: an IndexedDB, a local storage, a clock, and the tabs that share them. */
export interface LocalBrowser {
  readonly clock: VirtualClock;
  readonly indexedDB: IDBFactory;
  readonly localStorage: InMemoryKeyValueStore;
  readonly hub: InMemoryTabHub;
  readonly locks: InMemoryLockManager;
  readonly objectUrls: RecordingObjectUrls;
  /** Opens the embedded backend in a new tab of this browser. */
  openTab(options?: Partial<LocalBackendOptions>): Promise<LocalBackend>;
  /** Disposes every tab opened. */
  closeAll(): void;
}

/** PBKDF2 iterations in tests: enough to exercise the real algorithm, cheap enough to run often. */
export const TEST_PBKDF2_ITERATIONS = 1_000;

export function aLocalBrowser(options: { clock?: VirtualClock } = {}): LocalBrowser {
  const clock = options.clock ?? new VirtualClock();
  const indexedDB = new IDBFactory();
  const localStorage = new InMemoryKeyValueStore();
  const hub = new InMemoryTabHub();
  const locks = new InMemoryLockManager();
  const objectUrls = new RecordingObjectUrls();
  const tabs: LocalBackend[] = [];
  return {
    clock,
    indexedDB,
    localStorage,
    hub,
    locks,
    objectUrls,
    async openTab(overrides = {}) {
      const tab = await createLocalBackend({
        clock,
        indexedDB,
        localStorage,
        productSlug: 'clipcoach',
        channel: hub.channel(),
        lock: new WebLocksTabLock(locks),
        pbkdf2Iterations: TEST_PBKDF2_ITERATIONS,
        seedDemo: false,
        objectUrls,
        ...overrides,
      });
      tabs.push(tab);
      return tab;
    },
    closeAll() {
      for (const tab of tabs.splice(0)) tab.dispose();
    },
  };
}

/** Records what an auth listener hears. */
export function recordEvents(tab: LocalBackend): { events: { event: AuthChangeEvent; session: Session | null }[]; names(): AuthChangeEvent[] } {
  const events: { event: AuthChangeEvent; session: Session | null }[] = [];
  tab.auth.onAuthStateChange((event, session) => events.push({ event, session }));
  return { events, names: () => events.map((entry) => entry.event) };
}

export const aPassword = 'correct-horse-battery';
export const callbackUrl = 'http://localhost:3000/auth/callback';

/** Signs up a confirmed account through the tab (auto-confirm off: follows the confirmation link). */
export async function signUpConfirmed(tab: LocalBackend, email = 'sam@example.com', password = aPassword): Promise<Session> {
  const signedUp = await tab.auth.signUp({ email, password, data: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete' }, emailRedirectTo: callbackUrl });
  if (!signedUp.ok) throw new Error(signedUp.error.message);
  if (signedUp.value.session) return signedUp.value.session;
  const confirmed = await tab.auth.completeEmailCallback(signedUp.value.confirmationUrl!);
  if (!confirmed.ok) throw new Error(confirmed.error.message);
  return confirmed.value;
}
