import { expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { pathOf } from './support/person';

const browser = setupBrowser();

it('R2.12 an unknown path shows the 404 page "Page not found" with a way home', async () => {
  const page = await browser.open('/no/such/page');

  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  expect(pathOf(page)).toBe('/no/such/page');

  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
