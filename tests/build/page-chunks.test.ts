// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForProduction } from '../support/production-build';
import type { Manifest } from 'vite';

/**
 * Issue 13 (TBT, LCP): the chunks a page loads, read from a real production build's manifest. Each
 * chunk costs the main thread a task of its own and the loader a `<link>`; at 4× CPU the seventeen
 * chunks /dashboard used to load cost it about 30 ms of blocking time.
 */

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'clipcoach-chunks-'));
  await buildForProduction(outDir);
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The chunks a page's module (or a chunk, by name) brings with it, by name (hash dropped), beyond the entry and the app's second stage, which every page has. */
function chunksOf(page: string): string[] {
  const key = Object.keys(manifest).find((name) => name === page || new RegExp(`^_${page}-[\\w-]{8}\\.js$`).test(name));
  if (!key) throw new Error(`${page} is not in the manifest`);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of manifest[name]!.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((name) => manifest[name]!.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')).filter((name) => !['index', 'app', 'rolldown-runtime'].includes(name));
}

/** What a signed-in page loads anyway: the kit and the cards (every page), and what every backend shares (the one a build talks to loads it at once with a session). */
const LOADED_ANYWAY = ['home-parts', 'shared-local-supabase-memory', 'shared-local-supabase-memory-bind'];

describe('Issue 13 the chunks a page loads', () => {
  it.each([
    ['src/ui/pages/dashboard-page.tsx', 9],
    ['src/ui/submissions/submissions-page.tsx', 6],
    ['src/ui/admin/admin-home-page.tsx', 6],
    ['src/ui/pros/pros-page.tsx', 4],
    ['src/ui/auth/login-page.tsx', 4],
  ])('%s: what pages share comes in a chunk for all pages and one for signed-in pages, not one per set of pages (at most %i chunks)', (page, most) => {
    const chunks = chunksOf(page);
    expect(chunks.length, chunks.join(' ')).toBeLessThanOrEqual(most);
  });

  it('the parts public pages share bring nothing a public page did not load already: no use case, no backend’s code (not even what every backend shares: a public page renders before its backend loads), nothing of the player or the studio', () => {
    expect(chunksOf('page-parts').filter((name) => !['page-parts', 'home-parts'].includes(name))).toEqual([]);
    for (const page of ['src/ui/pros/pros-page.tsx', 'src/ui/auth/login-page.tsx', 'src/ui/auth/signup-page.tsx', 'src/ui/content/help-page.tsx']) {
      expect(chunksOf(page), page).not.toContain('signed-in-parts');
    }
  });

  it('the parts only signed-in pages share bring, beyond those, only the use cases, which every signed-in visit loads: no backend’s own code, nothing of the player or the studio', () => {
    const beyond = chunksOf('signed-in-parts').filter((name) => !['signed-in-parts', 'page-parts', ...LOADED_ANYWAY].includes(name));
    expect(beyond.filter((name) => !['parts-bind-features', 'shared-local-memory-bind'].includes(name))).toEqual([]);
  });

  it('every page the route table loads lazily keeps a chunk of its own, even one another page imports too (the 404 inside a submission’s page)', () => {
    const routes = readFileSync('src/ui/app/routes.tsx', 'utf8');
    const pages = [...routes.matchAll(/import\('\.\.\/([^']+)'\)/g)].map(([, path]) => `src/ui/${path}`);
    expect(pages.length).toBeGreaterThan(40);
    const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry).map(([name]) => name.replace(/\.tsx?$/, ''));
    expect(pages.filter((page) => !entries.includes(page))).toEqual([]);
    expect(chunksOf('src/ui/pages/not-found-page.tsx')).not.toContain('signed-in-parts');
  });

  it('a signed-in page brings the code it shares with public pages and with other signed-in pages in two chunks', () => {
    const chunks = chunksOf('src/ui/submissions/submissions-page.tsx');
    expect(chunks).toEqual(expect.arrayContaining(['page-parts', 'signed-in-parts']));
    expect(chunksOf('src/ui/pros/pros-page.tsx')).toContain('page-parts');
  });
});

describe('Issue 13 compile hints', () => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const opening = (key: string) => readFileSync(join(outDir, manifest[key]!.file), 'utf8').slice(0, HINT.length);

  it('the code a page runs as it starts opens with V8’s hint to compile it whole as it streams in: the entry (React, the router), the app, the backend, the pages', () => {
    const starting = ['index.html', 'src/adapters/local/local-backend.ts', 'src/composition/bind-features.ts', 'src/ui/pages/dashboard-page.tsx', 'src/ui/pages/home-page.tsx'];
    const app = Object.keys(manifest).find((key) => /^_app-[\w-]{8}\.js$/.test(key))!;
    for (const key of [...starting, app]) expect(opening(key), key).toBe(HINT);
  });

  it('the libraries that run only in part, once someone acts (clip decoding, resumable upload, the hosted backend’s client), compile function by function as before', () => {
    const supabase = manifest['src/adapters/supabase/supabase-backend.ts']!.imports!.find((key) => key.startsWith('_parts-supabase-backend-'))!;
    for (const key of ['src/ui/playback/clip-decoder.ts', 'src/adapters/supabase/tus-video-upload.ts', supabase]) expect(opening(key), key).not.toBe(HINT);
  });
});
