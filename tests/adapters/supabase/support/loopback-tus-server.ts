import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

export interface LoopbackTusServer {
  endpoint: string;
  /** Body bytes received by TUS requests (POST and PATCH), partial ones included. */
  bytesReceived: number;
  requests: { method: string; authorization: string | undefined }[];
  /** Called on every request body chunk; return true to cut the connection there. */
  cutWhen: ((received: number, req: IncomingMessage) => boolean) | null;
  /** Answers 401 to requests whose token this refuses. */
  authorize: ((authorization: string | undefined) => boolean) | null;
  /** The bytes of a single plain POST to /plain (baseline for throughput). */
  plainBytes: number;
  close(): Promise<void>;
}

/** A real TUS server (@tus/server + @tus/file-store, what Supabase Storage builds on) on 127.0.0.1:0. */
export async function startLoopbackTusServer(): Promise<LoopbackTusServer> {
  const directory = mkdtempSync(join(tmpdir(), 'clipcoach-tus-'));
  let current: IncomingMessage | null = null;
  // Counts the bytes the store writes (partial chunks included) and cuts the connection when asked.
  class CountingFileStore extends FileStore {
    override write(readable: IncomingMessage | Readable, id: string, offset: number): Promise<number> {
      const counted = new PassThrough();
      const req = current;
      counted.on('data', (chunk: Buffer) => {
        state.bytesReceived += chunk.length;
        if (req && state.cutWhen?.(state.bytesReceived, req)) {
          state.cutWhen = null;
          req.socket.destroy();
        }
      });
      readable.on('error', (error) => counted.destroy(error));
      readable.pipe(counted);
      return super.write(counted, id, offset);
    }
  }
  const tus = new Server({ path: '/files', datastore: new CountingFileStore({ directory }) });
  const state: LoopbackTusServer = {
    endpoint: '',
    bytesReceived: 0,
    requests: [],
    cutWhen: null,
    authorize: null,
    plainBytes: 0,
    close: async () => undefined,
  };
  const http: HttpServer = createServer((req, res) => {
    if (req.url === '/plain') {
      // Written to disk as the TUS store writes, so the two figures compare like with like.
      const out = createWriteStream(join(directory, 'plain.bin'));
      req.on('data', (chunk: Buffer) => (state.plainBytes += chunk.length));
      req.pipe(out).on('finish', () => res.writeHead(201).end());
      return;
    }
    state.requests.push({ method: req.method ?? '', authorization: req.headers.authorization });
    if (state.authorize && req.method !== 'OPTIONS' && !state.authorize(req.headers.authorization)) {
      req.resume();
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"jwt expired"}');
      return;
    }
    current = req;
    void tus.handle(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  state.endpoint = `http://127.0.0.1:${port}/files`;
  state.close = async () => {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    // The file store creates its directory asynchronously after construction; let it finish.
    await new Promise((resolve) => setTimeout(resolve, 20));
    rmSync(directory, { recursive: true, force: true });
  };
  return state;
}
