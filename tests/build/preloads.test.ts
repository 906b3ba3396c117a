// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForProduction } from '../support/production-build';

/**
 * Issue 13 (LCP): what index.html asks the browser for while it parses the page, read from a real
 * production build: a chunk found only once the module that imports it has run costs a round trip.
 */

let outDir: string;
let html: string;
let entry: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'clipcoach-build-'));
  await buildForProduction(outDir);
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entryFile = /<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  entry = entryFile ? readFileSync(join(outDir, entryFile), 'utf8') : '';
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('Issue 13 the production index.html', () => {
  it('asks for the app’s second stage beside the entry on every path, the very chunk the entry imports once React is evaluated', () => {
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([\w.-]+\.js)"/g)].map(([, file]) => file!);
    const app = preloads.find((file) => /^app-[\w-]+\.js$/.test(file));
    expect(app, preloads.join(', ')).toBeDefined();
    // A static link, not one the script for `/` adds.
    expect(html.indexOf(`/assets/${app}`)).toBeLessThan(html.indexOf('location.pathname'));
    expect(entry).toMatch(new RegExp(`import\\([\`'"]\\./${app!.replace(/[.-]/g, '\\$&')}[\`'"]\\)`));
  });

  // An SVG icon is a document of its own: Chromium parsed the old inline one on the main thread
  // before the first paint (37 ms at 4× CPU slowdown, on every route); a PNG decodes in about 1.
  it('names a PNG tab icon that the build emits, not an SVG document', () => {
    const icon = /<link rel="icon"[^>]*href="\/(assets\/[\w.-]+)"/.exec(html)?.[1];
    expect(icon, html).toMatch(/\.png$/);
    expect(readFileSync(join(outDir, icon!)).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
