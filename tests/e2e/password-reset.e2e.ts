import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, signIn } from './support/person';

const browser = setupBrowser();

describe('Issue 12 a forgotten password, in Chromium on the production build (every link followed in the app, so it also runs on the memory backend)', () => {
  it('Issue 12 the demo athlete asks for a reset link, follows it, sets a new password and signs in with it; the old one no longer works', async () => {
    const page = await browser.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');

    await page.getByLabel(/^e-?mail/i).fill(DEMO.athlete);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('link', { name: 'Open the password reset link (demo mode)' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.get('type') === 'recovery');

    const newPassword = 'a-brand-new-passphrase';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();

    await signIn(page, DEMO.athlete, DEMO_PASSWORD);
    await page.getByText('Invalid login credentials').waitFor();

    await signIn(page, DEMO.athlete, newPassword);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
