import { describe, expect, it } from 'vitest';
import { SwitchableNetworkStatus } from '../../../src/adapters/memory/switchable-network-status.fake';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { ConnectionStore, RECONNECT_PROBE_MS } from '../../../src/application/connection/connection.store';
import { err, ok } from '../../../src/domain/result';
import { connectionStatus } from '../../../src/domain/shared/connection';
import { dataErrors } from '../../../src/domain/shared/data-error';

function aConnection() {
  const clock = new VirtualClock();
  const network = new SwitchableNetworkStatus();
  const store = new ConnectionStore(network, clock);
  const stop = store.start();
  const status = () => connectionStatus(store.state.value);
  return { clock, network, store, stop, status };
}

describe('ConnectionStore (issue 13: offline and errors)', () => {
  it('a data call failing as unavailable makes the backend unreachable; the next one answered, a refusal included, brings it back', () => {
    const { store, status } = aConnection();
    expect(status()).toBe('connected');

    store.callSettled(err(dataErrors.unavailable()));
    expect(status()).toBe('unreachable');
    store.callSettled(err(dataErrors.forbidden()));
    expect(status()).toBe('connected');

    store.callSettled(err(dataErrors.unavailable()));
    store.callSettled(ok([]));
    expect(status()).toBe('connected');
  });

  it('what is not a data call\'s Result says nothing about the backend', () => {
    const { store, status } = aConnection();
    store.callSettled(err(dataErrors.unavailable()));
    store.callSettled('https://example.com/avatar.png');
    store.callSettled(err({ kind: 'storage', code: 'not-found', message: 'Object not found', status: 404 }));
    store.callSettled(undefined);
    expect(status()).toBe('unreachable');
  });

  it('follows the browser: offline while it has no network, whatever the calls say; back to what the calls said when it returns', () => {
    const { store, network, stop, status } = aConnection();
    network.goOffline();
    expect(status()).toBe('offline');
    store.callSettled(err(dataErrors.unavailable()));
    expect(status()).toBe('offline');
    network.goOnline();
    expect(status()).toBe('unreachable');

    stop();
    network.goOffline();
    expect(status()).toBe('unreachable');
  });

  it(`tries again every ${RECONNECT_PROBE_MS} ms while the backend is unreachable (not at ${RECONNECT_PROBE_MS - 1} ms), and stops once it is reached`, async () => {
    const { clock, store } = aConnection();
    const retriedAt: number[] = [];
    const start = clock.now();
    store.retries.subscribe(() => retriedAt.push(clock.now() - start));

    await clock.advanceBy(RECONNECT_PROBE_MS);
    expect(retriedAt).toEqual([]);

    store.callSettled(err(dataErrors.unavailable()));
    const failedAt = clock.now() - start;
    await clock.advanceBy(RECONNECT_PROBE_MS - 1);
    expect(retriedAt).toEqual([]);
    await clock.advanceBy(1);
    await clock.advanceBy(RECONNECT_PROBE_MS);
    expect(retriedAt).toEqual([failedAt + RECONNECT_PROBE_MS, failedAt + 2 * RECONNECT_PROBE_MS]);

    store.callSettled(ok(null));
    await clock.advanceBy(3 * RECONNECT_PROBE_MS);
    expect(retriedAt).toHaveLength(2);
  });
});
