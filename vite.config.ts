import react from '@vitejs/plugin-react';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import type { OutputBundle } from 'rolldown';
import type { Prerendered } from './src/composition/prerender';
import { FIRST_SCREEN_ATTRIBUTE, LOADING_SCREEN_ATTRIBUTE } from './src/ui/app/first-screen-markup.ts';

/** The home page's module and its largest paint, the analysed frame (issue 13, LCP of `/`). */
const HOME_PAGE = 'src/ui/pages/home-page.tsx';
const HOME_PICTURE = 'src/ui/pages/analysed-frame.webp';
/** The route table: which page each route loads lazily, and who may open it. */
const ROUTES = 'src/ui/app/routes.tsx';
/** Code only the pages that play or draw on a clip load (the player, the studio), however many pages share it. */
const PLAYBACK_CODE = ['src/ui/playback/', 'src/ui/studio/', 'src/domain/playback/'];
/** The app's second stage, loaded by the entry once React and the router are evaluated (src/main.tsx). */
const START_APP = 'src/composition/start-app.tsx';

/**
 * Every visit: the browser asks for the app's second stage (START_APP and what it imports beyond
 * the entry) while it parses index.html, beside the entry, not once the entry has run. On a visit
 * to `/` it also asks for the home page's picture and code, instead of once the app has started and
 * rendered the page (issue 13, LCP); one tiny inline script in the head adds those links for `/` only.
 */
function preloadHome(): Plugin {
  let base = '/';
  return {
    name: 'clipcoach:preload-home',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle: OutputBundle | undefined = context.bundle;
        if (!bundle) return html;
        const outputs = Object.values(bundle);
        const picture = outputs.find((output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(HOME_PICTURE)));
        const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry);
        const home = outputs.find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(HOME_PAGE));
        const app = outputs.find((output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(START_APP)));
        if (!picture || !entry || entry.type !== 'chunk' || !home || home.type !== 'chunk' || !app || app.type !== 'chunk') throw new Error('preloadHome: the app, the home page or its picture is not in the build.');
        // The home chunk and everything it imports, however deep, beyond the entry's own imports (those
        // load with the entry anyway): a chunk found only once its importer has arrived costs a round trip.
        const chunks = new Map(outputs.flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
        const closure = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const withEntry = closure(entry.fileName);
        const appModules = [...closure(app.fileName)].filter((file) => !withEntry.has(file));
        const withApp = new Set([...withEntry, ...appModules]);
        const modules = [...closure(home.fileName)].filter((file) => !withApp.has(file));
        const links = [
          { rel: 'preload', as: 'image', href: base + picture.fileName, fetchPriority: 'high' },
          ...modules.map((file) => ({ rel: 'modulepreload', href: base + file, crossOrigin: '' })),
        ];
        const script = `if(location.pathname===${JSON.stringify(base)})for(const a of ${JSON.stringify(links)})document.head.appendChild(Object.assign(document.createElement('link'),a))`;
        return [
          ...appModules.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: base + file }, injectTo: 'head' as const })),
          { tag: 'script', children: script, injectTo: 'head' },
        ];
      },
    },
  };
}

/** React with Emotion's JSX: the client build's and the first screens' Node build's. */
const reactWithEmotion = () => react({ jsxImportSource: '@emotion/react' });

/** The app's own renderer of the pages a signed-out visitor sees alike (routes marked `prerender`). */
const PRERENDER = 'src/composition/prerender.tsx';

/**
 * The first screen of every page a signed-out visitor sees alike, in its HTML: the browser paints it
 * as the page arrives, instead of once the app's JavaScript has loaded and run (issue 13, LCP).
 * Once the client build is written, the app is built a second time for Node, renders those pages
 * (src/composition/prerender.tsx), and each is written into a copy of index.html: `/` into
 * index.html itself, `/pros` into pros.html, and so on (the file a static host serves for the
 * address). The app then starts as it always does, and its first render adopts this markup
 * (hydration, src/main.tsx) rather than building the page again.
 *
 * Until then the markup is a picture of the page, not the page: it is inert (nothing in it can be
 * focused, clicked or typed into, so no input is lost when the app takes over, and assistive
 * technology waits for the live page; `TakesOver` lifts that once the app has adopted it). It
 * never shows where it would be the wrong screen: a session is stored (the visitor is signed in),
 * the address has a query (filters, a redirect), or the file is index.html served for another
 * address (a single-page app's fallback).
 *
 * Every other page with an address of its own (/dashboard, /admin/users) gets a file too, with the
 * app's loading screen alone in its root: served index.html, the browser would parse the home
 * page's first screen and apply its styles only to throw them away, on every signed-in reload
 * (issue 13, LCP). Addresses with a parameter (/pros/:proId) still get index.html, the fallback.
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'clipcoach:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project, so that the Node build finds the project's packages; a folder of its own, as builds may run side by side (the tests').
        const cache = join(config.root, 'node_modules', '.cache');
        mkdirSync(cache, { recursive: true });
        const work = mkdtempSync(join(cache, 'clipcoach-prerender-'));
        try {
          await build({
            configFile: false,
            root: config.root,
            base: config.base,
            mode: config.mode,
            logLevel: 'warn',
            plugins: [reactWithEmotion()],
            build: { ssr: PRERENDER, outDir: work, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
          });
          const { pages, loadingScreen, sessionKey, loadingOnly } = await inWorker(pathToFileURL(join(work, 'prerender.js')).href);
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          const write = (path: string, html: string) => {
            const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, html);
          };
          for (const page of pages) write(page.path, withFirstScreen(shell, page, loadingScreen, config.base + page.path.slice(1), sessionKey));
          for (const path of loadingOnly) write(path, withLoadingScreen(shell, loadingScreen));
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * Runs the Node build's `prerenderPages` in a thread of its own, ended once it has answered: the app
 * it renders keeps timers (the query cache's) that would keep the build's process alive, and its
 * module state stays out of the build's.
 */
