/* global console, performance, process, Blob, File, URL, fetch, setTimeout, window, document, location, crypto */
// `npm run bench`, section "Upload" (issue 10): figures for the two upload engines.
// `node scripts/bench-upload.mjs` prints (a) and (b) alone, without the build and the browser.
// (a) TUS throughput on loopback: a 200 MB generated file through the product's TUS code
//     (src/adapters/supabase/tus-video-upload.ts: tus-js-client, 6 MB chunks, a token asked before
//     every request) to a real @tus/server in its own process, against one plain request with the
//     same bytes to the same process; TUS_RUNS interleaved runs of each, medians and spread, their
//     ratio, and where the time of a chunk goes: the server's own time before and after its body,
//     the wait between an answer and the next request, and the client's part of that wait. Then the
//     ceiling the per-request cost leaves, and the same comparison over a link paced at 100 and
//     50 MB/s (a proxy on loopback, the same for both paths).
// (b) Bytes re-sent after a cut: a proxy on loopback drops the connection at 50 %, the upload
//     retries by itself and resumes from the offset the server reports; the server counts what it
//     received beyond the file's size.
// (a') The same comparison in Chromium, the product's own runtime: the product's TUS code bundled
//     for the browser, a 200 MB file picked from disk, the page's fetch, against one plain POST of
//     that file from the same page.
// (c) The embedded backend (IndexedDB, 4 MiB chunks) storing a 500 MB file picked in /upload in
//     Chromium: the page's heap before, at most during, and after.
import { fork } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';

const MB = 1024 * 1024;
const TUS_FILE_MB = 200;
const TUS_RUNS = 5;
const TARGET_RATIO = 0.9;
const LINK_MB_PER_S = [100, 50];
const LINK_FILE_MB = 60;
const LINK_RUNS = 3;
const LINK_CREDIT_MS = 2;
const ROUND_TRIPS = 100;
const HEAP_FILE_MB = 500;
const HEAP_TARGET_MB = 64;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mbps = (bytes, ms) => bytes / MB / (ms / 1000);
const ms1 = (value) => (value === null || value === undefined ? '–' : value.toFixed(1));
const ms2 = (value) => (value === null || value === undefined ? '–' : value.toFixed(2));
/** Median and spread of a figure over the runs. */
const spread = (values, format) => `${format(median(values))} (runs ${format(Math.min(...values))}–${format(Math.max(...values))})`;

/** A file of `mb` MB built from one repeated 1 MB part (not `mb` copies in memory). */
function generatedClip(mb) {
  const part = new Uint8Array(MB);
  for (let i = 0; i < MB; i++) part[i] = i % 251;
  return new File(Array.from({ length: mb }, () => part), 'bench.mp4', { type: 'video/mp4', lastModified: 1 });
}

