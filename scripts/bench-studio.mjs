/* global console, process, URL, performance, document, window, requestAnimationFrame, setTimeout, MessageChannel, PerformanceObserver, KeyboardEvent, PointerEvent, MutationObserver */
// The analysis studio's figures for `npm run bench` (issue 11), called by scripts/bench.mjs:
// 1. The studio chunk: the gzip size of the JavaScript a visit to /submissions/:id/analysis loads
//    beyond what a visit to / loads (read from the Vite manifest), against a 60 KiB budget: the
//    route's own chunks, plus what they import lazily once open (the player's frame decoder,
//    mediabunny, loaded when the player is ready), which counts against the budget too.
// 2. Frame stepping: on the production build with the embedded backend, the demo athlete pays
//    Paula Pro for a clip with one-second keyframes, the pro opens the studio and presses "." 100
//    times; each step is timed from the keydown to the painted new frame (the frame text changes,
//    which the player does once the frame is on screen: a decoded frame painted over the video at
//    once, or the frame the video presented after its seek; then the next paint). The bare
//    browser step (a plain <video> seeking to (n + 0.5) / fps, waiting for requestVideoFrameCallback
//    and the next paint) on the same clip, and the studio without decoded frames (reopened without
//    WebCodecs, each step waiting for the video's seek, as before), for comparison. Target: p95 under 50 ms.
// 3. Freehand drawing: 300 pointer moves over the drawing surface, one per animation frame, with
//    the main thread's JavaScript time per frame (the move's handler and the render it causes)
//    and the long tasks (over 50 ms). Target: under 8 ms a frame, no long task.
// Run alone (it builds and serves the app itself): node scripts/bench-studio.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const STUDIO_BUDGET_BYTES = 60 * 1024;
const STEP_TARGET_P95_MS = 50;
const STEPS = 100;
const FREEHAND_MOVES = 300;
const FRAME_SCRIPT_TARGET_MS = 8;
const DEMO = { athlete: 'athlete@clipcoach.demo', pro: 'pro@clipcoach.demo', password: 'clipcoach-demo' };
const ROUTES_FILE = 'src/ui/app/routes.tsx';

const kib = (bytes) => (bytes / 1024).toFixed(1);
const round = (ms) => Math.round(ms * 10) / 10;
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

// ---- 1. the studio chunk -----------------------------------------------------------------------

