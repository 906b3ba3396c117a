import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmByDemoLink, DEMO, followInAppLink, pathOf, sessionValue, signIn, signOut, signUp } from './support/person';

const browser = setupBrowser();

describe('signing in and out in Chromium, on the production build', () => {
  it('R2.5 R2.6 R8.1 a signed-out visitor on /submissions?tab=open is sent to /login?redirect=…, the path is kept in session storage, and told "Authentication required"', async () => {
    const page = await browser.open('/submissions?tab=open');

    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(page)).toBe('/login?redirect=%2Fsubmissions%3Ftab%3Dopen');
    expect(await sessionValue(page, 'auth-redirect-path')).toBe('/submissions?tab=open');
    await page.getByRole('alert').getByText('Authentication required').waitFor();
    await page.getByText('Please log in to access this page').waitFor();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('R2.5 R2.6 R8.1 opening /login itself adds no redirect, remembers nothing and raises no toast', async () => {
    const page = await browser.open('/login');

    await page.getByRole('button', { name: /^sign in$/i }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await sessionValue(page, 'auth-redirect-path')).toBeNull();
    expect(await page.getByText('Authentication required').count()).toBe(0);
  });

  it('R2.2 R3.4 R7.7 R2.7 signs up from the login page, confirms the e-mail through the demo link and lands on /submissions?tab=open', async () => {
    const page = await browser.open('/submissions?tab=open');
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByRole('main').getByRole('link', { name: /sign up|create an account/i }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await signUp(page, { firstName: 'Sam', lastName: 'Sprinter', accountType: 'athlete', email: 'sam.sprinter@example.com', password: 'Tr4ck-and-Field!' });
    await page.getByText('sam.sprinter@example.com').first().waitFor();
    await confirmByDemoLink(page);

    await page.waitForURL((url) => url.pathname === '/submissions');
    expect(pathOf(page)).toBe('/submissions?tab=open');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });

  it('R2.7 R7.6 signs in as the demo athlete from /login?redirect=/profile and lands on /profile', async () => {
    const page = await browser.open('/login?redirect=/profile');

    await signIn(page, DEMO.athlete);

    await page.waitForURL((url) => url.pathname === '/profile');
    expect(pathOf(page)).toBe('/profile');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });

  it('R2.7 a signed-in user who comes back to /login is sent on to /dashboard', async () => {
    const page = await browser.open('/login');
    await signIn(page, DEMO.athlete);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('link', { name: 'Pros' }).click();
    await page.waitForURL((url) => url.pathname === '/pros');

    await followInAppLink(page, '/login');

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: /dashboard|welcome/i }).first().waitFor();
  });

  it('R4.5 signing out clears onboarding-flow, onboarding-account-type and onboarding-email from session storage', async () => {
    const page = await browser.open('/login');
    await signIn(page, DEMO.athlete);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.evaluate(() => {
      sessionStorage.setItem('onboarding-flow', 'pro');
      sessionStorage.setItem('onboarding-account-type', 'pro');
      sessionStorage.setItem('onboarding-email', 'athlete@clipcoach.demo');
      sessionStorage.setItem('unrelated-key', 'kept');
    });

    await signOut(page);
    const left = await page.evaluate(() => ({
      flow: sessionStorage.getItem('onboarding-flow'),
      accountType: sessionStorage.getItem('onboarding-account-type'),
      email: sessionStorage.getItem('onboarding-email'),
      unrelated: sessionStorage.getItem('unrelated-key'),
    }));
    expect(left).toEqual({ flow: null, accountType: null, email: null, unrelated: 'kept' });
  });
});
