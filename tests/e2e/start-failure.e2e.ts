import type { Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { START_FAILURE_TITLE } from '../../src/ui/app/start-failure';
import { setupBrowser } from './support/browser';

const browser = setupBrowser();

it('issue 13 when the app itself cannot arrive the page says so, not blank, and loads by itself once back online', async () => {
  const page = await browser.open('/about');
  // The connection drops as the app chunk is fetched (routing also turns the HTTP cache off).
  const appChunk = /\/assets\/app-[\w-]+\.js$/;
  await page.route(appChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/');

  await page.getByRole('heading', { level: 1, name: START_FAILURE_TITLE }).waitFor();
  expect(await page.getByRole('button', { name: 'Refresh Page' }).isVisible()).toBe(true);

  // Back online: the page reloads by itself, and this time the app arrives.
  await page.unroute(appChunk);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.getByRole('heading', { level: 1, name: /technique feedback/i }).waitFor();
  expect(await page.getByRole('heading', { name: START_FAILURE_TITLE }).count()).toBe(0);
});

it('issue 13 when the app fails before the page’s own chunk has arrived, the page says so at once and reports no unhandled rejection', async () => {
  const page = await browser.open('/about');
  const appChunk = /\/assets\/app-[\w-]+\.js$/;
  const homeChunk = /\/assets\/home-page-[\w-]+\.js$/;
  await page.route(appChunk, (route) => route.abort('internetdisconnected'));
  // The home page's chunk is held back until the failure shows: the app's failure comes first.
  const held: Route[] = [];
  await page.route(homeChunk, (route) => void held.push(route));
  await page.goto('/', { waitUntil: 'commit' });

  await page.getByRole('heading', { level: 1, name: START_FAILURE_TITLE }).waitFor();
  expect(held.length).toBeGreaterThan(0);
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute(homeChunk);
  await page.unroute(appChunk);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.getByRole('heading', { level: 1, name: /technique feedback/i }).waitFor();
});
