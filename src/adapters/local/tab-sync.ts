import type { AuthChangeEvent } from '../../application/ports/auth.port';

/** What one tab tells the others: the auth state changed; the stored session says how. */
export interface AuthBroadcast {
  readonly type: 'auth';
  readonly event: AuthChangeEvent;
}

/** A message line between the tabs of one origin. A tab never hears its own messages. */
export interface TabChannel {
  post(message: AuthBroadcast): void;
  subscribe(listener: (message: AuthBroadcast) => void): () => void;
  close(): void;
}

export const isAuthBroadcast = (value: unknown): value is AuthBroadcast =>
  !!value && typeof value === 'object' && (value as AuthBroadcast).type === 'auth' && typeof (value as AuthBroadcast).event === 'string';

/** Tabs talk over a BroadcastChannel (every current browser). */
export class BroadcastTabChannel implements TabChannel {
  private readonly channel: BroadcastChannel;

  constructor(name: string) {
    this.channel = new BroadcastChannel(name);
  }

  post(message: AuthBroadcast): void {
    this.channel.postMessage(message);
  }

  subscribe(listener: (message: AuthBroadcast) => void): () => void {
    const onMessage = (event: MessageEvent) => {
      if (isAuthBroadcast(event.data)) listener(event.data);
    };
    this.channel.addEventListener('message', onMessage);
    return () => this.channel.removeEventListener('message', onMessage);
  }

  close(): void {
    this.channel.close();
  }
}

/** Mutual exclusion across the tabs of one origin. */
export interface TabLock {
  run<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** The part of the Web Locks API (`navigator.locks`) we use. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Web Locks: the browser grants a named lock to one tab at a time and frees it if the tab dies. */
export class WebLocksTabLock implements TabLock {
  constructor(private readonly locks: LockManagerLike) {}

  run<T>(name: string, work: () => Promise<T>): Promise<T> {
    return this.locks.request(name, work);
  }
}
