import { expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, pathOf, signIn } from './support/person';

const browser = setupBrowser();

/** The memory backend forgets everything on a reload by design; the default embedded one must not. */
const persists = inject('backend') !== 'memory';

it.runIf(persists)('R3.6 R4.1 on the default embedded backend the session is kept under clipcoach_auth_token and survives a reload', async () => {
  const page = await browser.open('/login?redirect=%2Fprofile');
  await signIn(page, DEMO.athlete);
  await page.waitForURL((url) => url.pathname === '/profile');

  const stored = await page.evaluate(() => window.localStorage.getItem('clipcoach_auth_token'));
  expect(stored).toContain('athlete@clipcoach.demo');

  await page.reload();

  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  expect(pathOf(page)).toBe('/profile');
  await page.goto('/dashboard');
  await page.getByText(/welcome/i).first().waitFor();
  expect(pathOf(page)).toBe('/dashboard');
});

it.runIf(persists)('Issue 13 a signed-in reload marks the steps of its start for DevTools and the bench: the entry runs, the app is built, the backend loads, the session is known, each once and in that order', async () => {
  const page = await browser.open('/login?redirect=%2Fdashboard');
  await signIn(page, DEMO.athlete);
  await page.waitForURL((url) => url.pathname === '/dashboard');

  await page.reload();
  await page.getByText(/welcome/i).first().waitFor();

  const marks = await page.evaluate(() => performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('clipcoach:')).map((mark) => mark.name));
  expect(marks).toEqual(['clipcoach:entry', 'clipcoach:app-built', 'clipcoach:backend-loaded', 'clipcoach:auth-known']);
});
