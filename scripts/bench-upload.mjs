/* global console, performance, process, File, URL, fetch, setTimeout */
// `npm run bench`, section "Upload" (issue 10): figures for the two upload engines.
// (a) TUS throughput on loopback: a 200 MB generated file through the product's TUS code
//     (src/adapters/supabase/tus-video-upload.ts: tus-js-client, 6 MB chunks, a token asked before
//     every request) to a real @tus/server in its own process, against one plain request with the
//     same bytes to the same process; the median of 3 runs of each and their ratio.
// (b) Bytes re-sent after a cut: a proxy on loopback drops the connection at 50 %, the upload
//     retries by itself and resumes from the offset the server reports; the server counts what it
//     received beyond the file's size.
// (c) The embedded backend (IndexedDB, 4 MiB chunks) storing a 500 MB file picked in /upload in
//     Chromium: the page's heap before, at most during, and after.
import { fork } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnerImport } from 'vite';

const MB = 1024 * 1024;
const TUS_FILE_MB = 200;
const TUS_RUNS = 3;
const TARGET_RATIO = 0.9;
const LINK_MB_PER_S = 50;
const LINK_FILE_MB = 60;
const HEAP_FILE_MB = 500;
const HEAP_TARGET_MB = 64;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mbps = (bytes, ms) => bytes / MB / (ms / 1000);

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
 * through it; `bytesPerSecond` paces what goes upstream, as a network link of that speed would.
 */