async function inWorker(module: string): Promise<Prerendered> {
  const code = `import(require('node:worker_threads').workerData).then((m) => m.prerenderPages()).then((r) => require('node:worker_threads').parentPort.postMessage(r))`;
  const worker = new Worker(code, { eval: true, workerData: module });
  try {
    return await new Promise<Prerendered>((done, fail) => {
      worker.once('message', done);
      worker.once('error', fail);
      worker.once('exit', (exitCode) => fail(new Error(`prerenderPublicPages: the renderer stopped (exit code ${exitCode}) before it answered.`)));
    });
  } finally {
    await worker.terminate();
  }
}

/** index.html's empty root, where the app renders. */
const ROOT = '<div id="root"></div>';

/** index.html with `markup` in its root, and `after` just behind it. */
function inRoot(shell: string, markup: string, after = ''): string {
  if (!shell.includes(ROOT)) throw new Error(`prerenderPublicPages: index.html has no ${ROOT}.`);
  return shell.replace(ROOT, () => `<div id="root">${markup}</div>${after}`);
}

/** The app's loading screen (§2: "Loading..."), marked as such: what shows until the app renders. */
const loadingMarkup = (loadingScreen: string) => `<div ${LOADING_SCREEN_ATTRIBUTE}>${loadingScreen}</div>`;

/**
 * index.html with a page's first screen in its root and the page's title in its head. Where it
 * would show the wrong screen, a script in the head has hidden it before any of it is parsed (the
 * parser may paint part of a page before reaching its end) and put back index.html's own title;
 * the app's loading screen (§2: "Loading...") shows in its place until the app renders, instead of
 * a blank page. A script after them keeps the one that shows.
 */
function withFirstScreen(shell: string, page: { readonly title: string; readonly html: string }, loadingScreen: string, address: string, sessionKey: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(shell)?.[1];
  if (!shell.includes('</head>') || title === undefined) throw new Error('prerenderPublicPages: index.html has no head or no title.');
  const keep = `location.pathname===${JSON.stringify(address)}&&!location.search&&localStorage.getItem(${JSON.stringify(sessionKey)})===null`;
  // Where storage cannot be read, no session can be stored either: the first screen stays.
  const off = `document.documentElement.dataset.firstScreen='off';document.title=${JSON.stringify(title)}`;
  const [screen, loading] = [FIRST_SCREEN_ATTRIBUTE, LOADING_SCREEN_ATTRIBUTE];
  const styles = `html[data-first-screen=off] [${screen}],html:not([data-first-screen=off]) [${loading}]{display:none}`;
  const hide = `<style>${styles}</style><script>try{if(!(${keep})){${off}}}catch{}</script>`;
  const keepOne = `<script>document.querySelector(document.documentElement.dataset.firstScreen==='off'?'#root>[${screen}]':'#root>[${loading}]').remove()</script>`;
  const titled = shell.replace(`<title>${title}</title>`, () => `<title>${page.title}</title>`).replace('</head>', () => `${hide}</head>`);
  return inRoot(titled, `<div ${screen} inert>${page.html}</div>${loadingMarkup(loadingScreen)}`, keepOne);
}

/** index.html with the app's loading screen alone in its root, shown until the app renders. */
function withLoadingScreen(shell: string, loadingScreen: string): string {
  return inRoot(shell, loadingMarkup(loadingScreen));
}

/**
 * Libraries that run only in part, and only once someone acts: decoding a clip's frames, a
 * resumable upload, the hosted backend's client (realtime, storage, functions beside the auth a
 * start needs). Their chunks compile function by function, as they are called.
 */
