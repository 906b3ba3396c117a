import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { SystemClock } from '../adapters/browser/system-clock.adapter';
import { InMemoryKeyValueStore } from '../adapters/memory/in-memory-key-value-store.fake';
import type { AuthStore } from '../application/auth/auth-state.store';
import { TYPES, type AppInfo } from '../application/ports/tokens';
import { authTokenStorageKey } from '../domain/auth/session';
import { App } from '../ui/app/app';
import { TakesOver } from '../ui/app/first-screen';
import { createQueryClient } from '../ui/app/query-client';
import { AppRoutes } from '../ui/app/router';
import { APP_ROUTES } from '../ui/app/routes';
import { GlobalStyles } from '../ui/kit/global-styles';
import { documentTitle } from '../ui/kit/page';
import { LoadingScreen } from '../ui/kit/spinner';
import { StyleCacheProvider } from '../ui/kit/style-cache';
import { demoInfo, withFeaturesChunk } from './bootstrap';
import { readConfig } from './config';
import { createCoreContainer } from './core-container';
import { deferredBackend } from './deferred-backend';

/** A page as the build writes it: its path, its document title, and the markup of its first screen for a signed-out visitor. */
export interface PrerenderedPage {
  readonly path: string;
  /** As HTML text (escaped), as the page's own `Page` sets it once the app runs. */
  readonly title: string;
  readonly html: string;
}

/**
 * What the build needs to place the pages: the pages; the loading screen, which a page's HTML shows
 * instead of its first screen where that would be the wrong one; where a browser keeps the session
 * (a visitor with one is signed in); and the addresses of the other pages that have one of their
 * own (no parameter in it), whose HTML is the loading screen alone.
 */
export interface Prerendered {
  readonly pages: readonly PrerenderedPage[];
  readonly loadingScreen: string;
  readonly sessionKey: string;
  readonly loadingOnly: readonly string[];
}

/** A page that has not finished rendering by then is written as it stands (its loading states), rather than holding up the build. */
const RENDER_LIMIT_MS = 20_000;

/**
 * The first screen of every page a signed-out visitor sees alike (routes marked `prerender`),
 * rendered at build time by the app itself, with the build's configuration (issue 13, LCP: the
 * browser paints it from the HTML, before any JavaScript has run). Nobody is signed in and the
 * backend never loads: every read shows its loading state, as the app's own first render does.
 * Run by the build in Node (vite.config.ts), never in a browser.
 */
export async function prerenderPages(): Promise<Prerendered> {
  const config = readConfig();
  const pages: PrerenderedPage[] = [];
  for (const route of APP_ROUTES) {
    if (!route.prerender) continue;
    const html = await prerenderPage(route.path, config.backend);
    pages.push({ path: route.path, title: documentTitle(headingOf(route.path, html)), html });
  }
  // A signed-in page (/dashboard) or one that depends on who is looking (/profile): its HTML would
  // otherwise be index.html, the single-page app's fallback, which the browser would parse whole,
  // the home page's first screen and its styles included, only to throw them away (issue 13, LCP).
  const loadingOnly = APP_ROUTES.filter((route) => !route.prerender && !route.path.includes(':')).map((route) => route.path);
  return { pages, loadingScreen: await markupOf(<StyleCacheProvider><GlobalStyles /><LoadingScreen /></StyleCacheProvider>), sessionKey: authTokenStorageKey(config.productSlug), loadingOnly };
}

/** The text of the page's `h1` (what `Page` makes its title), as the markup writes it. */
function headingOf(path: string, html: string): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (heading === undefined) throw new Error(`prerenderPages: ${path} has no h1 for its title.`);
  // React's markers between text nodes and any inline element: only the text stays, still escaped.
  return heading.replace(/<!--[\s\S]*?-->|<[^>]+>/g, '').trim();
}

async function prerenderPage(path: string, backendName: AppInfo['backend']): Promise<string> {
  const clock = new SystemClock();
  // No session, and a backend that never arrives: nothing a signed-out visitor's first screen does not show.
  const backendLoad = new Promise<never>(() => undefined);
  const deferred = deferredBackend(() => backendLoad, { knownSignedOut: () => true });
  const info: AppInfo = { backend: backendName, origin: '', ...demoInfo(backendName) };
  const { container, backend } = createCoreContainer(
    deferred.adapters,
    {
      clock,
      logger: new ConsoleLogger(),
      sessionStore: new InMemoryKeyValueStore(),
      deviceStore: new InMemoryKeyValueStore(),
      backendLoaded: deferred.loaded,
      reloader: { reload: () => undefined },
      videoFacts: { read: () => backendLoad },
    },
    info,
  );
  const resolver = withFeaturesChunk(container, backend);
  container.get<AuthStore>(TYPES.AuthStore).start();
  const router = {
    element: (
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    ),
  };
  const app = (
    <TakesOver screen={null}>
      <App container={resolver} router={router} queryClient={createQueryClient(clock)} />
    </TakesOver>
  );
  return markupOf(app);
}

async function markupOf(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // One piece of markup: no part of the page held back for a script to reveal.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(RENDER_LIMIT_MS),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
