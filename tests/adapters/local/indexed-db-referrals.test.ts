import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../../src/adapters/local/local-database';
import { ok } from '../../../src/domain/result';
import { aLocalBrowser, signUpConfirmed, type LocalBrowser } from './support/local-world';

let browser: LocalBrowser;
afterEach(() => browser?.closeAll());

describe("the embedded backend's referrals", () => {
  it('issue 13: reading one\'s referrals begins no read-write transaction once the code exists, so it holds up no other read', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    await signUpConfirmed(tab);
    const code = (await tab.referrals.mine()) as { ok: true; value: { code: string } };
    const writesBefore = tab.database.writesStarted;

    const again = await tab.referrals.mine();

    expect(again).toMatchObject({ ok: true, value: { code: code.value.code, balanceCents: 0, referrals: [] } });
    expect(tab.database.writesStarted).toBe(writesBefore);
  });

  it('issue 13: a person who has no code yet gets one, made once', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    const session = await signUpConfirmed(tab);
    // An account from before referrals existed: no code row.
    await tab.database.write('referral_codes', async (tx) => ok(await request(tx.objectStore('referral_codes').delete(session.user.id))));

    const first = await tab.referrals.mine();
    const second = await tab.referrals.mine();

    expect(first).toMatchObject({ ok: true, value: { userId: session.user.id, code: expect.stringMatching(/\S/), referrals: [] } });
    expect(second).toEqual(first);
  });
});
