import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { confirmByDemoLink, DEMO, signUp, switchTo } from './support/person';
import { reviewAtEveryWidth } from './support/visual-review';

const browser = setupBrowser();

/** A new account, reloads and a second person need the embedded backend (the memory one forgets on a load). */
const embedded = inject('backend') !== 'memory';

const CLIP = join(process.cwd(), 'tests', 'fixtures', 'clips', 'h264-30fps.mp4');

/**
 * Texts as people really type them, each with a run of characters no line break may split: the
 * demo data's texts are short, so without these the sweep of every route never sees a long word.
 */
const LONG = {
  firstName: 'Wolfeschlegelsteinhausenbergerdorff',
  lastName: 'Vonhohenzollernsigmaringenundmecklenburg',
  email: 'wolfeschlegelsteinhausenbergerdorff.vonhohenzollern@athletes-of-the-long-names.example.com',
  question:
    'Is my toss too far in front of me? My coach sent me this reference, please compare: ' +
    'https://video.example.com/technique/tennis/serve/slow-motion-reference-of-a-first-serve-filmed-from-the-side.mp4',
  fileName: 'serve-practice-on-the-hard-court-filmed-from-the-side-in-slow-motion-2026-11-27-take-03.mp4',
} as const;

const fullName = `${LONG.firstName} ${LONG.lastName}`;

/** A pro's texts at their longest runs: the name fills the 80 characters a display name may have. */
const LONG_PRO = {
  email: 'maximilianwolfeschlegelsteinhausenbergerdorff@coaches-of-the-long-names.example.com',
  password: 'Serve-and-volley-1',
  displayName: 'Coach Maximilianwolfeschlegelsteinhausenbergerdorffvonhohenzollernsigmaringen',
  headline: 'Serve biomechanics: Schulterblattstabilisationstraining for juniors and adults',
  bio:
    'Twelve years coaching the serve. My method, step by step: ' +
    'https://coaching.example.com/tennis/serve/biomechanics/shoulder-blade-stability-programme-for-juniors-and-adults.pdf',
  document: 'national-coaching-licence-level-three-issued-by-the-federation-scanned-2026-11-28.pdf',
} as const;

/** Reviews the settled page at every width; its screenshots are named `long-texts--<name>--<role>--<width>.png`. */
async function review(page: Page, name: string, role: string, where: string, failures: string[]) {
  failures.push(...(await reviewAtEveryWidth(page, { name: `long-texts--${name}`, role, where })));
}

it.runIf(embedded)(
  'Issue 13 long names, e-mail, question and file name wrap on every screen they reach: nothing wider than the window or clipped at 360, 768 and 1280 px, each photographed',
  async () => {
    const failures: string[] = [];
    const page = await browser.open('/signup', PHONE);

    // The athlete signs up and confirms the address.
    await signUp(page, { firstName: LONG.firstName, lastName: LONG.lastName, accountType: 'athlete', email: LONG.email, password: 'Tr4ck-and-Field!' });
    await page.getByText(LONG.email).first().waitFor();
    await review(page, 'email-verification', 'visitor', 'visitor /email-verification', failures);
    await confirmByDemoLink(page);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // Requests an analysis from Paula Pro, uploads and pays.
    await page.goto('/pros');
    await page.getByRole('link', { name: 'Paula Pro' }).first().click();
    await page.getByRole('link', { name: 'Request analysis' }).click();
    await page.getByLabel('Sport').selectOption('Tennis');
    await page.getByLabel('Your question').fill(LONG.question);
    await page.getByRole('button', { name: 'Continue to upload' }).click();
    await page.waitForURL((url) => url.pathname === '/upload');
    const submission = new URL(page.url()).searchParams.get('submission')!;
    await page.getByLabel('Video file').setInputFiles({ name: LONG.fileName, mimeType: 'video/mp4', buffer: readFileSync(CLIP) });
    await page.getByText('Your clip is uploaded').waitFor();
    await page.getByText(LONG.fileName, { exact: false }).first().waitFor();
    await review(page, 'upload-done', 'athlete', 'athlete /upload (clip stored)', failures);
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout'), page.getByRole('button', { name: 'Continue to checkout' }).click()]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');

    // Where the athlete finds it again.
    await page.goto(`/submissions/${submission}`);
    await page.getByText(LONG.question).waitFor();
    await review(page, 'submission', 'athlete', 'athlete /submissions/:id', failures);
    await page.goto('/submissions');
    await page.getByRole('list', { name: 'Submissions' }).getByText(/slow-motion-reference|Is my toss/).first().waitFor();
    await review(page, 'submissions', 'athlete', 'athlete /submissions', failures);
    await page.goto('/dashboard');
    await page.getByText(/Is my toss too far/).first().waitFor();
    await review(page, 'dashboard', 'athlete', 'athlete /dashboard', failures);

    // The pro's queue, the submission and both studios.
    await switchTo(page, DEMO.pro, '/submissions');
    await page.getByRole('link', { name: new RegExp(LONG.firstName) }).first().waitFor();
    await review(page, 'review-queue', 'pro', 'pro /submissions', failures);
    await page.goto(`/submissions/${submission}`);
    await page.getByRole('button', { name: 'Start review' }).click();
    await page.getByRole('link', { name: 'Open analysis studio' }).waitFor();
    await page.getByText(new RegExp(`${fullName} → Paula Pro`)).waitFor();
    await review(page, 'submission', 'pro', 'pro /submissions/:id', failures);
    await page.goto(`/submissions/${submission}/analysis`);
    await page.getByText('00:00.000 · frame 0').waitFor({ timeout: 20_000 });
    await page.getByText(LONG.question).first().waitFor();
    await review(page, 'analysis', 'pro', 'pro /submissions/:id/analysis', failures);
    await page.goto(`/submissions/${submission}/analysis-mobile`);
    await page.getByText('00:00.000 · frame 0').waitFor({ timeout: 20_000 });
    await review(page, 'analysis-mobile', 'pro', 'pro /submissions/:id/analysis-mobile', failures);

    // The admin finds the athlete among the people.
    await switchTo(page, DEMO.admin, '/admin/users');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Search people').fill(LONG.firstName);
    await page.getByRole('list', { name: 'People' }).getByText(LONG.email).waitFor();
    await review(page, 'people', 'admin', 'admin /admin/users (found by name)', failures);

    expect(failures).toEqual([]);
  },
  180_000,
);

