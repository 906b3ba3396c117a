import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, signIn } from './support/person';

const browser = setupBrowser();

/** The memory backend forgets everything on a reload by design; these walk the default embedded one. */
const embedded = inject('backend') !== 'memory';

describe.runIf(embedded)('tabs of one browser on the embedded backend', () => {
  it('R4.1 signing out in one tab signs the other tab out within a second', async () => {
    const first = await browser.open('/login');
    await signIn(first, DEMO.athlete);
    await first.getByText('Welcome, Alex').waitFor();

    const second = await first.context().newPage();
    await second.goto('/dashboard');
    await second.getByText('Welcome, Alex').waitFor();

    // A person switches back to the first tab and signs out there.
    await first.bringToFront();
    await first.getByRole('button', { name: 'Sign out' }).click();
    const signedOutAt = Date.now();
    // The person then looks at the other tab. (Headless Chromium may freeze a tab in the background
    // until it is shown; a shown tab must have followed within a second.)
    await second.bringToFront();
    // Polled from here, not with the page's own timers.
    await expect.poll(() => second.evaluate(() => window.location.pathname), { timeout: 5_000, interval: 20 }).toBe('/login');
    const followedInMs = Date.now() - signedOutAt;
    console.log(`the second tab followed the sign-out in ${followedInMs} ms`);
    expect(followedInMs).toBeLessThan(1_000);
  });

  it('R4.1 signing in in one tab is reflected in the other', async () => {
    const first = await browser.open('/pros');
    const second = await first.context().newPage();
    await second.goto('/pros');
    await second.getByRole('link', { name: 'Sign in' }).first().waitFor();

    await first.bringToFront();
    await first.goto('/login');
    await signIn(first, DEMO.pro);
    await first.getByText('Welcome, Paula').waitFor();
    await second.bringToFront();

    await second.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 5_000 });
  });
});
