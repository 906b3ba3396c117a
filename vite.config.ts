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

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), preloadHome()],
  build: {
    target: 'es2022',
    // No source maps next to the published app: they would hand anyone the original source.
    // tests/build/no-source-maps.test.ts builds and checks the output.
    sourcemap: false,
    // One manifest lists which chunks each route loads, for the size benchmark.
    manifest: true,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