it.runIf(embedded)(
  "Issue 13 a pro's long display name, headline, bio and document name wrap on every screen they reach: onboarding, verification, the listing, the pro's page, requesting an analysis, the pro's dashboard and pro deletion",
  async () => {
    const failures: string[] = [];
    const page = await browser.open('/signup', PHONE);

    // The pro signs up, confirms the address and applies.
    await signUp(page, { firstName: LONG.firstName, lastName: LONG.lastName, accountType: 'pro', email: LONG_PRO.email, password: LONG_PRO.password });
    await confirmByDemoLink(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/onboarding/pro');
    await page.getByLabel('Display name').fill(LONG_PRO.displayName);
    await page.getByLabel('Headline').fill(LONG_PRO.headline);
    await page.getByLabel('Bio').fill(LONG_PRO.bio);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('checkbox', { name: 'Tennis' }).check();
    await page.getByLabel('Years of experience').fill('12');
    await page.getByLabel('Price per analysis (USD)').fill('45');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByLabel('Identity document').setInputFiles({ name: LONG_PRO.document, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo identity') });
    await page.getByText(`Uploaded ${LONG_PRO.document}`).waitFor();
    await review(page, 'onboarding-credentials', 'pro', 'new pro /onboarding/pro (credentials)', failures);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByText(LONG_PRO.bio).first().waitFor();
    await review(page, 'onboarding-review', 'pro', 'new pro /onboarding/pro (review)', failures);
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByText('Submitted for verification.').waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await review(page, 'dashboard-pending', 'pro', 'pending pro /dashboard', failures);

    // The admin reviews the application and approves it.
    await switchTo(page, DEMO.admin, '/admin/verification');
    await page.getByRole('link', { name: LONG_PRO.displayName }).waitFor();
    await review(page, 'verification-queue', 'admin', 'admin /admin/verification', failures);
    await page.getByRole('link', { name: LONG_PRO.displayName }).click();
    await page.getByRole('button', { name: `View ${LONG_PRO.document}` }).waitFor();
    await review(page, 'verification-detail', 'admin', 'admin /admin/verification/:id', failures);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Yes, approve' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/verification');
    await page.goto('/admin/pro-deletion');
    await page.getByLabel('Find a pro by name').fill('Maximilian');
    await page.getByRole('button', { name: `Delete ${LONG_PRO.displayName}…` }).click();
    await page.getByLabel(`Type "${LONG_PRO.displayName}" to confirm`).waitFor();
    await review(page, 'pro-deletion', 'admin', 'admin /admin/pro-deletion (the pro chosen)', failures);

    // An athlete finds the pro, opens the page and starts a request.
    await switchTo(page, DEMO.athlete, '/pros');
    await page.getByLabel('Search by name').fill('Maximilian');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: LONG_PRO.displayName }).waitFor();
    await review(page, 'pros', 'athlete', 'athlete /pros (found by name)', failures);
    await page.getByRole('link', { name: LONG_PRO.displayName }).click();
    await page.getByRole('heading', { name: LONG_PRO.displayName }).waitFor();
    await review(page, 'pro-page', 'athlete', 'athlete /pros/:id', failures);
    await page.getByRole('link', { name: 'Request analysis' }).click();
    await page.getByLabel('Your question').waitFor();
    await review(page, 'upload-start', 'athlete', 'athlete /upload-start?pro=', failures);

    // The pro, now listed, on their dashboard.
    await switchTo(page, LONG_PRO.email, '/dashboard', LONG_PRO.password);
    await page.getByRole('link', { name: 'See your profile as athletes do' }).waitFor();
    await review(page, 'dashboard-listed', 'pro', 'listed pro /dashboard', failures);

    expect(failures).toEqual([]);
  },
  180_000,
);