const RUN_IN_PART = ['/node_modules/mediabunny/', '/node_modules/tus-js-client/', '/node_modules/@supabase/'];

/**
 * V8's explicit compile hint: a chunk that starts with this comment is compiled whole as it
 * streams in, off the main thread, instead of function by function on the main thread as each is
 * first called (Chromium 136 and later; to other engines it is only a comment). Nearly every
 * function of React, the router, the container and the pages runs while a page starts, so the main
 * thread no longer stops to compile them (issue 13: at 4×, LCP 50–130 ms earlier on /, /pros,
 * /admin and /dashboard).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function compileHints(): Plugin {
  return {
    name: 'clipcoach:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which puts the preload helper's table first in a chunk: the hint must open the file.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.moduleIds.some((id) => RUN_IN_PART.some((library) => id.includes(library)))) continue;
          output.code = COMPILE_HINT + output.code;
        }
      },
    },
  };
}

/**
 * The parts loaded on demand whose code should arrive in one or two chunks rather than dozens: the
 * backends (each loads when the app first needs data) and the use cases bound once someone is signed
 * in. Module paths, by the chunk name they give.
 */
const ON_DEMAND_ROOTS = {
  'local-backend': 'src/adapters/local/local-backend.ts',
  'supabase-backend': 'src/adapters/supabase/supabase-backend.ts',
  'memory-backend': 'src/adapters/memory/memory-backend.ts',
  'bind-features': 'src/composition/bind-features.ts',
} as const;

/** The on-demand parts that are backends: a build loads one of them. */
const BACKENDS = ['local-backend', 'supabase-backend', 'memory-backend'];

/** How many on-demand parts may share a module, most first: the order their chunk groups are placed in. */
const ON_DEMAND_SHARERS = Object.keys(ON_DEMAND_ROOTS).map((_, index, roots) => roots.length - index);

/** A module's chunk by the parts that import it: the part's own ("parts-local-backend"), or one per set of sharers ("shared-local-memory"). */
const onDemandChunk = (owners: readonly string[]) => (owners.length === 1 ? `parts-${owners[0]}` : `shared-${owners.map((owner) => owner.split('-')[0]).join('-')}`);

/**
 * What the chunk groups below need of the module graph, gathered once it is built: the app's second
 * stage and every module it imports, however deep; the modules the home page imports (its own
 * module aside); for every module some on-demand part imports (its own module aside), the names of
 * the parts that do; and the modules pages share, by who may open those pages.
 */
function moduleGraph(): Plugin & {
  readonly appImports: Set<string>;
  readonly homeImports: Set<string>;
  readonly onDemandOwners: Map<string, string[]>;
  readonly pageParts: Map<string, 'public' | 'signed-in'>;
} {
  const appImports = new Set<string>();
  const homeImports = new Set<string>();
  const onDemandOwners = new Map<string, string[]>();
  const pageParts = new Map<string, 'public' | 'signed-in'>();
  let projectRoot = process.cwd();
  return {
    name: 'clipcoach:module-graph',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root;
    },
    appImports,
    homeImports,
    onDemandOwners,
    pageParts,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (root: string, into = new Set<string>()) => {
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(root);
        return into;
      };
      const closure = (path: string, into = new Set<string>()) => {
        const root = ids.find((id) => id.endsWith(path));
        if (!root) throw new Error(`moduleGraph: ${path} is not in the build.`);
        return { root, modules: importsOf(root, into) };
      };
      appImports.clear();
      closure(START_APP, appImports);
      homeImports.clear();
      homeImports.delete(closure(HOME_PAGE, homeImports).root);
      onDemandOwners.clear();
      // Each part's own module stays a chunk of its own, by its path in the manifest (the bench finds it there).
      for (const [name, path] of Object.entries(ON_DEMAND_ROOTS)) {
        const { root, modules } = closure(path);
        for (const id of modules) if (id !== root) onDemandOwners.set(id, [...(onDemandOwners.get(id) ?? []), name]);
      }
      // The pages' shared parts: every module two pages or more import that no group above takes, in
      // one chunk if a page anyone may open imports it, else in one for signed-in pages. Not a
      // module that would make such a chunk import code its pages do not load now: the player's
      // and the studio's, or an on-demand part's (a public page renders before any has loaded; a
      // signed-in one loads what every backend shares and what the use cases import anyway).
      pageParts.clear();
      const taken = (id: string) => appImports.has(id) || homeImports.has(id) || onDemandOwners.has(id);
      const importers = new Map<string, { pages: number; public: boolean }>();
      const pages = lazyPages(projectRoot).map(({ path, signedIn }) => ({ ...closure(path), signedIn }));
      // A page another page imports too (the 404, inside the submission and checkout pages) keeps its chunk: the router loads it by that.
      const roots = new Set(pages.map(({ root }) => root));
      for (const { modules, signedIn } of pages) {
        for (const id of modules) {
          if (roots.has(id) || taken(id)) continue;
          const seen = importers.get(id) ?? { pages: 0, public: false };
          importers.set(id, { pages: seen.pages + 1, public: seen.public || !signedIn });
        }
      }
      const loadedAnyway = (id: string, anyone: boolean) => {
        if (PLAYBACK_CODE.some((path) => id.includes(`/${path}`))) return false;
        const owners = onDemandOwners.get(id);
        // The app's second stage and the home page's parts take their modules first, whoever else imports them.
        if (!owners || appImports.has(id) || homeImports.has(id)) return true;
        // A public page renders before the backend loads (after its first paint): no on-demand code is there yet.
        if (anyone) return false;
        return BACKENDS.every((backend) => owners.includes(backend)) || owners.includes('bind-features');
      };
      for (const [id, { pages: sharers, public: anyone }] of importers) {
        if (sharers >= 2 && [...importsOf(id)].every((imported) => loadedAnyway(imported, anyone))) pageParts.set(id, anyone ? 'public' : 'signed-in');
      }
    },
  };
}

