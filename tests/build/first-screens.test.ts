// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../src/ui/app/routes';
import { documentTitle } from '../../src/ui/kit/page';
import { buildForProduction } from '../support/production-build';

/**
 * Issue 13 (LCP): the build writes the first screen of every page a signed-out visitor sees alike
 * into that page's HTML, so the browser paints it before the app's JavaScript has run. Read from
 * real production builds, one for the embedded backend and one for the hosted one.
 */

let embedded: string;
let hosted: string;
const HOSTED = { VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: 'test-anon-key' };

beforeAll(async () => {
  embedded = mkdtempSync(join(tmpdir(), 'clipcoach-build-'));
  await buildForProduction(embedded);
  hosted = mkdtempSync(join(tmpdir(), 'clipcoach-build-'));
  const saved = Object.keys(HOSTED).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, HOSTED);
  try {
    await buildForProduction(hosted);
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}, 180_000);

afterAll(() => {
  for (const outDir of [embedded, hosted]) if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const read = (outDir: string, path: string) => readFileSync(join(outDir, fileOf(path)), 'utf8');
/** The markup inside the page's root, as the browser parses it before any script of the app has run. */
const firstScreen = (html: string) => /<div id="root"><div data-prerendered inert>([\s\S]*)<\/div><div data-loading-screen>/.exec(html)?.[1] ?? '';
/** What the page's root shows in its place where the first screen would be the wrong one. */
const loadingScreen = (html: string) => /<div data-loading-screen>([\s\S]*)<\/div><\/div><script>/.exec(html)?.[1] ?? '';
const text = (markup: string) =>
  markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('Issue 13 the first screen of a public page is in its HTML', () => {
  it('only pages every signed-out visitor sees alike are marked: public or sign-in pages, at an address without parameters', () => {
    const marked = APP_ROUTES.filter((route) => route.prerender);
    expect(marked.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/pros', '/login', '/signup']));
    for (const route of marked) {
      expect(['public', 'auth-page'], route.path).toContain(route.access);
      expect(route.path, route.path).not.toContain(':');
    }
  });

  it('every marked page has its file, the app’s own markup of its first screen inside the root, inert, with the app’s styles', () => {
    const entry = /<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/;
    for (const route of APP_ROUTES.filter((candidate) => candidate.prerender)) {
      const html = read(embedded, route.path);
      expect(html, route.path).toMatch(entry);
      const screen = firstScreen(html);
      expect(screen, route.path).toContain('Skip to content');
      expect(screen, route.path).toMatch(/<style data-emotion="css[ -]/);
      // Its title, as the page's own frame sets it from its heading: a tab, a bookmark or a search result names the page before the app runs.
      const heading = text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(screen)?.[1] ?? '').trim();
      expect(heading, route.path).not.toBe('');
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;/g, "'"), route.path).toBe(documentTitle(heading));
    }
    expect(/<title>([^<]*)<\/title>/.exec(read(embedded, '/pros'))?.[1]).toBe('Find a pro · ClipCoach');
    // Beside it, the app's loading screen (§2), with the app's styles: what shows where the first screen would be the wrong one.
    for (const route of APP_ROUTES.filter((candidate) => candidate.prerender)) {
      const loading = loadingScreen(read(embedded, route.path));
      expect(text(loading).trim(), route.path).toBe('Loading...');
      expect(loading, route.path).toContain('role="status" aria-label="Loading"');
      expect(loading, route.path).toMatch(/<style data-emotion="css-global /);
    }
    expect(text(firstScreen(read(embedded, '/')))).toContain('Technique feedback from verified pros');
    // The home page's picture, at the address the build gave it.
    const picture = /<img src="\/(assets\/analysed-frame-[\w-]+\.webp)"/.exec(firstScreen(read(embedded, '/')))?.[1];
    expect(picture && existsSync(join(embedded, picture))).toBe(true);
    expect(text(firstScreen(read(embedded, '/pros')))).toContain('Find a pro Verified coaches who analyse your clip and tell you what to work on.');
    expect(text(firstScreen(read(embedded, '/login')))).toMatch(/Sign in E-mail Password/);
  });

  it('every other page with an address of its own gets a file with the loading screen alone, not the home page’s first screen, its styles or its picture; an address with a parameter is left to index.html', () => {
    const others = APP_ROUTES.filter((candidate) => !candidate.prerender && !candidate.path.includes(':'));
    expect(others.map((route) => route.path)).toEqual(expect.arrayContaining(['/dashboard', '/submissions', '/admin', '/admin/users', '/profile']));
    const home = read(embedded, '/');
    const entry = /<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"[^>]*><\/script>/.exec(home)?.[0];
    expect(entry).toBeDefined();
    for (const route of others) {
      const html = read(embedded, route.path);
      expect(html, route.path).toContain(entry);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], route.path).toBe('ClipCoach');
      const root = /<div id="root"><div data-loading-screen>([\s\S]*)<\/div><\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(text(root).trim(), route.path).toBe('Loading...');
      expect(root, route.path).toContain('role="status" aria-label="Loading"');
      expect(root, route.path).toMatch(/<style data-emotion="css-global /);
      // The home page's picture is asked for on `/` alone (a script in the head), never by this file's markup.
      expect(html, route.path).not.toContain('data-prerendered');
      expect(html.replace(/<script>[^<]*<\/script>/g, ''), route.path).not.toContain('analysed-frame');
      // Several times smaller than index.html, which a browser would parse whole only to throw the home page away.
      expect(html.length * 4, route.path).toBeLessThan(home.length);
    }
    // Pages at an address with a parameter (/pros/:proId) have no file: a static host serves them index.html.
    const files = readdirSync(embedded, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const withOwnAddress = APP_ROUTES.filter((route) => !route.path.includes(':')).map((route) => fileOf(route.path));
    expect(files.sort()).toEqual(withOwnAddress.sort());
  });

  it('the first screen is the build’s configuration: the embedded backend’s sign-in page lists the demo accounts, the hosted one’s does not', () => {
    expect(text(firstScreen(read(embedded, '/login')))).toContain('Demo accounts');
    const hostedLogin = text(firstScreen(read(hosted, '/login')));
    expect(hostedLogin).toMatch(/Sign in E-mail Password/);
    expect(hostedLogin).not.toContain('Demo accounts');
  });

  it('each page hides its first screen, before any of it is parsed, at another address, with a query or for a visitor whose session is stored under the product’s key, and shows the loading screen instead', () => {
    for (const path of ['/', '/pros']) {
      const html = read(embedded, path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(`location.pathname===${JSON.stringify(path)}&&!location.search&&localStorage.getItem("clipcoach_auth_token")===null`);
      expect(head, path).toContain('html[data-first-screen=off] [data-prerendered],html:not([data-first-screen=off]) [data-loading-screen]{display:none}');
    }
  });
});
