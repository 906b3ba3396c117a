import { expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { layoutShiftOfSlowReload } from './support/layout-shift';
import { DEMO, followInAppLink, pathOf, recordNavigations, signIn } from './support/person';

const browser = setupBrowser();

/** A reload keeps the session, and fault injection is there, on the embedded backend only (the memory one forgets on a load and has no faults). */
const embedded = inject('backend') !== 'memory';

/** How long a page must stay put to count as stable; the one real-time wait of the suite. */
const STAYS_PUT_MS = 2_000;

it('R2.4 R4.15 R4.16 R6.3 the demo admin signs in, sees "Checking permissions..." and then the admin page, whose status counts open the filtered list of every submission (issue 12, R2.3)', async () => {
  const page = await browser.open('/login?redirect=%2Fadmin');

  await signIn(page, DEMO.admin);

  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByText('Checking permissions...').waitFor();
  await page.getByText('Verifying your administrative access').waitFor();
  await page.getByText('Checking permissions...').waitFor({ state: 'detached' });
  await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: /users/i }).waitFor();
  expect(pathOf(page)).toBe('/admin');

  // Issue 12 R2.3: each status count links to every athlete's submissions of that status (demo ones made first).
  await followInAppLink(page, '/admin/demo-creator');
  await page.getByRole('button', { name: 'Create submissions at every status' }).click();
  await page.getByLabel('Demo counts').getByText(/7 submissions/).waitFor();

  await followInAppLink(page, '/admin');
  await page.getByRole('link', { name: 'Submitted: 1 submission' }).click();

  await page.waitForURL((url) => url.pathname === '/submissions' && url.search === '?list=admin&status=submitted');
  await page.getByRole('heading', { name: 'All submissions' }).waitFor();
  const rows = page.getByRole('list', { name: 'Submissions' }).getByRole('link');
  await rows.first().waitFor();
  expect(await rows.allTextContents()).toEqual([expect.stringMatching(/^\S.* with \S.* · \S/)]);
  expect(await page.getByLabel('Status').inputValue()).toBe('submitted');
});

it('R4.17 R6.4 R6.5 a signed-in non-admin who opens /admin/users ends within two redirects on /login, which stays put and says the account has no admin rights', async () => {
  const page = await browser.open('/login');
  await signIn(page, DEMO.athlete);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const navigations = recordNavigations(page);
  const historyBefore = await page.evaluate(() => window.history.length);

  await followInAppLink(page, '/admin/users');

  await page.getByText('This account has no admin rights').waitFor();
  await page.getByRole('alert').getByText("You don't have admin permissions").waitFor();
  const landedOn = pathOf(page);
  const landedAfter = navigations.length;
  await page.waitForTimeout(STAYS_PUT_MS);

  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('reason')).toBe('not-admin');
  expect(url.searchParams.get('redirect')).toBe('/admin/users');
  expect(pathOf(page)).toBe(landedOn);
  expect(navigations.length).toBe(landedAfter);
  // The link itself, then at most two redirects.
  expect(navigations.length).toBeGreaterThanOrEqual(2);
  expect(navigations.length).toBeLessThanOrEqual(3);
  expect(new URL(navigations[0]!).pathname).toBe('/admin/users');
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(historyBefore + 3);
  await page.getByText('This account has no admin rights').waitFor();
});

it.runIf(embedded)('Issue 13 a signed-in admin who reloads /admin at 4× CPU slowdown sees nothing move while the session, the header links and the counts arrive (layout shift under 0.1)', async () => {
  const page = await browser.open('/login?redirect=%2Fadmin');
  await signIn(page, DEMO.admin);
  await page.getByRole('heading', { name: 'Admin overview' }).waitFor();
  const shift = await layoutShiftOfSlowReload(page, async () => {
    await page.getByRole('list', { name: 'Platform figures' }).waitFor();
    await page.getByRole('button', { name: /^notifications/i }).waitFor();
  });
  expect(shift).toBeLessThan(0.1);
});

it.runIf(embedded)('issue 13: with the backend failing (fault injection) a page says so plainly, offers "Try again", and recovers by itself once the faults are removed', async () => {
  const page = await browser.open('/login?redirect=%2Fadmin%2Fdebug');
  await signIn(page, DEMO.admin);
  const panel = page.getByRole('region', { name: 'Fault injection' });
  await panel.getByLabel('Calls that fail (%)').fill('100');
  // Every data call fails; signing in and the session are left alone.
  for (const part of ['Profiles', 'Server functions', 'File storage', 'Pros marketplace', 'Submissions and payments']) await panel.getByRole('checkbox', { name: part }).check();
  await panel.getByRole('button', { name: 'Apply faults' }).click();
  await panel.getByText(/^Active: 100% of calls fail/).waitFor();

  await followInAppLink(page, '/pros');
  const banner = page.getByRole('status', { name: 'Connection' });
  await banner.getByText("We can't reach ClipCoach right now.").waitFor();
  await page.getByText(/We couldn't load the pros/).waitFor();
  await page.getByRole('button', { name: 'Try again' }).waitFor();

  // The faults go (as "Remove all faults" does, in any tab); nobody clicks anything.
  await page.evaluate(() => window.localStorage.removeItem('clipcoach:faults'));
  await page.getByRole('list', { name: 'Pros' }).waitFor();
  await banner.waitFor({ state: 'detached' });
  expect(await page.getByText(/We couldn't load the pros/).count()).toBe(0);
});
