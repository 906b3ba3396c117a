import { expect, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';

const browser = setupBrowser();

it.each(['/login', '/signup'])('R2.2 %s fits a 360 px wide screen without horizontal scrolling', async (path) => {
  const page = await browser.open(path, PHONE);

  await page.getByRole('button', { name: /sign in|create account|sign up/i }).first().waitFor();
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(widths.document).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body).toBeLessThanOrEqual(PHONE.width);
});
