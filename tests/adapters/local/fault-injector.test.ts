import { afterEach, describe, expect, it } from 'vitest';
import { SIMULATED_FAULT_MESSAGE } from '../../../src/adapters/local/fault-injector';
import { FAULT_SETTINGS_KEY } from '../../../src/application/ports/fault-injection.port';
import { aLocalBrowser, signUpConfirmed, type LocalBrowser } from './support/local-world';

let browser: LocalBrowser;
afterEach(() => browser?.closeAll());

const setFaults = (value: unknown) => browser.localStorage.set(FAULT_SETTINGS_KEY, typeof value === 'string' ? value : JSON.stringify(value));

describe('fault injection through clipcoach:faults', () => {
  it('R8.10 {"latencyMs": 5000, "only": ["profiles"]} delays profile calls by 5 s on the clock: pending at 4 999 ms, answered at 5 000 ms', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    setFaults({ latencyMs: 5000, only: ['profiles'] });

    let answered = false;
    const read = tab.profiles.findById('someone').then((result) => ((answered = true), result));
    await browser.clock.advanceBy(4_999);
    expect(answered).toBe(false);
    await browser.clock.advanceBy(1);
    expect(await read).toEqual({ ok: true, value: null });
    expect(answered).toBe(true);
  });

  it('R8.10 failRate decides with the random draw: 0.5 fails a draw of 0.4 and lets 0.6 through', async () => {
    browser = aLocalBrowser();
    const draws = [0.4, 0.6];
    const tab = await browser.openTab({ random: () => draws.shift() ?? 1 });
    setFaults({ failRate: 0.5, only: ['profiles'] });

    expect(await tab.profiles.findById('x')).toEqual({ ok: false, error: { kind: 'data', reason: 'unavailable', message: SIMULATED_FAULT_MESSAGE} });
    expect(await tab.profiles.findById('x')).toEqual({ ok: true, value: null });
  });

  it('R8.10 "only" limits the faults to the scopes named: auth still works while profiles fail', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ random: () => 0 });
    setFaults({ failRate: 1, only: ['profiles'] });
    await expect(signUpConfirmed(tab)).resolves.toMatchObject({ user: { email: 'sam@example.com' } });
    expect((await tab.profiles.findById('x')).ok).toBe(false);
  });

  it('R8.10 without "only" every embedded call can fail: storage and functions answer with their own error types', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ random: () => 0 });
    setFaults({ failRate: 1 });
    expect(await tab.storage.listBuckets()).toEqual({ ok: false, error: { kind: 'storage', code: 'unavailable', message: SIMULATED_FAULT_MESSAGE, status: 503 } });
    expect(await tab.functions.invoke('fix-permissions')).toEqual({ ok: false, error: { kind: 'function', message: SIMULATED_FAULT_MESSAGE } });
    expect(await tab.auth.signInWithPassword({ email: 'a@b.c', password: 'whatever-pass' })).toMatchObject({ ok: false, error: { kind: 'retryable', status: 503 } });
  });

  it.each([['not JSON', '{oops'], ['an array', '[1,2]'], ['zero faults', { latencyMs: 0, failRate: 0 }]])('R8.10 %s in clipcoach:faults means no faults', async (_label, value) => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ random: () => 0 });
    setFaults(value);
    expect(tab.faults.read()).toBeNull();
    expect(await tab.profiles.findById('x')).toEqual({ ok: true, value: null });
  });

  it('R8.10 the settings are read, written and cleared as JSON under clipcoach:faults, with out-of-range values clamped', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    tab.faults.write({ latencyMs: 250, failRate: 0.25, only: ['storage'] });
    expect(JSON.parse(browser.localStorage.get(FAULT_SETTINGS_KEY)!)).toEqual({ latencyMs: 250, failRate: 0.25, only: ['storage'] });
    setFaults({ latencyMs: -5, failRate: 7, only: ['profiles', 'nonsense'] });
    expect(tab.faults.read()).toEqual({ latencyMs: 0, failRate: 1, only: ['profiles'] });
    tab.faults.clear();
    expect(browser.localStorage.get(FAULT_SETTINGS_KEY)).toBeNull();
    expect(tab.faults.active).toBe(true);
  });
});
