import { sleep, type Clock } from '../../application/ports/clock.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { randomToken } from './bytes';
import { isAuthBroadcast, type AuthBroadcast, type TabChannel, type TabLock } from './tab-sync';

/*
 * For browsers without BroadcastChannel or Web Locks (every current browser has both): loaded
 * only when needed, so the others never download it.
 */

/**
 * Fallback without BroadcastChannel: a message is a write to one local-storage key, which the
 * browser announces to the other tabs (never to the writer) as a `storage` event.
 */
export class StorageEventTabChannel implements TabChannel {
  private readonly unsubscribers = new Set<() => void>();

  constructor(
    private readonly key: string,
    private readonly storage: Storage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  ) {}

  post(message: AuthBroadcast): void {
    try {
      // The nonce makes every message a change, so the same event twice still fires.
      this.storage.setItem(this.key, JSON.stringify({ ...message, nonce: randomToken(8) }));
    } catch {
      /* storage unavailable: other tabs will catch up on their next reload */
    }
  }

  subscribe(listener: (message: AuthBroadcast) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== this.key || !event.newValue) return;
      try {
        const message: unknown = JSON.parse(event.newValue);
        if (isAuthBroadcast(message)) listener({ type: 'auth', event: message.event });
      } catch {
        /* not one of ours */
      }
    };
    this.events.addEventListener('storage', onStorage);
    const unsubscribe = () => {
      this.events.removeEventListener('storage', onStorage);
      this.unsubscribers.delete(unsubscribe);
    };
    this.unsubscribers.add(unsubscribe);
    return unsubscribe;
  }

  close(): void {
    for (const unsubscribe of [...this.unsubscribers]) unsubscribe();
  }
}

export interface LeaseOptions {
  /** A holder that vanished (closed tab) loses the lock after this long. */
  readonly leaseMs: number;
  /** How often a waiting tab looks again. */
  readonly retryMs: number;
}

export const DEFAULT_LEASE: LeaseOptions = { leaseMs: 10_000, retryMs: 50 };

/**
 * Fallback without Web Locks: a lock record `{owner, until}` in local storage. A tab takes a
 * free or expired record, waits one retry interval and keeps the lock only if its record is
 * still there (a tab that wrote at the same moment wins instead). Timing runs on the clock.
 */
export class StorageLeaseLock implements TabLock {
  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Clock,
    private readonly options: LeaseOptions = DEFAULT_LEASE,
  ) {}

  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const key = `${name}:lock`;
    const owner = randomToken(12);
    for (;;) {
      const held = this.holder(key);
      if (!held || held.until <= this.clock.now()) {
        this.store.set(key, JSON.stringify({ owner, until: this.clock.now() + this.options.leaseMs }));
        await sleep(this.clock, this.options.retryMs);
        if (this.holder(key)?.owner === owner) break;
      } else {
        await sleep(this.clock, this.options.retryMs);
      }
    }
    try {
      return await work();
    } finally {
      if (this.holder(key)?.owner === owner) this.store.remove(key);
    }
  }

  private holder(key: string): { owner: string; until: number } | null {
    try {
      const record: unknown = JSON.parse(this.store.get(key) ?? 'null');
      if (record && typeof record === 'object' && typeof (record as { owner?: unknown }).owner === 'string' && typeof (record as { until?: unknown }).until === 'number') {
        return record as { owner: string; until: number };
      }
    } catch {
      /* a damaged record is no lock */
    }
    return null;
  }
}
