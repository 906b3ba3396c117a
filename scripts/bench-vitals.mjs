/* global window, document, performance, PerformanceObserver, MutationObserver, setTimeout */
// Page speed for `npm run bench` (issue 13, point 3): Largest Contentful Paint, Total Blocking Time
// and Cumulative Layout Shift of the production build in headless Chromium at 4× CPU slowdown,
// against the floor of this stack (a bare React 19 + react-router page built by the same Vite),
// and the admin gate's own overhead over the waits §4 prescribes. Figures, never a verdict on time:
// the machines are shared and noisy.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

export const CPU_SLOWDOWN = 4;
export const RUNS = 5;
/** After the route's content is on screen and the load event, this long without a long task ends a measurement. */
const QUIET_MS = 2_000;
/** …or this long after the content showed, whichever comes first. */
const MAX_AFTER_READY_MS = 10_000;
const LONG_TASK_MS = 50;
/** The window of every measurement unless told otherwise. */
const DESKTOP = { width: 1280, height: 800 };

/** Registered before any script of the page: what the observers see from navigation start. */
function observeVitals() {
  const vitals = { fcp: null, lcp: null, lcpElement: null, tasks: [], shifts: [] };
  window.__vitals = vitals;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not support: its figure stays empty
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    vitals.lcpElement = entry.element ? `${entry.element.tagName.toLowerCase()}${entry.element.textContent ? ` "${entry.element.textContent.slice(0, 40)}"` : ''}` : null;
  });
  observe('longtask', (entry) => vitals.tasks.push([entry.startTime, entry.duration]));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.shifts.push([entry.startTime, entry.value]);
  });
}

/**
 * TBT as Lighthouse counts it: every long task that ends after FCP, clipped to start at FCP, counts
 * its time beyond 50 ms, up to the end of the measurement. Also the same sum from navigation start
 * (long tasks before the first paint included), printed for reference.
 */
function blockingTime(tasks, fcp, until) {
  let afterFcp = 0;
  let fromStart = 0;
  for (const [start, duration] of tasks) {
    if (start >= until) continue;
    const end = start + duration;
    fromStart += Math.max(0, duration - LONG_TASK_MS);
    if (fcp !== null && end > fcp) afterFcp += Math.max(0, end - Math.max(start, fcp) - LONG_TASK_MS);
  }
  return { afterFcp, fromStart };
}

/** CLS as web-vitals counts it: the largest session window (gaps under 1 s, at most 5 s) of unexpected shifts. */
function layoutShift(shifts) {
  let worst = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const [at, value] of shifts) {
    if (at - last > 1_000 || at - windowStart > 5_000) {
      windowSum = 0;
      windowStart = at;
    }
    windowSum += value;
    last = at;
    worst = Math.max(worst, windowSum);
  }
  return worst;
}

/**
 * When a route's content shows, as an expression the page evaluates: some element matching
 * `selector`, rendered (checkVisibility: not inside a hidden tree), whose text matches `text` if
 * given. Read through the DevTools protocol, never through a Playwright locator: the first locator
 * injects Playwright's own script into the page, and at 4× parsing and running it takes the main
 * thread for about 270 ms, in the middle of a signed-in page's start (a floor page has painted by
 * then), and while it waits it queries the page again on every frame: a cost no visitor pays.
 */
export function shown(selector, text = null) {
  const matches = text === null ? 'true' : `${text}.test(element.textContent.trim())`;
  return `[...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => ${matches} && element.checkVisibility())`;
}

/** The page's value of `expression`, through the DevTools protocol (see shown()). */
async function evaluate(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

const READY_POLL_MS = 50;
const READY_TIMEOUT_MS = 30_000;

/** Resolves once the page's `expression` holds, checked every READY_POLL_MS (a navigation in between is waited out). */
export async function until(cdp, expression, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await evaluate(cdp, `(() => { try { return Boolean(${expression}); } catch { return false; } })()`).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Not shown within ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

/**
 * One measured load of `url` in a fresh browser context, throttled. `prepare(context)` runs first,
 * unthrottled (signing in, for instance); `ready` is an expression (shown()) that holds once the
 * route's content shows. From the navigation on, nothing of Playwright's runs in the page.
 */
export async function measureLoad(browser, url, { prepare, ready, viewport = DESKTOP } = {}) {
  const context = await browser.newContext({ viewport });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.addInitScript(observeVitals);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    if (ready) await until(cdp, ready);
    const readyAt = await evaluate(cdp, 'performance.now()');
    // Wait for a quiet main thread: QUIET_MS without a long task, capped.
    for (;;) {
      const { now, lastTaskEnd } = await evaluate(cdp, '({ now: performance.now(), lastTaskEnd: Math.max(0, ...window.__vitals.tasks.map(([start, duration]) => start + duration)) })');
      if (now - Math.max(readyAt, lastTaskEnd) >= QUIET_MS || now - readyAt >= MAX_AFTER_READY_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const vitals = await evaluate(cdp, `({ ...window.__vitals, now: performance.now(), steps: ${START_STEPS_READ} })`);
    const tbt = blockingTime(vitals.tasks, vitals.fcp, vitals.now);
    return { fcp: vitals.fcp, lcp: vitals.lcp, lcpElement: vitals.lcpElement, tbt: tbt.afterFcp, blockingFromStart: tbt.fromStart, cls: layoutShift(vitals.shifts), steps: vitals.steps };
  } finally {
    await context.close();
  }
}

/**
 * The app's start steps the page marked (src/composition/start-marks.ts: `clipcoach:entry`,
 * `clipcoach:app-built`, `clipcoach:backend-loaded`, `clipcoach:auth-known`), as an expression the
 * page evaluates to { step: ms from navigation start }. The floor marks none.
 */
const START_STEPS_READ = `Object.fromEntries(performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('clipcoach:')).map((mark) => [mark.name.slice('clipcoach:'.length), mark.startTime]))`;

export const median = (values) => {
  const known = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : Number.NaN;
};

/** The median of each figure of some loads on its own (and CLS's worst), and the LCP element seen most often. */
function summarize(runs) {
  const elements = runs.map((run) => run.lcpElement).filter(Boolean);
  const lcpElement = elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0] ?? null;
  return {
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    blockingFromStart: median(runs.map((run) => run.blockingFromStart)),
    cls: median(runs.map((run) => run.cls)),
    // A shift depends on when the data arrives: the worst load, beside the median.
    clsMax: Math.max(...runs.map((run) => run.cls)),
    lcpRange: [Math.min(...runs.map((run) => run.lcp)), Math.max(...runs.map((run) => run.lcp))],
    tbtRange: [Math.min(...runs.map((run) => run.tbt)), Math.max(...runs.map((run) => run.tbt))],
    blockingRange: [Math.min(...runs.map((run) => run.blockingFromStart)), Math.max(...runs.map((run) => run.blockingFromStart))],
    loads: runs.length,
    lcpElement,
    // Each start step's median over the loads that marked it.
    steps: Object.fromEntries([...new Set(runs.flatMap((run) => Object.keys(run.steps ?? {})))].map((step) => [step, median(runs.map((run) => run.steps?.[step]))])),
  };
}

/** RUNS fresh loads of one page, summarized. */
export async function measureRoute(browser, url, options) {
  const [figures] = await measureInterleaved(browser, [{ url, options }], RUNS);
  return figures;
}

/**
 * `runs` rounds of one fresh load of each target in turn, summarized per target. Pages compared
 * with each other (a route and the floor) see the same moments of a shared, noisy machine, rather
 * than one measured in a quiet minute and the other in a busy one.
 */
export async function measureInterleaved(browser, targets, runs) {
  const loads = targets.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, { url, options }] of targets.entries()) loads[index].push(await measureLoad(browser, url, options));
  }
  return loads.map(summarize);
}

