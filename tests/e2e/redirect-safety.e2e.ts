import { expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, signIn } from './support/person';

const browser = setupBrowser();

it.each([
  ['a protocol-relative URL', '//evil.example/x'],
  ['an absolute URL', 'https://evil.example'],
  ['a backslash path', '/%5Cevil.example'],
])('R2.7 an open-redirect attempt with %s (?redirect=%s) stays on our origin and lands on /dashboard', async (_kind, redirect) => {
  const page = await browser.open(`/login?redirect=${redirect}`);

  await signIn(page, DEMO.athlete);

  await page.waitForURL((url) => url.pathname === '/dashboard');
  const url = new URL(page.url());
  expect(url.origin).toBe(browser.baseUrl);
  expect(url.pathname).toBe('/dashboard');
});
