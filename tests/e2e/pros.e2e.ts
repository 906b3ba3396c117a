import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmByDemoLink, DEMO, signInAt, signOut, signUp } from './support/person';

const browser = setupBrowser();

/** The journey reloads pages between accounts; the memory backend forgets everything on a reload. */
const embedded = inject('backend') !== 'memory';

const PRO = { firstName: 'Carla', lastName: 'Coach', accountType: 'pro', email: 'carla.coach@example.com', password: 'Serve-and-volley-1', name: 'Coach Carla Test' } as const;

/** The onboarding steps after the profile step, as a pro fills them. */
async function pricingCredentialsAndSubmit(page: Page, firstTime: boolean) {
  if (firstTime) {
    await page.getByRole('checkbox', { name: 'Tennis' }).check();
    await page.getByLabel('Years of experience').fill('12');
    await page.getByLabel('Price per analysis (USD)').fill('45');
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
  if (firstTime) {
    const identity = page.getByLabel('Identity document');
    await identity.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a credential') });
    await page.getByText('"notes.txt" is not a PDF, JPEG or PNG file.').waitFor();
    await identity.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo identity') });
    await page.getByText('Uploaded passport.pdf').waitFor();
  }
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await page.getByText('Submitted for verification.').waitFor();
}

it.runIf(embedded)('R2.1 R2.3 R2.4 a new pro onboards, the demo admin rejects with a reason, the pro resubmits, the admin approves, and the pro is listed', async () => {
  const page = await browser.open('/signup');

  // A new account applies as a pro (the demo pro account is already verified).
  await signUp(page, PRO);
  await confirmByDemoLink(page);
  await page.waitForURL((url) => url.pathname === '/dashboard');

  await page.goto('/onboarding/pro');
  await page.getByLabel('Display name').fill(PRO.name);
  await page.getByLabel('Headline').fill('Tennis serve specialist');
  await page.getByLabel('Bio').fill('Twelve years coaching juniors and adults on the serve and return.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await pricingCredentialsAndSubmit(page, true);
  await signOut(page);

  // The admin sees the application with its document and rejects it with a reason.
  await signInAt(page, '/admin/verification', DEMO.admin);
  await page.getByRole('link', { name: PRO.name }).click();
  await page.getByRole('button', { name: 'View passport.pdf' }).waitFor();
  await page.getByLabel('Reason for rejection').fill('Please upload a clearer identity document');
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/verification');
  await signOut(page);

  // The pro reads the reason, fixes and resubmits.
  await signInAt(page, '/onboarding/pro', PRO.email, PRO.password);
  await page.getByText('Reason: Please upload a clearer identity document').waitFor();
  await page.getByRole('button', { name: 'Fix and resubmit' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await pricingCredentialsAndSubmit(page, false);
  await signOut(page);

  // The admin approves; the pro appears in /pros at once and opens on its detail page.
  await signInAt(page, '/admin/verification', DEMO.admin);
  await page.getByRole('link', { name: PRO.name }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Yes, approve' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/verification');
  await signOut(page);

  await page.goto('/pros');
  await page.getByLabel('Search by name').fill('Carla Test');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: PRO.name }).click();
  await page.getByRole('heading', { name: PRO.name }).waitFor();
  expect(await page.getByRole('link', { name: 'Request analysis' }).getAttribute('href')).toMatch(/^\/upload-start\?pro=/);
}, 60_000);
