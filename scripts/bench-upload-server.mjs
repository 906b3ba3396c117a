#!/usr/bin/env node
/* global console, process, performance */
// The upload bench's server, in its own process as a real upload server would be: a real TUS
// server (@tus/server + @tus/file-store, what Supabase Storage builds on) on 127.0.0.1, and in the
// same process a plain handler (/plain) that writes one request's body to disk the same way, the
// baseline. It counts the body bytes each receives (partial ones included) and answers the parent
// process's `{ type: 'counts' }` and `{ type: 'reset' }` messages.
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const directory = mkdtempSync(join(tmpdir(), 'clipcoach-bench-tus-'));
const counts = { tusBytes: 0, plainBytes: 0, requests: 0, connections: 0 };
/** When each TUS request arrived and was answered: where an upload's time goes between chunks. */
const requests = [];
const median = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : null);

class CountingFileStore extends FileStore {
  write(readable, id, offset) {
    const counted = new PassThrough();
    counted.on('data', (chunk) => (counts.tusBytes += chunk.length));
    readable.on('error', (error) => counted.destroy(error));
    readable.pipe(counted);
    return super.write(counted, id, offset);
  }
}

const tus = new Server({ path: '/files', datastore: new CountingFileStore({ directory }) });
const http = createServer((req, res) => {
  if (req.url === '/plain') {
    const out = createWriteStream(join(directory, 'plain.bin'));
    const counted = new PassThrough();
    counted.on('data', (chunk) => (counts.plainBytes += chunk.length));
    req.pipe(counted).pipe(out).on('finish', () => res.writeHead(201).end());
    return;
  }
  counts.requests += 1;
  const arrived = performance.now();
  res.on('finish', () => requests.push({ arrived, answered: performance.now() }));
  void tus.handle(req, res);
});
http.keepAliveTimeout = 30_000;
http.on('connection', () => (counts.connections += 1));

http.listen(0, '127.0.0.1', () => process.send?.({ type: 'listening', port: http.address().port }));
process.on('message', (message) => {
  if (message.type === 'counts') {
    const idleMs = median(requests.slice(1).map((request, i) => request.arrived - requests[i].answered));
    const handledMs = median(requests.map((request) => request.answered - request.arrived));
    process.send?.({ type: 'counts', ...counts, idleMs, handledMs });
  }
  if (message.type === 'reset') {
    counts.tusBytes = 0;
    counts.plainBytes = 0;
    counts.requests = 0;
    counts.connections = 0;
    requests.length = 0;
    // Between runs no upload is open: the stored files go, so the disk holds one run at a time.
    for (const name of readdirSync(directory)) rmSync(join(directory, name), { force: true });
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