async function startProxy(targetPort, bytesPerSecond = null) {
  let forwarded = 0;
  let cutAt = null;
  let paced = 0;
  let pacedSince = null;
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
        pacedSince ??= performance.now();
        paced += chunk.length;
        const ahead = pacedSince + (paced / bytesPerSecond) * 1000 - performance.now();
        if (ahead > 1) {
          client.pause();
          setTimeout(() => client.resume(), ahead);
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
    restartPacing: () => {
      paced = 0;
      pacedSince = null;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}

/** The product's modules, compiled from source by Vite (the tests' alias: tus-js-client's browser build). */
async function productModules(root) {
  const config = {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: [{ find: /^tus-js-client$/, replacement: join(root, 'node_modules/tus-js-client/lib.esm/browser/index.js') }] },
  };
  const load = async (path) => (await runnerImport(join(root, path), config)).module;
  return {
    ...(await load('src/adapters/supabase/tus-video-upload.ts')),
    ...(await load('src/adapters/browser/system-clock.adapter.ts')),
    ...(await load('src/application/videos/upload-retry-policy.ts')),
  };
}

/** One upload through the product's TusVideoUpload; resolves with its last event and duration. */
async function tusUpload(product, endpoint, file, retryDelays) {
  const video = { id: globalThis.crypto.randomUUID(), ownerId: 'bench', path: `bench/${globalThis.crypto.randomUUID()}.mp4`, mimeType: 'video/mp4' };
  let tokens = 0;
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
  return { ms: performance.now() - started, last: events.at(-1), retried: events.some((event) => event.kind === 'retrying') };
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

export async function tusFigures(root) {
  const product = await productModules(root);
  const server = await startServer(root);
  const endpoint = `http://127.0.0.1:${server.port}/files`;
  const file = generatedClip(TUS_FILE_MB);
  try {
    const tusMs = [];
    const plainMs = [];
    const bareMs = [];
    const oneTusMs = [];
    let connections = 0;
    let requests = 0;
    const idle = [];
    const handled = [];
    for (let run = 0; run < TUS_RUNS; run += 1) {
      await server.ask('reset');
      const tus = await tusUpload(product, endpoint, file);
      const counts = await server.ask('counts');
      if (tus.last?.kind !== 'done' || counts.tusBytes !== file.size) throw new Error(`the TUS upload ended ${tus.last?.kind} with ${counts.tusBytes} bytes received`);
      tusMs.push(tus.ms);
      ({ connections, requests } = counts);
      idle.push(counts.idleMs);
      handled.push(counts.handledMs);
      await server.ask('reset');
      bareMs.push(await bareTusUpload(endpoint, file, product.TUS_CHUNK_BYTES));
      let started = performance.now();
      const response = await fetch(`http://127.0.0.1:${server.port}/plain`, { method: 'POST', body: file });
      await response.arrayBuffer();
      plainMs.push(performance.now() - started);
      if ((await server.ask('counts')).plainBytes !== file.size) throw new Error('the plain request lost bytes');
      await server.ask('reset');
      started = performance.now();
      const whole = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(file.size), 'Content-Type': 'application/offset+octet-stream' },
        body: file,
      });
      await whole.arrayBuffer();
      oneTusMs.push(performance.now() - started);
      if (whole.headers.get('upload-offset') !== String(file.size)) throw new Error(`the single TUS request stored ${whole.headers.get('upload-offset')} bytes`);
    }
    const tusRate = mbps(file.size, median(tusMs));
    const plainRate = mbps(file.size, median(plainMs));
    const oneTusRate = mbps(file.size, median(oneTusMs));
    const ratio = tusRate / plainRate;
    const ratioToOneTus = tusRate / oneTusRate;
    console.log(`Upload throughput on loopback, ${TUS_FILE_MB} MB generated file, @tus/server + @tus/file-store in its own process (median of ${TUS_RUNS}):`);
    console.log(`  product TUS path (tus-js-client, ${product.TUS_CHUNK_BYTES / MB} MB chunks, a token per request): ${tusRate.toFixed(0)} MB/s (runs ${tusMs.map((ms) => `${Math.round(ms)} ms`).join(', ')})`);
    console.log(`  one plain POST of the same bytes to the same server process:        ${plainRate.toFixed(0)} MB/s (runs ${plainMs.map((ms) => `${Math.round(ms)} ms`).join(', ')})`);
    console.log(`  one TUS creation-with-upload of all the bytes (same server, one request): ${oneTusRate.toFixed(0)} MB/s (runs ${oneTusMs.map((ms) => `${Math.round(ms)} ms`).join(', ')})`);
    console.log(`  the same ${product.TUS_CHUNK_BYTES / MB} MB PATCHes with bare fetch (the protocol's ceiling here): ${mbps(file.size, median(bareMs)).toFixed(0)} MB/s (runs ${bareMs.map((ms) => `${Math.round(ms)} ms`).join(', ')})`);
    console.log(`  (the product's upload: ${requests} TUS requests, ${connections} new connection(s): the others reuse a kept-alive one)`);
    console.log(
      `  where the time goes: the server takes ${median(handled).toFixed(1)} ms per request (arrival to answer, its 6 MB included) and waits ${median(idle).toFixed(1)} ms between an answer and the next request (medians); a single request pays neither per chunk`,
    );
    console.log(`  ratio product TUS / one plain POST: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'PASS' : 'BELOW'})`);
    console.log(`  ratio product TUS / one TUS creation-with-upload: ${ratioToOneTus.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${ratioToOneTus >= TARGET_RATIO ? 'PASS' : 'BELOW'})`);

    // The same comparison over a paced link: what the per-request cost weighs at a network's speed.
    const link = await startProxy(server.port, LINK_MB_PER_S * MB);
    try {
      const small = generatedClip(LINK_FILE_MB);
      const linkTus = [];
      const linkPlain = [];
      for (let run = 0; run < TUS_RUNS; run += 1) {
        await server.ask('reset');
        link.restartPacing();
        linkTus.push((await tusUpload(product, `http://127.0.0.1:${link.port}/files`, small)).ms);
        link.restartPacing();
        const started = performance.now();
        await (await fetch(`http://127.0.0.1:${link.port}/plain`, { method: 'POST', body: small })).arrayBuffer();
        linkPlain.push(performance.now() - started);
      }
      const linkRatio = mbps(small.size, median(linkTus)) / mbps(small.size, median(linkPlain));
      console.log(
        `  over a link paced at ${LINK_MB_PER_S} MB/s (a proxy on loopback), ${LINK_FILE_MB} MB: TUS ${mbps(small.size, median(linkTus)).toFixed(1)} MB/s, plain ${mbps(small.size, median(linkPlain)).toFixed(1)} MB/s, ratio ${linkRatio.toFixed(2)}`,
      );
    } finally {
      link.close();
    }

    // (b) The connection dropped at 50 % by a proxy; the upload resumes from the server's offset.
    const proxy = await startProxy(server.port);
    try {
      await server.ask('reset');
      proxy.cutAfter(file.size / 2);
      const cut = await tusUpload(product, `http://127.0.0.1:${proxy.port}/files`, file, [200, 400, 800]);
      const counts = await server.ask('counts');
      const resent = counts.tusBytes - file.size;
      console.log(`Cut at 50 % (a proxy drops the connection), ${TUS_FILE_MB} MB: the upload ${cut.retried ? 'retried and ' : ''}ended ${cut.last?.kind}; bytes re-sent: ${resent} (${(resent / MB).toFixed(2)} MB; target ≤ one chunk = ${product.TUS_CHUNK_BYTES / MB} MB: ${cut.last?.kind === 'done' && resent <= product.TUS_CHUNK_BYTES ? 'PASS' : 'FAIL'})`);
    } finally {
      proxy.close();
    }
  } finally {
    server.stop();
  }
}

/** A 500 MB file of generated bytes on disk (written 1 MB at a time). */
function fileOnDisk(mb) {
  const directory = mkdtempSync(join(tmpdir(), 'clipcoach-bench-heap-'));
  const path = join(directory, 'match.mp4');
  const part = new Uint8Array(MB);
  for (let i = 0; i < MB; i++) part[i] = (i * 7) % 251;
  const fd = openSync(path, 'w');
  for (let i = 0; i < mb; i++) writeSync(fd, part);
  closeSync(fd);
  return { path, remove: () => rmSync(directory, { recursive: true, force: true }) };
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