/** The bench's TUS server in a child process; `ask(type)` sends a message and waits for its answer. */
async function startServer(root) {
  const child = fork(join(root, 'scripts', 'bench-upload-server.mjs'), [], { cwd: root, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  const waiting = new Map();
  child.on('message', (message) => {
    waiting.get(message.type)?.(message);
    waiting.delete(message.type);
  });
  const next = (type) => new Promise((resolve) => waiting.set(type, resolve));
  const { port } = await next('listening');
  return {
    port,
    ask: (type) => {
      const answer = next(type);
      child.send({ type });
      return answer;
    },
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * A TCP proxy on loopback: `cutAfter(bytes)` drops the connection once that many bytes went
 * through it; `bytesPerSecond` paces what goes upstream as a link of that speed would: a link
 * left idle (between two requests) banks no more than LINK_CREDIT_MS of its capacity for a burst
 * afterwards (enough to absorb a late timer, not a request's idle wait).
 */
async function startProxy(targetPort, bytesPerSecond = null) {
  let forwarded = 0;
  let cutAt = null;
  let linkFreeAt = 0;
  const sockets = new Set();
  const proxy = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      forwarded += chunk.length;
      if (cutAt !== null && forwarded >= cutAt) {
        cutAt = null;
        drop();
        return;
      }
      if (!upstream.write(chunk)) client.pause();
      if (bytesPerSecond !== null) {
        const now = performance.now();
        linkFreeAt = Math.max(linkFreeAt, now - LINK_CREDIT_MS) + (chunk.length / bytesPerSecond) * 1000;
        if (linkFreeAt - now > 1) {
          client.pause();
          setTimeout(() => client.resume(), linkFreeAt - now);
        }
      }
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', () => upstream.end());
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: proxy.address().port,
    cutAfter: (bytes) => {
      forwarded = 0;
      cutAt = bytes;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}

const TUS_ALIAS = (root) => [{ find: /^tus-js-client$/, replacement: join(root, 'node_modules/tus-js-client/lib.esm/browser/index.js') }];

/** The product's modules, compiled from source by Vite (the tests' alias: tus-js-client's browser build). */
async function productModules(root) {
  const config = {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: TUS_ALIAS(root) },
  };
  const load = async (path) => (await runnerImport(join(root, path), config)).module;
  return {
    ...(await load('src/adapters/supabase/tus-video-upload.ts')),
    ...(await load('src/adapters/browser/system-clock.adapter.ts')),
    ...(await load('src/application/videos/upload-retry-policy.ts')),
  };
}

/**
 * One upload through the product's TusVideoUpload; resolves with its last event, its duration and
 * the client's own time between reading an answer and sending the next request (mean).
 */
async function tusUpload(product, endpoint, file, retryDelays) {
  const video = { id: globalThis.crypto.randomUUID(), ownerId: 'bench', path: `bench/${globalThis.crypto.randomUUID()}.mp4`, mimeType: 'video/mp4' };
  let tokens = 0;
  const sent = [];
  const answered = [];
  const timedFetch = async (url, init) => {
    sent.push(performance.now());
    const response = await fetch(url, init);
    const text = response.text.bind(response);
    response.text = async () => {
      const body = await text();
      answered.push(performance.now());
      return body;
    };
    return response;
  };
  const upload = new product.TusVideoUpload(
    video,
    file,
    {
      endpoint,
      metadata: { bucketName: 'videos', objectName: video.path, contentType: video.mimeType, cacheControl: '3600' },
      headers: { apikey: 'bench' },
      // As the hosted backend: a token asked before every request (supabase-js answers from memory).
      accessToken: async () => `token-${++tokens}`,
      fingerprint: `bench:${globalThis.crypto.randomUUID()}`,
      fetch: timedFetch,
    },
    new product.SystemClock(),
    product.backOff(retryDelays),
    { done: async () => ({ ok: true, value: video }) },
  );
  const events = [];
  upload.subscribe((event) => events.push(event));
  const started = performance.now();
  await upload.begin();
  await upload.settled();
  const clientGaps = sent.slice(1).map((at, i) => at - answered[i]).filter((gap) => gap >= 0);
  const meanGap = clientGaps.length ? clientGaps.reduce((sum, gap) => sum + gap, 0) / clientGaps.length : null;
  return {
    ms: performance.now() - started,
    last: events.at(-1),
    retried: events.some((event) => event.kind === 'retrying'),
    clientGapMs: meanGap,
  };
}

/** The same 6 MB PATCHes with nothing but fetch (no tus-js-client, no token): the protocol's own ceiling. */
async function bareTusUpload(endpoint, file, chunkBytes) {
  const started = performance.now();
  const created = await fetch(endpoint, { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(file.size) } });
  await created.arrayBuffer();
  const location = new URL(created.headers.get('location'), endpoint).href;
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    const headers = { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' };
    const patched = await fetch(location, { method: 'PATCH', headers, body: file.slice(offset, offset + chunkBytes) });
    await patched.arrayBuffer();
    if (patched.status !== 204) throw new Error(`a bare PATCH answered ${patched.status}`);
  }
  return performance.now() - started;
}

async function plainUpload(url, file) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', body: file });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** All the bytes in one TUS creation-with-upload request: the same server code as the chunks, paid once. */
async function oneTusRequest(endpoint, file) {
  const started = performance.now();
  const whole = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(file.size), 'Content-Type': 'application/offset+octet-stream' },
    body: file,
  });
  await whole.arrayBuffer();
  if (whole.headers.get('upload-offset') !== String(file.size)) throw new Error(`the single TUS request stored ${whole.headers.get('upload-offset')} bytes`);
  return performance.now() - started;
}

/**
 * The fixed cost of one request, without its bytes: the median round trip of a 1-byte PATCH to
 * the TUS server (everything it does per request: checks, lock, the upload's config file, opening
 * and closing the file) and of a 1-byte POST to /sink in the same process (HTTP alone).
 */
async function roundTrips(port) {
  const endpoint = `http://127.0.0.1:${port}/files`;
  const created = await fetch(endpoint, { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(ROUND_TRIPS + 10) } });
  await created.arrayBuffer();
  const location = new URL(created.headers.get('location'), endpoint).href;
  const tus = [];
  const sink = [];
  for (let i = 0; i < ROUND_TRIPS; i += 1) {
    let started = performance.now();
    const patched = await fetch(location, { method: 'PATCH', headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(i), 'Content-Type': 'application/offset+octet-stream' }, body: new Blob([new Uint8Array(1)]) });
    await patched.arrayBuffer();
    if (patched.status !== 204) throw new Error(`a 1-byte PATCH answered ${patched.status}`);
    tus.push(performance.now() - started);
    started = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/sink`, { method: 'POST', body: new Blob([new Uint8Array(1)]) })).arrayBuffer();
    sink.push(performance.now() - started);
  }
  return { tusMs: median(tus.slice(10)), sinkMs: median(sink.slice(10)) };
}

export async function tusFigures(root) {
  const product = await productModules(root);
  const server = await startServer(root);
  const endpoint = `http://127.0.0.1:${server.port}/files`;
  const plainUrl = `http://127.0.0.1:${server.port}/plain`;
  const file = generatedClip(TUS_FILE_MB);
  const chunkMb = product.TUS_CHUNK_BYTES / MB;
  try {
    const runs = { tus: [], plain: [], bare: [], one: [] };
    /** CPU time each side spent on a run: unlike wall time, barely moved by other work on a shared machine. */
    const cpu = { tus: [], plain: [], bare: [], one: [] };
    const product_ = [];
    // Warm both paths once (first connection, the JIT, the first file in the directory); not counted.
    await server.ask('reset');
    await tusUpload(product, endpoint, generatedClip(30));
    await plainUpload(plainUrl, generatedClip(30));
    const measure = {
      tus: async () => {
        const tus = await tusUpload(product, endpoint, file);
        const counts = await server.ask('counts');
        if (tus.last?.kind !== 'done' || counts.tusBytes !== file.size) throw new Error(`the TUS upload ended ${tus.last?.kind} with ${counts.tusBytes} bytes received`);
        product_.push({ ...counts, clientGapMs: tus.clientGapMs });
        return tus.ms;
      },
      plain: async () => {
        const ms = await plainUpload(plainUrl, file);
        if ((await server.ask('counts')).plainBytes !== file.size) throw new Error('the plain request lost bytes');
        return ms;
      },
      bare: () => bareTusUpload(endpoint, file, product.TUS_CHUNK_BYTES),
      one: () => oneTusRequest(endpoint, file),
    };
    const order = Object.keys(measure);
    for (let run = 0; run < TUS_RUNS; run += 1) {
      // Interleaved, in a rotated order, so a slow moment of the shared machine does not land on one path only.
      for (const path of [...order.slice(run % order.length), ...order.slice(0, run % order.length)]) {
        await server.ask('reset');
        const clientCpu = process.cpuUsage();
        runs[path].push(await measure[path]());
        const used = process.cpuUsage(clientCpu);
        cpu[path].push({ client: (used.user + used.system) / 1000, server: (await server.ask('counts')).cpuMs });
      }
    }
    await server.ask('reset');
    const trips = await roundTrips(server.port);

    const rate = (ms) => mbps(file.size, ms);
    const rates = (path) => spread(runs[path].map(rate), (value) => `${value.toFixed(0)}`);
    const ratios = runs.tus.map((ms, run) => runs.plain[run] / ms);
    const ratio = median(runs.plain) / median(runs.tus);
    const requests = product_[0].requests;
    const pick = (key) => median(product_.map((run) => run[key]).filter((value) => value !== null));
    console.log(`Upload throughput on loopback, ${TUS_FILE_MB} MB generated file, @tus/server + @tus/file-store in its own process, Node's fetch as the client (median of ${TUS_RUNS} interleaved runs, MB/s):`);
    console.log(`  product TUS path (tus-js-client, ${chunkMb} MB chunks, a token per request): ${rates('tus')}`);
    console.log(`  one plain POST of the same bytes to the same server process, into a new file:  ${rates('plain')}`);
    console.log(`  one TUS creation-with-upload of all the bytes (the same server code, paid once): ${rates('one')}`);
    console.log(`  the same ${chunkMb} MB PATCHes with bare fetch (no tus-js-client, no token): ${rates('bare')}`);
    const cpuOf = (path, side) => median(cpu[path].map((run) => run[side])).toFixed(0);
    console.log(
      `  CPU time per upload (medians; the client process / the server process): product TUS ${cpuOf('tus', 'client')} / ${cpuOf('tus', 'server')} ms, bare PATCHes ${cpuOf('bare', 'client')} / ${cpuOf('bare', 'server')} ms, one TUS request ${cpuOf('one', 'client')} / ${cpuOf('one', 'server')} ms, one plain POST ${cpuOf('plain', 'client')} / ${cpuOf('plain', 'server')} ms`,
    );
    console.log(`  ratio product TUS / one plain POST: ${ratio.toFixed(2)} (per run ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'PASS' : 'BELOW'})`);
    console.log(`  ratio product TUS / one TUS creation-with-upload: ${(median(runs.one) / median(runs.tus)).toFixed(2)}; one TUS request / one plain POST: ${(median(runs.plain) / median(runs.one)).toFixed(2)} (the TUS server's own body path: its body goes through a web stream and back, a copy of every piece)`);
    console.log(
      `  per request of the product's ${requests}, on average (median over the runs): ${ms1(median(runs.tus) / requests)} ms = the server ${ms1(pick('handledMs'))} ms from arrival to answer (${ms1(pick('beforeBodyMs'))} ms before it reads the body: checks, lock, the upload's config file; ${ms1(pick('bodyMs'))} ms reading ${chunkMb} MB; ${ms1(pick('afterBodyMs'))} ms after: closing the file, unlock, answer) + ${ms1(pick('idleMs'))} ms from its answer to the next request's arrival, of which the client's own time (answer read → next fetch called, token included) is ${ms2(pick('clientGapMs'))} ms`,
    );
    const oneMs = median(runs.one);
    const plainMs = median(runs.plain);
    const extra = requests - 1;
    // A client costing nothing still pays, per extra request, the fixed cost of a bodiless one.
    const chunking = oneMs / (oneMs + extra * trips.tusMs);
    const bodyPath = plainMs / oneMs;
    const leanChunking = plainMs / (plainMs + extra * trips.tusMs);
    console.log(
      `  fixed cost of one request without its bytes: a 1-byte PATCH round trip ${ms2(trips.tusMs)} ms (a bare HTTP round trip to the same process ${ms2(trips.sinkMs)} ms); ${chunkMb} MB take ${ms1((oneMs / file.size) * product.TUS_CHUNK_BYTES)} ms at the single TUS request's rate, ${ms1((plainMs / file.size) * product.TUS_CHUNK_BYTES)} ms at the plain POST's`,
    );
    console.log(
      `  ceiling on loopback with ${chunkMb} MB sequential chunks and a client costing nothing: chunking alone keeps one TUS request / (one TUS request + ${extra} × ${ms2(trips.tusMs)} ms) = ${chunking.toFixed(2)} of a single request's speed; times the server's body path (one TUS request / one plain POST) ${bodyPath.toFixed(2)} = ${(chunking * bodyPath).toFixed(2)} of the plain POST; were the TUS body path as lean as the plain one: ${leanChunking.toFixed(2)}`,
    );

    // The same comparison over a paced link: what the per-request cost weighs at a network's speed.
    const small = generatedClip(LINK_FILE_MB);
    for (const linkRate of LINK_MB_PER_S) {
      const link = await startProxy(server.port, linkRate * MB);
      try {
        const linkTus = [];
        const linkPlain = [];
        for (let run = 0; run < LINK_RUNS; run += 1) {
          await server.ask('reset');
          linkTus.push((await tusUpload(product, `http://127.0.0.1:${link.port}/files`, small)).ms);
          await server.ask('reset');
          linkPlain.push(await plainUpload(`http://127.0.0.1:${link.port}/plain`, small));
        }
        const linkRatio = median(linkPlain) / median(linkTus);
        console.log(
          `  over a link paced at ${linkRate} MB/s (a proxy on loopback, both paths through it; median of ${LINK_RUNS}), ${LINK_FILE_MB} MB: product TUS ${mbps(small.size, median(linkTus)).toFixed(1)} MB/s, plain ${mbps(small.size, median(linkPlain)).toFixed(1)} MB/s, ratio ${linkRatio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${linkRatio >= TARGET_RATIO ? 'PASS' : 'BELOW'}; the loopback figure above is the issue's)`,
        );
      } finally {
        link.close();
      }
    }

    const roundTripCeilings = LINK_MB_PER_S.map((linkRate) => {
      const chunkMs = (chunkMb / linkRate) * 1000;
      return `${linkRate} MB/s (${chunkMs.toFixed(0)} ms a chunk): ${[10, 20].map((rtt) => `${(chunkMs / (chunkMs + rtt)).toFixed(2)} at ${rtt} ms`).join(', ')}`;
    });
    console.log(`  not simulated by the proxy: on a real network every sequential chunk also leaves the link idle for one round trip (answer, next request), so the ratio is at most chunk time / (chunk time + round trip): ${roundTripCeilings.join('; ')}`);

    // (b) The connection dropped at 50 % by a proxy; the upload resumes from the server's offset.
    const proxy = await startProxy(server.port);
    try {
      await server.ask('reset');
      proxy.cutAfter(file.size / 2);
      const cut = await tusUpload(product, `http://127.0.0.1:${proxy.port}/files`, file, [200, 400, 800]);
      const counts = await server.ask('counts');
      const resent = counts.tusBytes - file.size;
      console.log(`Cut at 50 % (a proxy drops the connection), ${TUS_FILE_MB} MB: the upload ${cut.retried ? 'retried and ' : ''}ended ${cut.last?.kind}; bytes re-sent: ${resent} (${(resent / MB).toFixed(2)} MB; target ≤ one chunk = ${chunkMb} MB: ${cut.last?.kind === 'done' && resent <= product.TUS_CHUNK_BYTES ? 'PASS' : 'FAIL'})`);
    } finally {
      proxy.close();
    }
  } finally {
    server.stop();
  }
}

