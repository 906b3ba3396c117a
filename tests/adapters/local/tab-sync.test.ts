import { afterEach, describe, expect, it } from 'vitest';
import { browserTabSync } from '../../../src/adapters/local/local-backend';
import { BroadcastTabChannel, type AuthBroadcast } from '../../../src/adapters/local/tab-sync';
import { StorageEventTabChannel, StorageLeaseLock } from '../../../src/adapters/local/tab-sync-fallbacks';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/in-memory-key-value-store.fake';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';

describe('StorageLeaseLock (tabs without Web Locks)', () => {
  it('R9.15 one holder at a time: a second refresh waits for the first to finish', async () => {
    const clock = new VirtualClock();
    const store = new InMemoryKeyValueStore();
    const tabA = new StorageLeaseLock(store, clock);
    const tabB = new StorageLeaseLock(store, clock);
    const log: string[] = [];
    let release!: () => void;
    const first = tabA.run('refresh', async () => {
      log.push('A starts');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('A ends');
    });
    const second = tabB.run('refresh', async () => {
      log.push('B starts');
    });
    await clock.advanceBy(1_000);
    expect(log).toEqual(['A starts']);
    release();
    await clock.advanceBy(1_000);
    await Promise.all([first, second]);
    expect(log).toEqual(['A starts', 'A ends', 'B starts']);
    expect(store.keys()).toEqual([]);
  });

  it('R9.15 a lock left by a closed tab is taken over when its 10 s lease ends: not at 10 049 ms, at 10 050 ms (lease end + one 50 ms check)', async () => {
    const clock = new VirtualClock();
    const store = new InMemoryKeyValueStore();
    store.set('refresh:lock', JSON.stringify({ owner: 'closed-tab', until: clock.now() + 10_000 }));
    let ran = false;
    const run = new StorageLeaseLock(store, clock).run('refresh', async () => {
      ran = true;
    });
    await clock.advanceBy(10_049);
    expect(ran).toBe(false);
    await clock.advanceBy(1);
    await run;
    expect(ran).toBe(true);
  });

  it('R9.15 a damaged lock record is no lock', async () => {
    const clock = new VirtualClock();
    const store = new InMemoryKeyValueStore();
    store.set('refresh:lock', '{garbage');
    const run = new StorageLeaseLock(store, clock).run('refresh', async () => 'done');
    await clock.advanceBy(50);
    await expect(run).resolves.toBe('done');
  });
});

describe('tab channels', () => {
  const channels: { close(): void }[] = [];
  afterEach(() => channels.splice(0).forEach((channel) => channel.close()));

  it('R7.8 BroadcastTabChannel delivers a message to the other tabs', async () => {
    const a = new BroadcastTabChannel('clipcoach:auth:test');
    const b = new BroadcastTabChannel('clipcoach:auth:test');
    channels.push(a, b);
    const heard = new Promise<AuthBroadcast>((resolve) => b.subscribe(resolve));
    a.post({ type: 'auth', event: 'SIGNED_OUT' });
    expect(await heard).toEqual({ type: 'auth', event: 'SIGNED_OUT' });
  });

  it('R7.8 StorageEventTabChannel writes each message under its key and hears the storage events of other tabs', () => {
    const events = new EventTarget();
    const channel = new StorageEventTabChannel('clipcoach:auth', window.localStorage, events as unknown as Window);
    channels.push(channel);
    const heard: AuthBroadcast[] = [];
    channel.subscribe((message) => heard.push(message));

    channel.post({ type: 'auth', event: 'SIGNED_IN' });
    const written = window.localStorage.getItem('clipcoach:auth')!;
    expect(JSON.parse(written)).toMatchObject({ type: 'auth', event: 'SIGNED_IN' });

    events.dispatchEvent(new StorageEvent('storage', { key: 'clipcoach:auth', newValue: JSON.stringify({ type: 'auth', event: 'SIGNED_OUT', nonce: 'x' }) }));
    events.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: JSON.stringify({ type: 'auth', event: 'SIGNED_IN' }) }));
    events.dispatchEvent(new StorageEvent('storage', { key: 'clipcoach:auth', newValue: '{not json' }));
    expect(heard).toEqual([{ type: 'auth', event: 'SIGNED_OUT' }]);

    channel.close();
    events.dispatchEvent(new StorageEvent('storage', { key: 'clipcoach:auth', newValue: JSON.stringify({ type: 'auth', event: 'SIGNED_IN' }) }));
    expect(heard).toHaveLength(1);
  });

  it('R7.8 in a browser without Web Locks, tabs fall back to the lease lock in local storage', async () => {
    const sync = await browserTabSync('clipcoach', new InMemoryKeyValueStore(), new VirtualClock());
    channels.push(sync.channel);
    expect(sync.lock).toBeInstanceOf(StorageLeaseLock);
    expect(sync.channel).toBeInstanceOf(BroadcastTabChannel);
  });
});
