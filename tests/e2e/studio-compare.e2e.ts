import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import manifest from '../fixtures/clips/manifest.json';
import { readFrameNumber } from '../fixtures/clips/frame-code';
import { DESKTOP, PHONE, setupBrowser } from './support/browser';
import { DEMO, signIn, switchTo } from './support/person';

const browser = setupBrowser();

/** A second account and a reload need the embedded backend (the memory one forgets on a load). */
const embedded = inject('backend') !== 'memory';

const CLIPS = join(process.cwd(), 'tests', 'fixtures', 'clips');
const layout = manifest.clips[0]!.frameCode;

async function pay(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The signed-in demo athlete requests an analysis from Paula Pro with a fixture clip and pays; returns the submission id. */
async function paidSubmission(page: Page, file: string, mimeType: string): Promise<string> {
  await page.goto('/pros');
  await page.getByRole('link', { name: 'Paula Pro' }).first().click();
  await page.getByRole('link', { name: 'Request analysis' }).click();
  await page.getByLabel('Sport').selectOption('Tennis');
  await page.getByLabel('Your question').fill(`Is my serve toss too far in front of me? (${file})`);
  await page.getByRole('button', { name: 'Continue to upload' }).click();
  await page.waitForURL((url) => url.pathname === '/upload');
  const submission = new URL(page.url()).searchParams.get('submission')!;
  await page.getByLabel('Video file').setInputFiles({ name: file, mimeType, buffer: readFileSync(join(CLIPS, file)) });
  await page.getByText('Your clip is uploaded').waitFor();
  // The app navigates within milliseconds of the click: wait for it from before the click.
  await Promise.all([page.waitForURL((url) => url.pathname === '/checkout'), page.getByRole('button', { name: 'Continue to checkout' }).click()]);
  await pay(page);
  await page.waitForURL((url) => url.pathname === '/payment-success');
  return submission;
}

/** The frame number drawn on the picture a player's <video> shows (tests/fixtures/clips/frame-code.ts). */
async function frameOnPicture(video: Locator): Promise<number | string> {
  const pixels = await video.evaluate((element: HTMLVideoElement, rows: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = rows;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(element, 0, 0, element.videoWidth, element.videoHeight);
    return { width: canvas.width, height: rows, data: [...context.getImageData(0, 0, canvas.width, rows).data] };
  }, layout.origin.y + layout.blockSize);
  const reading = readFrameNumber(pixels, layout);
  return reading.ok ? reading.frame : reading.reason;
}

/** Both players done seeking. */
async function bothIdle(page: Page) {
  await page.waitForFunction(() => {
    const players = [...document.querySelectorAll('[role="region"][aria-label="Video player"]')];
    return players.length === 2 && players.every((player) => player.getAttribute('aria-busy') === 'false');
  });
}

it.runIf(embedded)(
  'Issue 11 Compare: with two clips of the same athlete paid to the same pro, the pro chooses the second clip and start points, and both clips step frame by frame together, each frame number advancing by one',
  async () => {
    const page = await browser.open('/login?redirect=%2Fpros');
    await signIn(page, DEMO.athlete);
    await page.waitForURL((url) => url.pathname === '/pros');
    const main = await paidSubmission(page, 'h264-30fps.mp4', 'video/mp4');
    await paidSubmission(page, 'h264-24fps.mp4', 'video/mp4');

    await switchTo(page, DEMO.pro, `/submissions/${main}/analysis`);
    await page.getByRole('button', { name: 'Start review' }).click();
    await page.getByRole('toolbar', { name: 'Drawing tools' }).waitFor();
    await page.getByText('00:00.000 · frame 0').waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const chooser = page.getByRole('form', { name: 'Compare with another clip' });
    await chooser.getByLabel('Clip to compare').waitFor();
    const options = chooser.getByLabel('Clip to compare').locator('option');
    expect(await options.count()).toBe(1);
    await chooser.getByLabel('Clip to compare').selectOption({ index: 0 });
    await chooser.getByLabel('This clip starts at').fill('1');
    await chooser.getByLabel('The other clip starts at').fill('0.5');
    await chooser.getByRole('button', { name: 'Compare side by side' }).click();

    const mainVideo = page.getByLabel('Clip under analysis');
    const otherVideo = page.getByLabel('Clip to compare', { exact: true }).and(page.locator('video'));
    await otherVideo.waitFor();
    await page.getByText('00:00.000 · frame 0').nth(1).waitFor({ timeout: 20_000 });
    await page.getByText('This clip from').waitFor();

    const both = page.getByRole('group', { name: 'Both clips' });
    await both.getByRole('button', { name: 'Go to the start points' }).click();
    // 1.0 s is frame 30 of the 30 fps clip; 0.5 s is frame 12 of the 24 fps one.
    await page.getByText(/· frame 30$/).waitFor();
    await page.getByText(/· frame 12$/).waitFor();
    await bothIdle(page);
    expect(await frameOnPicture(mainVideo)).toBe(30);
    expect(await frameOnPicture(otherVideo)).toBe(12);

    const seen: { main: number | string; other: number | string }[] = [];
    for (let step = 1; step <= 3; step += 1) {
      await both.getByRole('button', { name: 'Next frame (both)' }).click();
      await page.getByText(new RegExp(`· frame ${30 + step}$`)).waitFor();
      await page.getByText(new RegExp(`· frame ${12 + step}$`)).waitFor();
      await bothIdle(page);
      seen.push({ main: await frameOnPicture(mainVideo), other: await frameOnPicture(otherVideo) });
    }
    expect(seen).toEqual([
      { main: 31, other: 13 },
      { main: 32, other: 14 },
      { main: 33, other: 15 },
    ]);
    await both.getByRole('button', { name: 'Previous frame (both)' }).click();
    await page.getByText(/· frame 32$/).waitFor();
    await page.getByText(/· frame 14$/).waitFor();
    await bothIdle(page);
    expect({ main: await frameOnPicture(mainVideo), other: await frameOnPicture(otherVideo) }).toEqual({ main: 32, other: 14 });
  },
  150_000,
);

it.runIf(embedded)(
  'Issue 11 each studio route suggests the other by the window width: at 360 px the desktop studio suggests the mobile one, at 1280 px the mobile studio suggests the desktop one',
  async () => {
    const page = await browser.open('/login?redirect=%2Fpros');
    await signIn(page, DEMO.athlete);
    await page.waitForURL((url) => url.pathname === '/pros');
    const submission = await paidSubmission(page, 'h264-30fps.mp4', 'video/mp4');
    const desktop = `/submissions/${submission}/analysis`;
    const mobile = `/submissions/${submission}/analysis-mobile`;
    await switchTo(page, DEMO.pro, desktop);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Start review' }).click();
    await page.getByRole('toolbar', { name: 'Drawing tools' }).waitFor();

    const toMobile = page.getByRole('link', { name: 'Open the mobile studio' });
    const toDesktop = page.getByRole('link', { name: 'Open the desktop studio' });
    await toMobile.waitFor();
    expect(await toDesktop.count()).toBe(0);
    await toMobile.click();
    await page.waitForURL((url) => url.pathname === mobile);
    await page.getByRole('group', { name: 'Frame steps' }).waitFor();
    expect(await toDesktop.count()).toBe(0);
    expect(await toMobile.count()).toBe(0);

    await page.setViewportSize(DESKTOP);
    await toDesktop.waitFor();
    expect(await toMobile.count()).toBe(0);
    await toDesktop.click();
    await page.waitForURL((url) => url.pathname === desktop);
    await page.getByRole('toolbar', { name: 'Drawing tools' }).waitFor();
    expect(await toMobile.count()).toBe(0);
    expect(await toDesktop.count()).toBe(0);

    await page.setViewportSize(PHONE);
    await toMobile.waitFor();
  },
  120_000,
);
