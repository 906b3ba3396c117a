import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmByDemoLink, DEMO, signIn, signOut, signUp } from './support/person';

const browser = setupBrowser();

/** The flow reloads pages between accounts; the memory backend forgets everything on a reload. */
const embedded = inject('backend') !== 'memory';

const CLIP = join(process.cwd(), 'tests', 'fixtures', 'clips', 'h264-30fps.mp4');

/** From /pros: Paula Pro, "Request analysis", a question, the fixture clip, then /checkout. */
async function requestAnalysisUpToCheckout(page: Page, question: string): Promise<void> {
  await page.goto('/pros');
  await page.getByRole('link', { name: 'Paula Pro' }).first().click();
  await page.getByRole('link', { name: 'Request analysis' }).click();
  await page.waitForURL((url) => url.pathname === '/upload-start');
  await page.getByLabel('Sport').selectOption('Tennis');
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Continue to upload' }).click();
  await page.waitForURL((url) => url.pathname === '/upload');
  await page.getByLabel('Video file').setInputFiles({ name: 'serve.mp4', mimeType: 'video/mp4', buffer: readFileSync(CLIP) });
  await page.getByText('Your clip is uploaded').waitFor();
  // The app navigates within milliseconds of the click: wait for it from before the click.
  await Promise.all([page.waitForURL((url) => url.pathname === '/checkout'), page.getByRole('button', { name: 'Continue to checkout' }).click()]);
}

it.runIf(embedded)(
  "Issue 12 the demo athlete copies their referral link; a new person signs up through it, requests an analysis, uploads and pays; the demo athlete's next checkout shows the referral credit",
  async () => {
    const page = await browser.open('/login?redirect=%2Fdashboard');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, DEMO.athlete);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The demo athlete copies their link from the dashboard.
    const card = page.getByRole('region', { name: 'Your referral code' });
    await card.getByRole('button', { name: 'Copy link' }).click();
    await card.getByText('Link copied').waitFor();
    const link = await card.getByLabel('Your sign-up link').inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const invite = new URL(link);
    expect(invite.pathname).toBe('/signup');
    expect(invite.searchParams.get('ref')).toMatch(/^[A-Z2-9]{8}$/);
    await signOut(page);

    // A new person opens it, signs up and confirms through the on-screen demo link.
    await page.goto(invite.pathname + invite.search);
    await page.getByText(/Invited by Alex/).waitFor();
    await signUp(page, { firstName: 'Rita', lastName: 'Referred', email: 'rita.referred@example.com', password: 'Tr4ck-and-Field!' });
    await confirmByDemoLink(page);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // Rita requests an analysis, uploads and pays for her first submission: the full price.
    await requestAnalysisUpToCheckout(page, 'Is my serve toss too far in front of me?');
    const ritaSummary = page.getByLabel('Order summary');
    await ritaSummary.getByText('Total').waitFor();
    expect(await ritaSummary.getByText('Referral credit').count()).toBe(0);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await signOut(page);

    // The demo athlete starts a checkout: the referral credit (the default reward, $10.00) comes off.
    await page.goto('/login?redirect=%2Fdashboard');
    await signIn(page, DEMO.athlete);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('region', { name: 'Your referral code' }).getByText('Referral credit available: $10.00').waitFor();
    await requestAnalysisUpToCheckout(page, 'Why does my racket drop before contact?');
    const summary = page.getByLabel('Order summary');
    await summary.getByText('Referral credit').waitFor();
    expect(await summary.getByText('−$10.00').count()).toBe(1);
    const pay = await page.getByRole('button', { name: /^Pay / }).textContent();
    const total = await summary.locator('dd').last().textContent();
    expect(pay).toBe(`Pay ${total}`);
  },
  120_000,
);
