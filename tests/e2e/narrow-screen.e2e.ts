import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { layoutShiftOfSlowReload } from './support/layout-shift';
import { DEMO, signIn } from './support/person';

const browser = setupBrowser();

/** A signed-in reload needs the session to survive it: the memory backend forgets it on a load. */
const embedded = inject('backend') !== 'memory';

/** The backend's own chunk, whichever backend the build runs on. */
const BACKEND_CHUNK = /\/assets\/(local|memory|supabase)-backend-[\w-]+\.js$/;

/** Scrolls to the end of the page once it has rendered (its h1 is there). */
async function scrollToEnd(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

it.each(['/login', '/signup'])('R2.2 %s fits a 360 px wide screen without horizontal scrolling', async (path) => {
  const page = await browser.open(path, PHONE);

  await page.getByRole('button', { name: /sign in|create account|sign up/i }).first().waitFor();
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(widths.document).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body).toBeLessThanOrEqual(PHONE.width);
});

it('Issue 13 on a portrait tablet at 4× CPU slowdown, / holds the place of the featured pros and success stories while they load: nothing below them moves (layout shift well under 0.1)', async () => {
  // 800 × 1200: the hero stacks (its picture the page's width); a scroll down, the featured pros'
  // panel comes into view and they load there, with what follows them in view while they arrive.
  const page = await browser.open('/', { width: 800, height: 1200 });
  await scrollToEnd(page);
  await page.getByRole('heading', { name: 'Success stories' }).waitFor();
  const shift = await layoutShiftOfSlowReload(page, async () => {
    // As a person scrolls down to the panel that holds the featured pros' place.
    await page.getByRole('status', { name: 'Loading featured pros' }).evaluate((panel) => panel.scrollIntoView({ block: 'center' }));
    await page.getByRole('heading', { name: 'Featured pros' }).waitFor();
    // The stories load when they scroll near (below the fold even here).
    await scrollToEnd(page);
    await page.getByRole('heading', { name: 'Success stories' }).waitFor();
  });
  // The target is under 0.1; with sections that appeared only once loaded, this window shifted 0.09.
  console.log(`layout shift of a slow reload of / at 800 × 1200: ${shift.toFixed(4)}`);
  expect(shift).toBeLessThan(0.05);
});

it('Issue 13 on a portrait tablet at 4× CPU slowdown, a scroll of half a screen the moment the heading of / shows: nothing on screen moves as the featured pros take their place (layout shift well under 0.1)', async () => {
  // Scrolled before the parts below the fold have placed their stand-ins, what follows them came into
  // view and was pushed down when they did (0.17 measured); each part now holds a screen's height until then.
  const page = await browser.open('/', { width: 800, height: 1200 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const shift = await layoutShiftOfSlowReload(page, async () => {
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await page.getByRole('heading', { name: 'Featured pros' }).waitFor();
  });
  console.log(`layout shift of a slow reload of / at 800 × 1200, scrolled half a screen as the heading showed: ${shift.toFixed(4)}`);
  expect(shift).toBeLessThan(0.05);
});

it('Issue 13 a first visit to / fetches its JavaScript in a handful of files', async () => {
  const page = await browser.open('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js'))
      .map((entry) => entry.name.replace(/.*\//, '')),
  );
  // Some thirty chunks used to come one module at a time, each a task on the main thread before the
  // first paint (issue 13, LCP): now the entry, the bundler's runtime, the app's second stage, the
  // home page and its parts.
  expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(5);
});

it.runIf(embedded)('Issue 13 a signed-in reload of /dashboard at 4× CPU slowdown asks for the page, the backend and the use cases at once, in a handful of files, and nothing on screen moves while the profile loads', async () => {
  const page = await browser.open('/login');
  await signIn(page, DEMO.athlete);
  await page.getByText(/welcome/i).first().waitFor();
  const shift = await layoutShiftOfSlowReload(page, () => page.getByText(/welcome/i).first().waitFor());
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').flatMap((entry) => (entry.name.endsWith('.js') ? [{ file: entry.name.replace(/.*\//, ''), start: entry.startTime }] : [])),
  );
  const startOf = (name: RegExp) => scripts.find((script) => name.test(script.file))?.start ?? Number.NaN;
  // This visit's code used to come in 48 files, the backend's alone in some thirty, and the page's only once the session was read.
  expect(scripts.length, scripts.map((script) => script.file).join(', ')).toBeLessThanOrEqual(30);
  expect(startOf(/^dashboard-page-/)).toBeLessThan(startOf(/^local-backend-/) + 100);
  expect(startOf(/^bind-features-/)).toBeLessThan(startOf(/^local-backend-/) + 100);
  // The dashboard's frame (title, width, the greeting's line) shows while the profile loads.
  expect(shift).toBeLessThan(0.05);
});

it('Issue 13 a first visit to / downloads no backend until its showcases scroll near; scrolled to, the featured pros and success stories show', async () => {
  const page = await browser.open('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const backendChunks = () =>
    page.evaluate((chunk) => performance.getEntriesByType('resource').filter((entry) => new RegExp(chunk).test(entry.name)).length, BACKEND_CHUNK.source);
  expect(await backendChunks()).toBe(0);
  expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBeGreaterThan(0);

  await scrollToEnd(page);
  await page.getByRole('heading', { name: 'Featured pros' }).waitFor();
  await page.getByRole('heading', { name: 'Success stories' }).waitFor();
  expect(await backendChunks()).toBe(1);
});

it('Issue 13 a first visit to /pros paints the page before it fetches the backend, then lists the pros', async () => {
  const page = await browser.open('/pros');
  await page.getByRole('list', { name: 'Pros' }).waitFor();
  const { firstPaint, backendFetched } = await page.evaluate((chunk) => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
    backendFetched: performance.getEntriesByType('resource').find((entry) => new RegExp(chunk).test(entry.name))?.startTime ?? Number.NaN,
  }), BACKEND_CHUNK.source);
  // The backend's chunks used to be fetched and run between the first render and its paint, holding the page off the screen.
  expect(firstPaint).toBeLessThan(backendFetched);
});
