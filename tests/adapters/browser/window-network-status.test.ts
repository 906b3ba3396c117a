import { describe, expect, it } from 'vitest';
import { WindowNetworkStatus } from '../../../src/adapters/browser/window-network-status.adapter';

describe('WindowNetworkStatus (issue 13: the hosted backend offline)', () => {
  it("reads navigator.onLine and reports the window's offline and online events until unsubscribed", () => {
    const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    target.navigator = { onLine: false };
    const network = new WindowNetworkStatus(target as unknown as ConstructorParameters<typeof WindowNetworkStatus>[0]);
    const heard: boolean[] = [];

    expect(network.isOnline()).toBe(false);
    const stop = network.watch((online) => heard.push(online));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    stop();
    target.dispatchEvent(new Event('online'));

    expect(heard).toEqual([true, false]);
  });
});
