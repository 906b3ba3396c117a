import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** Debian's Chromium: the suite never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** A laptop-sized window, the default for every test that does not say otherwise. */
export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** The narrowest phone the product supports. */
export const PHONE: Viewport = { width: 360, height: 740 };

/**
 * Issue 13: no uncaught error and no unhandled promise rejection may reach a page's console. Watches
 * every page of `context` (the `weberror` event: an uncaught exception or rejection, as the
 * `pageerror` of each page) and the console lines that report one (the app's own §8 logger writes
 * "Unhandled promise rejection"); returns what it saw so far, each described for the failure.
 */
export function watchUncaughtErrors(context: BrowserContext): () => readonly string[] {
  const seen: string[] = [];
  const where = (page: Page | null) => (page ? new URL(page.url()).pathname : 'a page');
  context.on('weberror', (error) => seen.push(`uncaught on ${where(error.page())}: ${error.error().stack ?? error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error' && UNHANDLED_REJECTION_LINE.test(message.text())) seen.push(`console on ${where(message.page())}: ${message.text()}`);
  });
  return () => seen;
}

/** How Chromium and the app's logger word an unhandled rejection in the console. */
const UNHANDLED_REJECTION_LINE = /unhandled (promise )?rejection|uncaught \(in promise\)/i;

/**
 * Resolves once the app has taken over the page: a public page's first screen comes with its HTML
 * and shows before the app has started, as a picture (inert) of the page, not the page itself,
 * until the app has adopted it; elsewhere the HTML's loading screen shows until the app's first
 * render replaces it (issue 13; vite.config.ts, prerenderPublicPages; `TakesOver`).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root > [data-prerendered], #root > [data-loading-screen]').first().waitFor({ state: 'detached' });
}

export interface BrowserSession {
  /** A fresh profile (new browser context) with one page at `path` of the served build, once the app has started there. */
  open(path: string, viewport?: Viewport): Promise<Page>;
  /** The served build's origin, e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
}

/**
 * One Chromium per test file, one fresh profile per test. Call at the top of a file:
 * `const browser = setupBrowser();` then `const page = await browser.open('/login')`.
 */
export function setupBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const uncaught: (() => readonly string[])[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    // The test that caused an uncaught error or unhandled rejection fails, saying which and where.
    const errors = uncaught.splice(0).flatMap((seen) => seen());
    if (errors.length > 0) throw new Error(`${errors.length} report(s) of an uncaught error or unhandled rejection in the page (the suite expects none):\n${errors.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async open(path, viewport = DESKTOP) {
      if (!browser) throw new Error('setupBrowser(): the browser is not launched yet; call open() inside a test.');
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      contexts.push(context);
      uncaught.push(watchUncaughtErrors(context));
      const page = await context.newPage();
      // Fail on a missing element well before the test's own timeout, with Playwright's message.
      page.setDefaultTimeout(10_000);
      await page.goto(path);
      await appStarted(page);
      return page;
    },
  };
}