/**
 * The modules the route table loads lazily (each `import('…')` of ROUTES: the pages, the admin
 * area), as paths from the project's root, and whether only a signed-in person opens them: a
 * route's page with access 'signed-in' or 'admin', or the admin area's code.
 */
function lazyPages(projectRoot: string): { path: string; signedIn: boolean }[] {
  const from = ROUTES.slice(0, ROUTES.lastIndexOf('/') + 1);
  const pages = readFileSync(join(projectRoot, ROUTES), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const imported = line.match(/import\('(\.[^']+)'\)/)?.[1];
      if (!imported) return [];
      const module = new URL(imported, `file:///${from}`).pathname.slice(1);
      const path = ['.tsx', '.ts'].map((extension) => module + extension).find((file) => existsSync(join(projectRoot, file)));
      if (!path) throw new Error(`lazyPages: ${ROUTES} imports ${imported}, which is not a module.`);
      const signedIn = /access: '(signed-in|admin)'/.test(line) || imported.startsWith('../admin/');
      return [{ path, signedIn }];
    });
  if (!pages.some((page) => !page.signedIn) || !pages.some((page) => page.signedIn)) throw new Error(`lazyPages: no public or no signed-in page found in ${ROUTES}.`);
  return pages;
}

const graph = moduleGraph();

export default defineConfig({
  plugins: [reactWithEmotion(), preloadHome(), graph, compileHints(), prerenderPublicPages()],
  build: {
    target: 'es2022',
    // No source maps next to the published app: they would hand anyone the original source.
    // tests/build/no-source-maps.test.ts builds and checks the output.
    sourcemap: false,
    // One manifest lists which chunks each route loads, for the size benchmark.
    manifest: true,
    rolldownOptions: {
      output: {
        // Few chunks on the way to a page (issue 13, LCP). Left to itself, the bundler cuts the
        // entry's imports and the home page's into some thirty small chunks shared with other
        // pages, and the backend's into thirty more, and at 4× CPU each module fetched costs the
        // main thread a task of its own (about 200 ms in all before the app could start). So:
        // everything the entry imports is in the entry; the app's second stage and what it imports
        // beyond the entry in `app`; everything the home page imports beyond those in one chunk,
        // which the pages that share those parts (the kit, cards, queries) load too; and each
        // on-demand part's code in one chunk of its own, with what several parts share in a chunk
        // per set of sharers (so the hosted build never loads the embedded backend's code, nor a
        // backend the features).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 11 },
            { name: 'app', test: (id) => graph.appImports.has(id), priority: 10 },
            { name: 'home-parts', test: (id) => graph.homeImports.has(id), priority: 9 },
            // What more parts share first: a module's imports are shared by at least the parts that
            // share it, so each group finds its imports already placed, or places them with itself.
            ...ON_DEMAND_SHARERS.map((sharers) => ({
              debugName: `on-demand code ${sharers} part(s) share`,
              name: (id: string) => {
                const owners = graph.onDemandOwners.get(id);
                return owners ? onDemandChunk(owners) : null;
              },
              test: (id: string) => graph.onDemandOwners.get(id)?.length === sharers,
              priority: sharers,
            })),
            // What pages share beyond those: one chunk for the parts of pages anyone may open, one for those only a signed-in person's pages use.
            { name: 'page-parts', test: (id) => graph.pageParts.get(id) === 'public', priority: 0.6 },
            { name: 'signed-in-parts', test: (id) => graph.pageParts.get(id) === 'signed-in', priority: 0.5 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