// ---- the floor: a bare React 19 + react-router page ----------------------------------------

const FLOOR_MAIN = `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

function Home() {
  return (
    <main>
      <nav><Link to="/">ClipCoach</Link> <Link to="/pros">Pros</Link></nav>
      <h1>Technique feedback from verified pros</h1>
      <p>Upload a clip of your swing, stroke or stride and get it analysed frame by frame by a coach who knows your sport.</p>
      <p><Link to="/signup">Sign up</Link> <Link to="/pros">Find a pro</Link></p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Home />} />
    </Routes>
  </BrowserRouter>,
);
`;

const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

/**
 * Generates the floor app in a temporary folder (its node_modules a link to the project's, so it
 * builds with the same React, react-router and Vite), builds it with the project's build target and
 * serves it. Returns its URL, its JavaScript gzip size and a close function.
 */
export async function serveFloor(root) {
  const dir = mkdtempSync(join(tmpdir(), 'clipcoach-floor-'));
  writeFileSync(join(dir, 'index.html'), FLOOR_HTML);
  writeFileSync(join(dir, 'main.jsx'), FLOOR_MAIN);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const outDir = join(dir, 'dist');
  mkdirSync(outDir);
  const config = { root: dir, configFile: false, logLevel: 'error', plugins: [react()], build: { target: 'es2022', sourcemap: false, manifest: true, outDir, emptyOutDir: true } };
  await build({ ...config, mode: 'production' });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const jsGzip = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .reduce((sum, chunk) => sum + gzipSync(readFileSync(join(outDir, chunk.file)), { level: 9 }).length, 0);
  const server = await preview({ ...config, appType: 'spa', preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  return {
    url: `http://127.0.0.1:${server.httpServer.address().port}/`,
    jsGzip,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- the admin gate's own overhead ---------------------------------------------------------

/** Records when the gate's checking card appears and when it goes (the decision), from navigation start. */
function observeGate() {
  window.__gate = { shown: null, decided: null };
  const look = () => {
    const checking = document.body?.textContent?.includes('Checking permissions...') ?? false;
    if (checking && window.__gate.shown === null) window.__gate.shown = performance.now();
    if (!checking && window.__gate.shown !== null && window.__gate.decided === null) window.__gate.decided = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The §4 admin check on a user whose metadata does not say admin (a first check): refresh the
 * session, wait 800 ms, read is_admin, copy it into the metadata, wait 500 ms. The gate's own
 * overhead is the time from the checking card to the decision minus those two waits; the 100 ms
 * profile delay after sign-in runs beside the gate, not before it. One fresh context per run.
 */
export async function adminGateOverhead(browser, baseUrl, admin, { slowdown = 1, prescribedMs }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.addInitScript(observeGate);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // The admin signs in on /login?redirect=/admin and the app takes them to /admin: the gate's first check.
    await page.goto(`${baseUrl}/login?redirect=%2Fadmin`);
    await page.getByLabel(/^e-?mail/i).fill(admin.email);
    await page.getByLabel(/^password$/i).fill(admin.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    // Waited for through the protocol: a locator waiting here would query the page on every frame of the check (see shown()).
    await until(cdp, `window.__gate.decided !== null && ${shown('h1, h2', '/^Admin overview$/')}`);
    const gate = await evaluate(cdp, 'window.__gate');
    if (gate.shown === null || gate.decided === null) return null;
    const total = gate.decided - gate.shown;
    return { total, overhead: total - prescribedMs };
  } finally {
    await context.close();
  }
}
