import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, pathOf, signIn } from './support/person';

const browser = setupBrowser();

/** The memory backend forgets everything on a reload by design; these walk the default embedded one. */
const embedded = inject('backend') !== 'memory';

describe.runIf(embedded)('the embedded backend in a fresh browser profile', () => {
  it.each([
    [DEMO.admin, 'Ada'],
    [DEMO.pro, 'Paula'],
    [DEMO.athlete, 'Alex'],
  ])('R3.6 R4.1 R4.2 %s signs in, is greeted by name, reloads and stays signed in', async (email, firstName) => {
    const page = await browser.open('/login');
    await signIn(page, email);
    await page.getByText(`Welcome, ${firstName}`).waitFor();
    expect(pathOf(page)).toBe('/dashboard');

    await page.reload();
    await page.getByText(`Welcome, ${firstName}`).waitFor();
    expect(pathOf(page)).toBe('/dashboard');
    expect(await page.evaluate(() => window.localStorage.getItem('clipcoach_auth_token'))).toContain(email);
  });
});
