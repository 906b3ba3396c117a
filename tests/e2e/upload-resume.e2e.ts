import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, signIn } from './support/person';

const browser = setupBrowser();

/** The memory backend forgets everything on a reload; resuming is the embedded backend's promise. */
const embedded = inject('backend') !== 'memory';

const MIB = 1024 * 1024;
/** Large enough that the upload is still running when the page reloads (4 MiB chunks). */
const FILE_BYTES = 192 * MIB;

const folder = mkdtempSync(join(tmpdir(), 'clipcoach-resume-'));
const clipPath = join(folder, 'long-rally.mp4');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it.runIf(embedded)('Issue 10 a reload in the middle of an upload resumes from the last stored chunk when the same file is picked again', async () => {
  // Random bytes (not a video): the upload does not care, and nothing compresses it away.
  const block = randomBytes(MIB);
  writeFileSync(clipPath, Buffer.concat(Array.from({ length: FILE_BYTES / MIB }, () => block)));

  const page = await browser.open('/login?redirect=%2Fpros');
  await signIn(page, DEMO.athlete);
  await page.waitForURL((url) => url.pathname === '/pros');
  await page.getByRole('link', { name: 'Paula Pro' }).first().click();
  await page.getByRole('link', { name: 'Request analysis' }).click();
  await page.getByLabel('Sport').selectOption('Tennis');
  await page.getByLabel('Your question').fill('Does my backswing start too late on the forehand?');
  await page.getByRole('button', { name: 'Continue to upload' }).click();
  await page.waitForURL((url) => url.pathname === '/upload');
  const uploadUrl = page.url();

  // A slower machine than this one: the reload must land while chunks are still being stored.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByLabel('Video file').setInputFiles(clipPath);
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await progress.waitFor();
  await page.waitForFunction(
    ({ least }) => {
      const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Upload progress"]');
      return bar !== null && bar.value >= least && bar.value < bar.max;
    },
    { least: 8 * MIB },
    { timeout: 60_000, polling: 50 },
  );
  const storedBeforeReload = Number(await progress.getAttribute('value'));
  await page.reload();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(page.url()).toBe(uploadUrl);

  await page.getByLabel('Video file').setInputFiles(clipPath);
  // Read the moment it shows: the rest of the upload may finish quickly.
  const shown = await page
    .waitForFunction(() => [...document.querySelectorAll('p')].map((p) => p.textContent ?? '').find((text) => /^Picked up where it stopped: .* were already stored\.$/.test(text)), undefined, { polling: 'raf' })
    .then((handle) => handle.jsonValue() as Promise<string>);
  await page.getByText('Your clip is uploaded').waitFor({ timeout: 90_000 });

  // It started from what the first attempt had finished (at least what the bar showed), not from zero.
  expect(storedBeforeReload).toBeGreaterThanOrEqual(8 * MIB);
  const mib = Number(/([\d.]+) MB/.exec(shown)?.[1] ?? 'NaN');
  expect(mib * MIB).toBeGreaterThanOrEqual(storedBeforeReload - 0.05 * MIB);
  expect(mib * MIB).toBeLessThan(FILE_BYTES);
});
