import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';

/** The home page's module and its largest paint, the analysed frame (issue 13, LCP of `/`). */
const HOME_PAGE = 'src/ui/pages/home-page.tsx';
const HOME_PICTURE = 'src/ui/pages/analysed-frame.webp';

/**
 * On a visit to `/`, the browser asks for the home page's picture and code while it parses
 * index.html, beside the entry's JavaScript, instead of once the app has started and rendered the
 * page (issue 13, LCP). Every other path leaves them alone: one tiny inline script in the head
 * adds the preload links for `/` only.
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
        if (!picture || !entry || entry.type !== 'chunk' || !home || home.type !== 'chunk') throw new Error('preloadHome: the home page or its picture is not in the build.');
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
        const modules = [...closure(home.fileName)].filter((file) => !withEntry.has(file));
        const links = [
          { rel: 'preload', as: 'image', href: base + picture.fileName, fetchPriority: 'high' },
          ...modules.map((file) => ({ rel: 'modulepreload', href: base + file, crossOrigin: '' })),
        ];
        const script = `if(location.pathname===${JSON.stringify(base)})for(const a of ${JSON.stringify(links)})document.head.appendChild(Object.assign(document.createElement('link'),a))`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The modules the home page imports, however deep (its own module aside), gathered once the graph
 * is built, for the chunk groups below.
 */
function homeImports(): Plugin & { readonly modules: Set<string> } {
  const modules = new Set<string>();
  return {
    name: 'clipcoach:home-imports',
    apply: 'build',
    modules,
    buildEnd() {
      modules.clear();
      const home = [...this.getModuleIds()].find((id) => id.endsWith(HOME_PAGE));
      if (!home) throw new Error('homeImports: the home page is not in the build.');
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(home);
      modules.delete(home);
    },
  };
}

const home = homeImports();

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), preloadHome(), home],
  build: {
    target: 'es2022',
    // No source maps next to the published app: they would hand anyone the original source.
    // tests/build/no-source-maps.test.ts builds and checks the output.
    sourcemap: false,
    // One manifest lists which chunks each route loads, for the size benchmark.
    manifest: true,
    rolldownOptions: {
      output: {
        // Few chunks on the way to the first paint (issue 13, LCP of `/`). Left to itself, the bundler
        // cuts the entry's imports and the home page's into some thirty small chunks shared with
        // other pages, and at 4× CPU each module fetched costs the main thread a task of its own
        // (about 200 ms in all before the app could start). So: everything the entry imports is
        // in the entry, and everything the home page imports beyond it in one chunk, which
        // the pages that share those parts (the kit, cards, queries) load too.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'home-parts', test: (id) => home.modules.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