/** The product's TUS code bundled for a page by Vite (a script that sets `window.benchTus`). */
async function browserBundle(root) {
  const directory = mkdtempSync(join(tmpdir(), 'clipcoach-bench-tus-page-'));
  try {
    const entry = join(directory, 'entry.ts');
    writeFileSync(
      entry,
      [
        `export { TUS_CHUNK_BYTES, TusVideoUpload } from ${JSON.stringify(join(root, 'src/adapters/supabase/tus-video-upload.ts'))};`,
        `export { SystemClock } from ${JSON.stringify(join(root, 'src/adapters/browser/system-clock.adapter.ts'))};`,
        `export { backOff } from ${JSON.stringify(join(root, 'src/application/videos/upload-retry-policy.ts'))};`,
      ].join('\n'),
    );
    const output = await build({
      configFile: false,
      root,
      logLevel: 'error',
      resolve: { alias: TUS_ALIAS(root) },
      build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'benchTus', fileName: 'bench-tus' } },
    });
    return (Array.isArray(output) ? output[0] : output).output[0].code;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * (a') In Chromium: the product's TusVideoUpload on a 200 MB file picked from disk (a file-backed
 * Blob, as a person's clip is), against one plain POST of the same file from the same page; the
 * page comes from the server's origin, so no CORS preflight is counted on either side.
 */
export async function tusBrowserFigure(browser, root) {
  const bundle = await browserBundle(root);
  const server = await startServer(root);
  const origin = `http://127.0.0.1:${server.port}`;
  const clip = fileOnDisk(TUS_FILE_MB);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${origin}/bench-page`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><input type="file" id="clip">' }));
    await page.goto(`${origin}/bench-page`);
    // No route left: the uploads' requests go straight to the network, not through the test driver.
    await page.unrouteAll();
    await page.addScriptTag({ content: bundle });
    await page.setInputFiles('#clip', clip.path);
    const tusMs = [];
    const plainMs = [];
    const timings = [];
    for (let run = 0; run < TUS_RUNS; run += 1) {
      await server.ask('reset');
      tusMs.push(
        await page.evaluate(async () => {
          const { TusVideoUpload, SystemClock, backOff } = window.benchTus;
          const file = document.getElementById('clip').files[0];
          const id = crypto.randomUUID();
          const video = { id, ownerId: 'bench', path: `bench/${id}.mp4`, mimeType: 'video/mp4' };
          const upload = new TusVideoUpload(
            video,
            file,
            {
              endpoint: `${location.origin}/files`,
              metadata: { bucketName: 'videos', objectName: video.path, contentType: video.mimeType, cacheControl: '3600' },
              headers: { apikey: 'bench' },
              accessToken: async () => `token-${id}`,
              fingerprint: `bench:${id}`,
            },
            new SystemClock(),
            backOff([]),
            { done: async () => ({ ok: true, value: video }) },
          );
          let last = null;
          upload.subscribe((event) => (last = event));
          const started = performance.now();
          await upload.begin();
          await upload.settled();
          if (last?.kind !== 'done') throw new Error(`the upload in the page ended ${last?.kind}`);
          return performance.now() - started;
        }),
      );
      const counts = await server.ask('counts');
      if (counts.tusBytes !== clip.size) throw new Error(`the server received ${counts.tusBytes} bytes from the page`);
      timings.push(counts);
      await server.ask('reset');
      plainMs.push(
        await page.evaluate(async () => {
          const started = performance.now();
          const response = await fetch('/plain', { method: 'POST', body: document.getElementById('clip').files[0] });
          await response.arrayBuffer();
          return performance.now() - started;
        }),
      );
      if ((await server.ask('counts')).plainBytes !== clip.size) throw new Error('the plain request from the page lost bytes');
    }
    const ratios = tusMs.map((ms, run) => plainMs[run] / ms);
    const ratio = median(plainMs) / median(tusMs);
    const pick = (key) => median(timings.map((run) => run[key]).filter((value) => value !== null));
    const rates = (runs) => spread(runs.map((ms) => mbps(clip.size, ms)), (value) => `${value.toFixed(0)}`);
    console.log(`The same in Chromium, the product's own runtime (its TUS code bundled for the page, the page's fetch, a ${TUS_FILE_MB} MB file picked from disk; median of ${TUS_RUNS} interleaved runs, MB/s):`);
    console.log(`  product TUS path: ${rates(tusMs)}; one plain POST of the picked file: ${rates(plainMs)}`);
    console.log(`  ratio product TUS / one plain POST: ${ratio.toFixed(2)} (per run ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'PASS' : 'BELOW'})`);
    console.log(
      `  per request, on average (median over the runs): the server ${ms1(pick('handledMs'))} ms from arrival to answer (${ms1(pick('beforeBodyMs'))} before the body, ${ms1(pick('bodyMs'))} reading it, ${ms1(pick('afterBodyMs'))} after), then ${ms1(pick('idleMs'))} ms until the browser's next request arrives`,
    );
  } finally {
    await context.close();
    server.stop();
    clip.remove();
  }
}

