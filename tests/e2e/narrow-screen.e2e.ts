import { expect, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { layoutShiftOfSlowReload } from './support/layout-shift';

const browser = setupBrowser();

it.each(['/login', '/signup'])('R2.2 %s fits a 360 px wide screen without horizontal scrolling', async (path) => {
  const page = await browser.open(path, PHONE);

  await page.getByRole('button', { name: /sign in|create account|sign up/i }).first().waitFor();
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(widths.document).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body).toBeLessThanOrEqual(PHONE.width);
});

it('Issue 13 on a portrait tablet at 4× CPU slowdown, / holds the place of the featured pros and success stories while they load: nothing below them moves (layout shift well under 0.1)', async () => {
  // 800 × 1200: the showcases and "For coaches" below them are in view while the data arrives.
  const page = await browser.open('/', { width: 800, height: 1200 });
  await page.getByRole('heading', { name: 'Featured pros' }).waitFor();
  const shift = await layoutShiftOfSlowReload(page, async () => {
    await page.getByRole('heading', { name: 'Featured pros' }).waitFor();
    await page.getByRole('heading', { name: 'Success stories' }).waitFor();
  });
  // The target is under 0.1; with sections that appeared only once loaded, this window shifted 0.09.
  expect(shift).toBeLessThan(0.05);
});
