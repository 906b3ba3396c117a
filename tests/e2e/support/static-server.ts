import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export interface StaticServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  close(): Promise<void>;
}

/** The byte range a `Range: bytes=…` header asks of a file of `size` bytes; null when it asks none it can have. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Serves folders under URL prefixes (`{ '/': dist, '/clips/': clipsDir }`) and answers HTTP range
 * requests (206 with Content-Range), which a `<video>` needs to seek.
 */
export async function serveStatic(mounts: Readonly<Record<string, string>>): Promise<StaticServer> {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const prefix = prefixes.find((candidate) => path.startsWith(candidate));
      const root = prefix === undefined ? undefined : mounts[prefix];
      const relative = prefix === undefined ? '' : normalize(path.slice(prefix.length) || 'index.html');
      if (!root || relative.startsWith('..') || relative.includes(`${sep}..`)) {
        response.writeHead(404).end();
        return;
      }
      const file = join(root, relative);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        response.writeHead(404).end();
        return;
      }
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'accept-ranges': 'bytes' };
      const rangeHeader = request.headers.range;
      if (rangeHeader === undefined) {
        response.writeHead(200, { ...headers, 'content-length': info.size });
        createReadStream(file).pipe(response);
        return;
      }
      const range = byteRange(rangeHeader, info.size);
      if (!range) {
        response.writeHead(416, { 'content-range': `bytes */${info.size}` }).end();
        return;
      }
      response.writeHead(206, { ...headers, 'content-length': range.end - range.start + 1, 'content-range': `bytes ${range.start}-${range.end}/${info.size}` });
      createReadStream(file, range).pipe(response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
