import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { DEMO, followInAppLink, signIn } from './support/person';

const browser = setupBrowser();

async function openDemoCreator(page: Page): Promise<void> {
  await followInAppLink(page, '/admin/demo-creator');
  await page.getByRole('heading', { name: 'Demo creator' }).waitFor();
}

it('Issue 12 the demo creator’s pending applicant is approved at once in /admin/verification, then "Wipe demo data" removes it', async () => {
  const page = await browser.open('/login');
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/dashboard');

  // The seed's pending applicant waits in the queue from the start.
  await followInAppLink(page, '/admin/verification');
  await page.getByRole('link', { name: 'Nadia Pending' }).waitFor();

  await openDemoCreator(page);
  await page.getByText('No demo data.').waitFor();
  await page.getByRole('button', { name: 'Create pending applicants' }).click();
  const created = page.getByRole('list', { name: 'Demo data created' }).getByRole('listitem');
  await created.first().waitFor();
  const label = (await created.first().textContent())!;
  expect(label).toMatch(/^Pending applicant: /);
  const name = label.replace('Pending applicant: ', '');
  await page.getByLabel('Demo counts').getByText('1 pending applicants', { exact: false }).waitFor();

  await followInAppLink(page, '/admin/verification');
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Yes, approve' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/verification');
  await page.getByRole('link', { name: 'Nadia Pending' }).waitFor();
  expect(await page.getByRole('link', { name }).count()).toBe(0);

  await openDemoCreator(page);
  await page.getByRole('button', { name: 'Wipe demo data' }).click();
  await page.getByRole('button', { name: 'Yes, wipe demo data' }).click();
  await page.getByText('No demo data.').waitFor();

  // Gone from the people directory; the seed's applicant stays.
  await followInAppLink(page, '/admin/users');
  await page.getByLabel('Search people').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText(`No one matches "${name}".`).waitFor();
  await followInAppLink(page, '/admin/verification');
  await page.getByRole('link', { name: 'Nadia Pending' }).waitFor();
}, 120_000);
