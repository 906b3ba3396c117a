import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, setupBrowser } from './support/browser';
import { DEMO, followInAppLink, pathOf, signIn } from './support/person';

const browser = setupBrowser();

const bellOf = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });

async function signInAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

it('Issue 12 an admin broadcast reaches the demo athlete\'s bell, whose link stays in the app', async () => {
  const page = await browser.open('/login');
  await signInAs(page, DEMO.admin);
  await followInAppLink(page, '/admin/notifications');
  const form = page.getByRole('form', { name: 'Send a notification' });
  await form.waitFor();
  const title = `Courts closed ${Date.now()}`;
  await form.getByRole('radio', { name: 'Everyone' }).check();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('The indoor courts are closed on Sunday.');
  await form.getByLabel('Link').fill('/pros');
  await form.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Notification sent').first().waitFor();
  await page.getByRole('list', { name: 'Sent notifications' }).getByText(title).waitFor();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInAs(page, DEMO.athlete);

  const bell = bellOf(page);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
  const unreadBefore = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  expect(unreadBefore).toBeGreaterThanOrEqual(1);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const firstItem = panel.getByRole('listitem').first();
  await firstItem.getByText(title).waitFor();
  await firstItem.getByText('The indoor courts are closed on Sunday.').waitFor();

  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);

  await page.keyboard.press('Enter');
  await firstItem.getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname === '/pros');
  expect(pathOf(page)).toBe('/pros');
  const expected = unreadBefore - 1 === 0 ? 'Notifications' : `Notifications, ${unreadBefore - 1} unread`;
  await page.getByRole('button', { name: expected, exact: true }).waitFor();
});

it('Issue 12 on a 360 px screen the bell adds no row to the header, and its list stays on screen', async () => {
  const page = await browser.open('/login', PHONE);
  await signInAs(page, DEMO.athlete);
  const bell = bellOf(page);
  await bell.waitFor();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const withBell = (await nav.boundingBox())!.height;
  const withoutBell = await bell.evaluate((el) => {
    const holder = el.parentElement!;
    holder.style.display = 'none';
    const height = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().height;
    holder.style.display = '';
    return height;
  });
  expect(withBell).toBe(withoutBell);

  await bell.click();
  const box = (await page.getByRole('dialog', { name: 'Notifications' }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(widths.document).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body).toBeLessThanOrEqual(PHONE.width);
});