/** A file of `mb` MB of generated bytes on disk (written 1 MB at a time). */
function fileOnDisk(mb) {
  const directory = mkdtempSync(join(tmpdir(), 'clipcoach-bench-heap-'));
  const path = join(directory, 'match.mp4');
  const part = new Uint8Array(MB);
  for (let i = 0; i < MB; i++) part[i] = (i * 7) % 251;
  const fd = openSync(path, 'w');
  for (let i = 0; i < mb; i++) writeSync(fd, part);
  closeSync(fd);
  return { path, size: mb * MB, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

/**
 * (c) Signs the demo athlete in, requests an analysis, and picks a 500 MB file on /upload through
 * the file input (the browser reads it from disk; the test never holds it in JS). Samples the
 * page's heap over CDP (V8 heap plus ArrayBuffer backing stores where Chromium reports them).
 */
export async function embeddedHeapFigure(browser, baseUrl, athlete) {
  const big = fileOnDisk(HEAP_FILE_MB);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${baseUrl}/login?redirect=%2Fpros`);
    await page.getByLabel(/^e-?mail/i).fill(athlete.email);
    await page.getByLabel(/^password$/i).fill(athlete.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL((url) => url.pathname === '/pros');
    await page.getByRole('link', { name: 'Paula Pro' }).first().click();
    await page.getByRole('link', { name: 'Request analysis' }).click();
    await page.getByLabel('Sport').selectOption('Tennis');
    await page.getByLabel('Your question').fill('Is my serve toss too far in front of me?');
    await page.getByRole('button', { name: 'Continue to upload' }).click();
    await page.waitForURL((url) => url.pathname === '/upload');

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    let backingReported = false;
    const heap = async () => {
      const usage = await cdp.send('Runtime.getHeapUsage');
      if (process.env.BENCH_DEBUG) console.log(JSON.stringify(usage));
      backingReported ||= usage.backingStorageSize !== undefined;
      return usage.usedSize + (usage.backingStorageSize ?? 0);
    };
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await heap();
    let max = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        max = Math.max(max, await heap().catch(() => max));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    await page.getByLabel('Video file').setInputFiles(big.path);
    await page.getByText('Your clip is uploaded').waitFor({ timeout: 300_000 });
    const storedMs = performance.now() - started;
    sampling = false;
    await sampler;
    await cdp.send('HeapProfiler.collectGarbage');
    const after = await heap();
    const growth = (max - before) / MB;
    console.log(`Embedded backend storing a ${HEAP_FILE_MB} MB file picked on /upload (IndexedDB, 4 MiB chunks), Chromium, heap over CDP (${backingReported ? 'V8 heap + ArrayBuffer backing stores' : 'V8 heap; this Chromium does not report ArrayBuffer backing stores'}):`);
    console.log(`  before ${(before / MB).toFixed(1)} MB, at most ${(max / MB).toFixed(1)} MB during, ${(after / MB).toFixed(1)} MB after (GC forced before and after); stored in ${(storedMs / 1000).toFixed(1)} s`);
    console.log(`  growth during the upload: ${growth.toFixed(1)} MB (target < ${HEAP_TARGET_MB} MB: ${growth < HEAP_TARGET_MB ? 'PASS' : 'OVER'}); left after: ${((after - before) / MB).toFixed(1)} MB`);
  } finally {
    await context.close();
    big.remove();
  }
}

// `node scripts/bench-upload.mjs`: the TUS figures alone (Chromium from CHROMIUM_PATH, as npm run bench).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  await tusFigures(root);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    await tusBrowserFigure(browser, root);
  } finally {
    await browser.close();
  }
}
