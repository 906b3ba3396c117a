import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, signIn, signInAt, signOut } from './support/person';

const browser = setupBrowser();

/** The journey reloads pages between accounts; the memory backend forgets everything on a reload. */
const embedded = inject('backend') !== 'memory';

const CLIP = join(process.cwd(), 'tests', 'fixtures', 'clips', 'h264-30fps.mp4');

async function pay(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

it.runIf(embedded)('R2.3 the demo athlete requests an analysis from a pro, uploads a clip, is declined once, pays with the test card; the demo pro starts the review and plays the clip', async () => {
  const page = await browser.open('/pros');
  await page.getByRole('link', { name: 'Paula Pro' }).first().click();
  await page.getByRole('link', { name: 'Request analysis' }).click();
  // Signed out, the guard sends the visitor to sign in and back, with the chosen pro kept.
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, DEMO.athlete);
  await page.waitForURL((url) => url.pathname === '/upload-start' && url.searchParams.has('pro'));

  await page.getByLabel('Sport').selectOption('Tennis');
  await page.getByLabel('Your question').fill('Is my serve toss too far in front of me?');
  await page.getByRole('button', { name: 'Continue to upload' }).click();
  await page.waitForURL((url) => url.pathname === '/upload');
  const submission = new URL(page.url()).searchParams.get('submission')!;

  await page.getByLabel('Video file').setInputFiles({ name: 'serve.mp4', mimeType: 'video/mp4', buffer: readFileSync(CLIP) });
  await page.getByText('Your clip is uploaded').waitFor();
  // The app navigates within milliseconds of the click: wait for it from before the click.
  await Promise.all([page.waitForURL((url) => url.pathname === '/checkout'), page.getByRole('button', { name: 'Continue to checkout' }).click()]);

  await pay(page, '4000 0000 0000 0002');
  await page.getByText('Your card was declined.').waitFor();
  await pay(page, '4242 4242 4242 4242');
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('link', { name: 'View your submission' }).click();
  await page.waitForURL((url) => url.pathname === `/submissions/${submission}`);
  await page.getByRole('heading', { level: 1, name: 'Tennis analysis' }).waitFor();
  expect(await page.getByText(/Alex Athlete → Paula Pro · Submitted/).count()).toBe(1);

  // The list shows it "Submitted" with the thumbnail drawn from the clip in this browser.
  await page.goto('/submissions');
  const listed = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem').filter({ hasText: 'Submitted' }).first();
  const thumbnail = listed.getByRole('img', { name: 'Thumbnail of your Tennis clip for Paula Pro' });
  await thumbnail.waitFor();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);

  // The pro finds it in the review queue, starts the review and plays the clip from storage.
  await signOut(page);
  await signInAt(page, '/submissions', DEMO.pro);
  await page.getByRole('link', { name: /Alex Athlete/ }).click();
  await page.getByRole('button', { name: 'Start review' }).click();
  await page.getByRole('link', { name: 'Open analysis studio' }).waitFor();
  const clip = page.getByLabel('Clip: serve.mp4');
  await clip.waitFor();
  const playable = await clip.evaluate(async (video: HTMLVideoElement) => {
    if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    video.currentTime = 1.5;
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    return { duration: Math.round(video.duration), at: video.currentTime };
  });
  expect(playable).toEqual({ duration: 3, at: 1.5 });
});

it.runIf(embedded)('a file named .mp4 that is no video is still stored, the athlete is told plainly, and it waits in /admin/video-repair', async () => {
  const page = await browser.open('/login?redirect=%2Fpros');
  await signIn(page, DEMO.athlete);
  await page.waitForURL((url) => url.pathname === '/pros');
  await page.getByRole('link', { name: 'Paula Pro' }).first().click();
  await page.getByRole('link', { name: 'Request analysis' }).click();
  await page.getByLabel('Sport').selectOption('Tennis');
  await page.getByLabel('Your question').fill('Why does my racket drop before contact?');
  await page.getByRole('button', { name: 'Continue to upload' }).click();
  await page.waitForURL((url) => url.pathname === '/upload');

  const broken = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'clips', 'not-a-video.mp4'));
  await page.getByLabel('Video file').setInputFiles({ name: 'broken-serve.mp4', mimeType: 'video/mp4', buffer: broken });
  await page.getByText('Your clip is uploaded').waitFor();
  await page.getByText(/We stored your file, but this browser could not play it/).waitFor({ timeout: 25_000 });

  await signOut(page);
  await page.goto('/login?redirect=%2Fadmin%2Fvideo-repair');
  await signIn(page, DEMO.admin);
  const list = page.getByRole('list', { name: 'Videos to repair' });
  await list.getByText('broken-serve.mp4').waitFor({ timeout: 15_000 });
  expect(await list.getByText(/stored, but the browser could not read it/).count()).toBe(1);
});