/** Gzip size of the JS the studio route loads beyond `/` (the entry, the home page and the backend chunk bootstrap loads). */
export function studioChunkFigure({ root, outDir, manifest, backendKeys = null }) {
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const routes = readFileSync(join(root, ROUTES_FILE), 'utf8');
  const pageOf = (path) => {
    const line = routes.split('\n').find((text) => text.includes(`path: '${path}'`));
    const specifier = line?.match(/import\('([^']+)'\)/)?.[1];
    if (!specifier) throw new Error(`No lazy page for ${path} in ${ROUTES_FILE}.`);
    const base = resolve(root, dirname(ROUTES_FILE), specifier);
    const found = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate) && manifest[relative(root, candidate)]);
    if (!found) throw new Error(`No chunk in the manifest for ${specifier}.`);
    return relative(root, found);
  };
  const entry = everyVisitKeys(manifest);
  // The backend chunk(s) bootstrap loads count as loaded by `/`: bench.mjs passes what Chromium fetched; alone, the default (embedded) backend.
  const backend = backendKeys ? [...backendKeys] : [...closure('src/adapters/local/local-backend.ts')];
  const home = new Set([...entry, ...closure(pageOf('/')), ...backend]);
  const studioKeys = [...closure(pageOf('/submissions/:id/analysis'))].filter((key) => !home.has(key));
  const seen = new Set([...home, ...studioKeys]);
  const lazyKeys = [];
  const queue = [...studioKeys];
  for (let index = 0; index < queue.length; index += 1) {
    for (const imported of manifest[queue[index]].dynamicImports ?? []) {
      for (const reached of closure(imported)) {
        if (seen.has(reached)) continue;
        seen.add(reached);
        lazyKeys.push(reached);
        queue.push(reached);
      }
    }
  }
  const sizedFiles = (keys) =>
    [...new Set(keys.map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))].map((file) => {
      const bytes = readFileSync(join(outDir, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  const sum = (files, field) => files.reduce((total, file) => total + file[field], 0);
  const route = sizedFiles(studioKeys);
  const lazy = sizedFiles(lazyKeys);
  const files = [...route, ...lazy];
  return { files, route: { files: route, gzip: sum(route, 'gzip') }, lazy: { files: lazy, gzip: sum(lazy, 'gzip') }, raw: sum(files, 'raw'), gzip: sum(files, 'gzip') };
}

// ---- the clip ----------------------------------------------------------------------------------

/**
 * The clips to step: 6 s at 30 fps with a keyframe every second, 320x180 (the fixture clips' size)
 * and 1280x720, made by ffmpeg; without ffmpeg, the 3 s fixture clip (89 steps).
 */
function benchClips(root) {
  const fixture = { path: join(root, 'tests', 'fixtures', 'clips', 'h264-30fps.mp4'), fps: 30, frames: 90, what: 'tests/fixtures/clips/h264-30fps.mp4 (320x180, 30 fps, 90 frames, keyframe every second)' };
  let dir = null;
  try {
    dir = mkdtempSync(join(tmpdir(), 'bench-studio-'));
    const clips = [
      [320, 180],
      [1280, 720],
    ].map(([width, height]) => {
      const path = join(dir, `serve-${height}p.mp4`);
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30:duration=6`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-profile:v', 'main', '-g', '30', '-keyint_min', '30', '-sc_threshold', '0', '-movflags', '+faststart', '-y', path], { stdio: 'ignore' });
      return { path, fps: 30, frames: 180, what: `6 s ${width}x${height} 30 fps H.264 (ffmpeg testsrc2, keyframe every second, 180 frames)` };
    });
    return { clips, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch {
    if (dir) rmSync(dir, { recursive: true, force: true });
    return { clips: [fixture], cleanup: () => {} };
  }
}

// ---- the embedded backend, through the UI --------------------------------------------------------

async function signIn(page, baseUrl, email, path) {
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(DEMO.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The demo athlete requests an analysis from Paula Pro with the clip and pays; the pro starts the review. Returns the studio's path. */
async function openStudio(page, baseUrl, clip) {
  await signIn(page, baseUrl, DEMO.athlete, '/pros');
  await page.getByRole('link', { name: 'Paula Pro' }).first().click();
  await page.getByRole('link', { name: 'Request analysis' }).click();
  await page.getByLabel('Sport').selectOption('Tennis');
  await page.getByLabel('Your question').fill('Bench: is my serve toss too far in front?');
  await page.getByRole('button', { name: 'Continue to upload' }).click();
  await page.waitForURL((url) => url.pathname === '/upload');
  const submission = new URL(page.url()).searchParams.get('submission');
  await page.getByLabel('Video file').setInputFiles({ name: 'serve.mp4', mimeType: 'video/mp4', buffer: readFileSync(clip.path) });
  await page.getByText('Your clip is uploaded').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  const studio = `/submissions/${submission}/analysis`;
  await signIn(page, baseUrl, DEMO.pro, studio);
  await page.getByRole('button', { name: 'Start review' }).click();
  await page.getByRole('toolbar', { name: 'Drawing tools' }).waitFor();
  await page.getByText('00:00.000 · frame 0').waitFor({ timeout: 30_000 });
  return studio;
}

// ---- 2. stepping -----------------------------------------------------------------------------------

/** Presses "." `steps` times on the focused player, each timed from the keydown to the paint after the frame text changed. */
function studioSteps(page, steps) {
  return page.evaluate(async (count) => {
    const afterPaint = () => new Promise((done) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = () => done(performance.now()); channel.port2.postMessage(null); }));
    const region = document.querySelector('[role="region"][aria-label="Video player"]');
    const slider = region.querySelector('input[aria-label="Position"]');
    region.focus();
    const times = [];
    const parts = [];
    const missed = [];
    for (let i = 0; i < count; i += 1) {
      const before = Number(slider.value);
      const frameShown = new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (region.textContent.includes(`· frame ${before + 1}`)) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(region, { subtree: true, characterData: true, childList: true, attributes: true });
      });
      const video = region.querySelector('video');
      let presented = null;
      let seeked = null;
      video.requestVideoFrameCallback(() => (presented = performance.now()));
      video.addEventListener('seeked', () => (seeked = performance.now()), { once: true });
      let textChanged = null;
      let fromDecoded = false;
      frameShown.then(() => {
        textChanged = performance.now();
        const painting = region.querySelector('canvas[data-decoded-frame]');
        fromDecoded = Boolean(painting && !painting.hidden);
      });
      const start = performance.now();
      region.dispatchEvent(new KeyboardEvent('keydown', { key: '.', bubbles: true, cancelable: true }));
      const handled = await new Promise((done) => { const channel = new MessageChannel(); channel.port1.onmessage = () => done(performance.now()); channel.port2.postMessage(null); });
      const timeout = new Promise((done) => setTimeout(() => done('timeout'), 3_000));
      if ((await Promise.race([frameShown, timeout])) === 'timeout') missed.push(before + 1);
      times.push((await afterPaint()) - start);
      parts.push({ fromDecoded, handled: handled - start, seeked: (seeked ?? Number.NaN) - start, presented: (presented ?? Number.NaN) - start, text: (textChanged ?? Number.NaN) - start });
      // Let the player settle (busy off) before the next press, as a person's next keystroke would.
      while (region.getAttribute('aria-busy') === 'true') await new Promise((done) => setTimeout(done, 1));
    }
    return { times, parts, missed, last: Number(slider.value) };
  }, steps);
}

/** The bare browser: a plain <video> of the same clip seeking to (n + 0.5) / fps, timed to the paint after requestVideoFrameCallback. */
function bareSteps(page, steps, fps) {
  return page.evaluate(
    async ({ count, rate }) => {
      const afterPaint = () => new Promise((done) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = () => done(performance.now()); channel.port2.postMessage(null); }));
      const studioVideo = document.querySelector('video');
      const video = document.createElement('video');
      video.muted = true;
      video.preload = 'auto';
      const box = studioVideo.getBoundingClientRect();
      video.style.cssText = `position:fixed;left:0;top:0;width:${box.width}px;height:${box.height}px;z-index:9999`;
      video.src = studioVideo.currentSrc || studioVideo.src;
      document.body.append(video);
      await new Promise((done) => (video.readyState >= 2 ? done() : video.addEventListener('loadeddata', done, { once: true })));
      const seek = (time) =>
        new Promise((done) => {
          video.requestVideoFrameCallback(() => done());
          video.currentTime = time;
        });
      await seek(0.5 / rate);
      const times = [];
      for (let n = 1; n <= count; n += 1) {
        const start = performance.now();
        await seek((n + 0.5) / rate);
        times.push((await afterPaint()) - start);
      }
      video.remove();
      return times;
    },
    { count: steps, rate: fps },
  );
}

// ---- 3. freehand ---------------------------------------------------------------------------------

/**
 * One pointer down, `moves` pointer moves (one per animation frame) and an up on the drawing
 * surface with the Freehand tool. Per frame: the JavaScript time from the rAF callback that
 * dispatches the move until a task queued after it runs (the move's handlers and the render the
 * store change schedules, which React runs before that task). Long tasks and long animation frames are observed meanwhile.
 */
function freehandFrames(page, moves) {
  return page.evaluate(async (count) => {
    const surface = document.querySelector('svg[role="application"]');
    // A script cannot make an active pointer, so capturing the synthetic one would throw: capture is a no-op for it.
    const capture = surface.setPointerCapture;
    surface.setPointerCapture = function (id) {
      try {
        capture.call(this, id);
      } catch {
        // The synthetic pointer is not active.
      }
    };
    surface.releasePointerCapture = () => {};
    const box = surface.getBoundingClientRect();
    const at = (share) => ({ x: box.left + box.width * (0.1 + 0.8 * share), y: box.top + box.height * (0.5 + 0.35 * Math.sin(share * Math.PI * 6)) });
    const pointer = (type, share) => new PointerEvent(type, { pointerId: 7, pointerType: 'mouse', isPrimary: true, button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1, clientX: at(share).x, clientY: at(share).y, bubbles: true, cancelable: true, composed: true });
    const longTasks = [];
    const longFrames = [];
    const observers = [];
    for (const [type, into] of [['longtask', longTasks], ['long-animation-frame', longFrames]]) {
      try {
        const observer = new PerformanceObserver((list) => into.push(...list.getEntries().map((entry) => ({ duration: Math.round(entry.duration), start: entry.startTime }))));
        observer.observe({ type, buffered: false });
        observers.push(observer);
      } catch {
        // This Chromium does not report that entry type.
      }
    }
    const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
    const queuedTask = () => new Promise((done) => { const channel = new MessageChannel(); channel.port1.onmessage = () => done(performance.now()); channel.port2.postMessage(null); });
    await nextFrame();
    surface.dispatchEvent(pointer('pointerdown', 0));
    const perFrame = [];
    for (let i = 1; i <= count; i += 1) {
      await nextFrame();
      const start = performance.now();
      surface.dispatchEvent(pointer('pointermove', i / count));
      perFrame.push((await queuedTask()) - start);
    }
    await nextFrame();
    const upAt = performance.now();
    surface.dispatchEvent(pointer('pointerup', 1));
    await nextFrame();
    await new Promise((done) => setTimeout(done, 100));
    for (const observer of observers) observer.disconnect();
    const sketchPoints = document.querySelectorAll('[data-kind="freehand"]').length;
    const when = (entry) => `${entry.duration} ms ${entry.start >= upAt ? 'after the pointer up' : 'while drawing'}`;
    return { perFrame, longTasks: longTasks.map(when), longFrames: longFrames.map(when), drawn: sketchPoints };
  }, moves);
}

// ---- the section -----------------------------------------------------------------------------

/**
 * What every visit loads, as manifest keys: the entry and the app's second stage (the chunk
 * vite.config.ts names "app", which the entry imports once React and the router are evaluated),
 * with everything they import.
 */
export function everyVisitKeys(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const appKey = entryKey && (manifest[entryKey].dynamicImports ?? []).find((key) => manifest[key].name === 'app');
  if (!appKey) throw new Error('The manifest has no entry importing an "app" chunk.');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(appKey);
  return seen;
}

/** Measures and prints the studio's figures; `browser` may be null (then only the chunk size). */
export async function studioFigures({ root, outDir, manifest, backendKeys = null, browser, baseUrl }) {
  console.log('');
  console.log('Analysis studio (issue 11)');
  try {
    const chunk = studioChunkFigure({ root, outDir, manifest, backendKeys });
    const verdict = chunk.gzip <= STUDIO_BUDGET_BYTES ? 'PASS' : 'OVER';
    console.log(`  studio chunk: /submissions/:id/analysis loads ${chunk.files.length} JavaScript file(s) beyond /: ${kib(chunk.raw)} KiB raw, ${kib(chunk.gzip)} KiB gzip against a budget of ${kib(STUDIO_BUDGET_BYTES)} KiB: ${verdict}`);
    console.log(`    the route's own chunks: ${kib(chunk.route.gzip)} KiB gzip; imported lazily once open (the player's frame decoder): ${kib(chunk.lazy.gzip)} KiB gzip`);
    for (const file of chunk.files) console.log(`    ${file.file}: ${kib(file.gzip)} KiB gzip`);
  } catch (error) {
    console.log(`  studio chunk: not measured (${error.message.split('\n')[0]})`);
  }
  if (!browser) {
    console.log('  stepping and drawing: not measured (no browser)');
    return;
  }
  const { clips, cleanup } = benchClips(root);
  try {
    for (const [index, clip] of clips.entries()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        // Seeding through the UI on a shared machine: generous waits.
        page.setDefaultTimeout(60_000);
        const studioPath = await openStudio(page, baseUrl, clip);
        const steps = Math.min(STEPS, clip.frames - 1);
        console.log(`  clip: ${clip.what}`);
        const studio = await studioSteps(page, steps);
        const stepVerdict = percentile(studio.times, 0.95) < STEP_TARGET_P95_MS ? 'PASS' : 'MISS';
        console.log(`    "." ${studio.times.length} times in the studio, keydown to the painted new frame: median ${round(percentile(studio.times, 0.5))} ms, p95 ${round(percentile(studio.times, 0.95))} ms, max ${round(Math.max(...studio.times))} ms (target p95 < ${STEP_TARGET_P95_MS} ms: ${stepVerdict}); ended on frame ${studio.last}${studio.missed.length ? `; ${studio.missed.length} step(s) never showed their frame` : ''}`);
        const decoded = studio.times.filter((_, step) => studio.parts[step].fromDecoded);
        const waited = studio.times.filter((_, step) => !studio.parts[step].fromDecoded);
        const spread = (times) => (times.length ? `median ${round(percentile(times, 0.5))} ms, p95 ${round(percentile(times, 0.95))} ms` : 'none');
        console.log(`    shown at once from decoded frames: ${decoded.length} of ${studio.times.length} steps (${spread(decoded)}); waited for the video: ${waited.length} (${spread(waited)})`);
        // A step shown from decoded frames is measured before the video's seek (it starts CATCH_UP_DELAY_MS later): n/a.
        const median = (pick) => {
          const values = studio.parts.map(pick).filter(Number.isFinite);
          return values.length ? `${round(percentile(values, 0.5))}` : 'n/a';
        };
        console.log(`    median split from the keydown: its JavaScript (handler and render) done at ${median((p) => p.handled)} ms, seeked ${median((p) => p.seeked)} ms, frame presented (rVFC) ${median((p) => p.presented)} ms, frame text changed ${median((p) => p.text)} ms (${median((p) => p.text - Math.max(p.seeked, p.presented))} ms after both)`);
        const bare = await bareSteps(page, steps, clip.fps);
        console.log(`    bare browser step on the same clip (plain <video> of the studio player's size, seek to (n + 0.5) / fps, rVFC, paint): median ${round(percentile(bare, 0.5))} ms, p95 ${round(percentile(bare, 0.95))} ms`);
        // The same steps as before decoded frames (issue 11's first player): the studio reopened in a page without WebCodecs, so every step waits for the video's seek.
        await page.addInitScript(() => {
          delete window.VideoDecoder;
        });
        await page.goto(`${baseUrl}${studioPath}`);
        await page.getByText('00:00.000 · frame 0').waitFor({ timeout: 30_000 });
        const seekOnly = await studioSteps(page, steps);
        console.log(`    without decoded frames (the page without WebCodecs: each step waits for the <video> seek, as before): median ${round(percentile(seekOnly.times, 0.5))} ms, p95 ${round(percentile(seekOnly.times, 0.95))} ms, max ${round(Math.max(...seekOnly.times))} ms; ended on frame ${seekOnly.last}`);
        if (index > 0) continue;
        await page.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name: 'Freehand' }).click();
        const drawing = await freehandFrames(page, FREEHAND_MOVES);
        const drawVerdict = percentile(drawing.perFrame, 0.95) < FRAME_SCRIPT_TARGET_MS && drawing.longTasks.length === 0 ? 'PASS' : 'MISS';
        console.log(`  freehand, ${FREEHAND_MOVES} pointer moves one per animation frame (synthetic pointer events on the drawing surface): JavaScript per frame (the move's handlers and the render) median ${round(percentile(drawing.perFrame, 0.5))} ms, p95 ${round(percentile(drawing.perFrame, 0.95))} ms, max ${round(Math.max(...drawing.perFrame))} ms; long tasks: ${drawing.longTasks.length}${drawing.longTasks.length ? ` (${drawing.longTasks.join(', ')})` : ''}; long animation frames: ${drawing.longFrames.length}${drawing.longFrames.length ? ` (${drawing.longFrames.join(', ')})` : ''} (target p95 < ${FRAME_SCRIPT_TARGET_MS} ms, no long task: ${drawVerdict}); freehand drawings afterwards: ${drawing.drawn}`);
      } catch (error) {
        console.log(`  stepping and drawing on ${clip.what}: not measured (${error.message.split('\n')[0]})`);
        if (process.env.BENCH_DEBUG) console.log(error.stack);
      } finally {
        await context.close();
      }
    }
  } finally {
    cleanup();
  }
}

// ---- alone ---------------------------------------------------------------------------------------
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { chromium } = await import('playwright-core');
  const { build, preview } = await import('vite');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  process.chdir(root);
  if (!process.env.BENCH_STUDIO_NO_BUILD) await build({ configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'error' });
  const outDir = join(root, 'dist');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const server = await preview({ configFile: join(root, 'vite.config.ts'), logLevel: 'error', appType: 'spa', preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const baseUrl = `http://127.0.0.1:${server.httpServer.address().port}`;
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args }).catch(() => null);
  try {
    await studioFigures({ root, outDir, manifest, browser, baseUrl });
  } finally {
    await browser?.close();
    await server.close();
  }
}
