#!/usr/bin/env node
/* global console, process, performance */
// The upload bench's server, in its own process as a real upload server would be: a real TUS
// server (@tus/server + @tus/file-store, what Supabase Storage builds on; its file backend keeps
// the store's default FileConfigstore, one JSON file per upload read on every request, as here)
// on 127.0.0.1, and in the same process a plain handler (/plain) that streams one request's body
// into a new file of the same directory with the same kind of write stream (as Storage's
// standard upload pipes the request into its backend), the baseline; /sink reads a body and
// answers, a bare HTTP round trip. Neither path waits for an fsync. It counts the body bytes each
// receives (partial ones included), notes when each TUS request arrived, reached the store,
// received its first and last byte and was answered, and answers the parent process's
// `{ type: 'counts' }` and `{ type: 'reset' }` messages.
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const directory = mkdtempSync(join(tmpdir(), 'clipcoach-bench-tus-'));
const counts = { tusBytes: 0, plainBytes: 0, requests: 0, connections: 0 };
/** One entry per TUS request: where an upload's time goes on the server and between chunks. */
const requests = [];
let current = null;
let cpuSince = process.cpuUsage();
let plainFiles = 0;
const mean = (values) => {
  const known = values.filter((value) => Number.isFinite(value));
  return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
};

/** Counts what goes to disk, and notes when the body reached the store and when its first and last bytes went through. */
function counted(readable, timeline, onBytes) {
  const through = new PassThrough();
  if (timeline) timeline.storeAt = performance.now();
  through.on('data', (chunk) => {
    onBytes(chunk.length);
    if (timeline) {
      timeline.firstByteAt ??= performance.now();
      timeline.lastByteAt = performance.now();
    }
  });
  readable.on('error', (error) => through.destroy(error));
  return readable.pipe(through);
}

class CountingFileStore extends FileStore {
  write(readable, id, offset) {
    return super.write(
      counted(readable, current, (bytes) => (counts.tusBytes += bytes)),
      id,
      offset,
    );
  }
}

const tus = new Server({ path: '/files', datastore: new CountingFileStore({ directory }) });
const http = createServer((req, res) => {
  if (req.url === '/plain') {
    // A new file per request, as every TUS upload gets one (no truncating of a previous run's file inside the timing).
    const out = createWriteStream(join(directory, `plain-${++plainFiles}.bin`));
    counted(req, null, (bytes) => (counts.plainBytes += bytes))
      .pipe(out)
      .on('finish', () => res.writeHead(201).end());
    return;
  }
  if (req.url === '/sink') {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
    return;
  }
  counts.requests += 1;
  const timeline = { method: req.method, arrivedAt: performance.now() };
  requests.push(timeline);
  current = timeline;
  res.on('finish', () => (timeline.answeredAt = performance.now()));
  void tus.handle(req, res);
});
http.keepAliveTimeout = 30_000;
http.on('connection', () => (counts.connections += 1));

/**
 * Means over the TUS requests since the last reset that carried bytes (the creation with its
 * first chunk, then the PATCHes): they add up to the upload's time, as medians would not.
 */
function timings() {
  const withBody = requests.filter((request) => request.firstByteAt !== undefined && request.answeredAt !== undefined);
  return {
    handledMs: mean(withBody.map((request) => request.answeredAt - request.arrivedAt)),
    beforeBodyMs: mean(withBody.map((request) => request.storeAt - request.arrivedAt)),
    bodyMs: mean(withBody.map((request) => request.lastByteAt - request.storeAt)),
    afterBodyMs: mean(withBody.map((request) => request.answeredAt - request.lastByteAt)),
    idleMs: mean(requests.slice(1).map((request, i) => request.arrivedAt - requests[i].answeredAt)),
  };
}

http.listen(0, '127.0.0.1', () => process.send?.({ type: 'listening', port: http.address().port }));
process.on('message', (message) => {
  if (message.type === 'counts') {
    const cpu = process.cpuUsage(cpuSince);
    process.send?.({ type: 'counts', ...counts, ...timings(), cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  if (message.type === 'reset') {
    counts.tusBytes = 0;
    counts.plainBytes = 0;
    counts.requests = 0;
    counts.connections = 0;
    requests.length = 0;
    // Between runs no upload is open: the stored files go, so the disk holds one run at a time.
    for (const name of readdirSync(directory)) rmSync(join(directory, name), { force: true });
    cpuSince = process.cpuUsage();
    process.send?.({ type: 'reset' });
  }
});
const stop = () => {
  http.closeAllConnections();
  http.close();
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
console.error = () => undefined;
