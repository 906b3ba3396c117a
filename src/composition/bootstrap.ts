import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../adapters/demo-accounts';
import { WindowPageReloader } from '../adapters/browser/window-page-reloader.adapter';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { WindowNetworkStatus } from '../adapters/browser/window-network-status.adapter';
import { afterFirstPaint } from '../adapters/browser/first-paint';
import { NETWORK_NOT_NEEDED } from '../application/ports/network-status.port';
import { WebStorageKeyValueStore } from '../adapters/browser/web-storage.adapter';
import type { AuthStore } from '../application/auth/auth-state.store';
import type { Notifier } from '../application/ports/notifier.port';
import type { Clock } from '../application/ports/clock.port';
import type { VideoFactsReader } from '../application/ports/video-facts-reader.port';
import { TYPES, type AppInfo } from '../application/ports/tokens';
import { createQueryClient } from '../ui/app/query-client';
import { createAppRouter } from '../ui/app/router';
import { installUnhandledRejectionLogger } from '../ui/app/global-handlers';
import { authTokenStorageKey } from '../domain/auth/session';
import type { Container } from 'inversify';
import { isSimulated, readConfig, type BackendName } from './config';
import type { BackendAdapters } from './core-container';
import { createCoreContainer } from './core-container';
import { deferredBackend } from './deferred-backend';
import { withLazyFeatures } from './lazy-features';
import { loadBackendWithFallback, type LoadedBackend } from './load-backend';
import { markStart } from './start-marks';

/**
 * Builds the running app at once: configuration, container, router. The backend (its chunk, and for
 * the embedded one opening IndexedDB and the first start's demo seed) loads when the app first
 * needs it: at once when this browser holds a session, else at the first call a screen makes to
 * it (deferredBackend), once the page has first painted. So the first render and a public page
 * never wait for the backend or the session, and a first visit to `/` downloads the backend only
 * when its showcases scroll near (issue 13: JavaScript of `/`). Nothing starts until `start()`: the
 * caller may let the browser breathe between building the app and starting it (issue 13, TBT).
 */
export function bootstrap(clock: Clock) {
  const config = readConfig();
  const logger = new ConsoleLogger();
  installUnhandledRejectionLogger(window, logger);
  const deviceStore = new WebStorageKeyValueStore(() => window.localStorage);
  let loaded: LoadedBackend | null = null;
  const simulated = isSimulated(config.backend);
  // What the app says about its backend: the configured one until it has loaded, then the one in use
  // (the embedded backend falls back to memory, with a notice, where the browser cannot store data).
  const info: AppInfo = {
    get backend() {
      return loaded?.name ?? config.backend;
    },
    get notice() {
      return loaded?.notice;
    },
    origin: window.location.origin,
    ...demoInfo(config.backend),
  };
  // Both backends keep the session under the product's auth key (§3): none there, nobody is signed in.
  const sessionKey = authTokenStorageKey(config.productSlug);
  const knownSignedOut = () => deviceStore.get(sessionKey) === null;
  const deferred = deferredBackend(
    // Signed out, the first screen paints before the backend's code is fetched and run: its data
    // arrives a moment later either way, and the page no longer waits for it to appear. With a
    // session stored, the backend is asked for at once: the signed-in screens wait for it longest.
    () =>
      (knownSignedOut() ? afterFirstPaint(window, clock) : Promise.resolve())
        .then(() => loadBackendWithFallback(config, clock, logger))
        .then(
          (started) => {
            loaded = started;
            markStart('backend-loaded');
            if (started.notice) container.get<Notifier>(TYPES.Notifier).notify({ kind: 'error', title: "ClipCoach can't store data in this browser", description: started.notice });
            return started.adapters;
          },
          (error: unknown) => {
            logger.error('The backend could not start', error);
            throw error;
          },
        ),
    { knownSignedOut },
  );
  // Signed in from another tab while this one has not needed the backend yet: load it, so its auth events reach this tab.
  window.addEventListener('storage', (event) => {
    if (event.key === sessionKey && event.newValue !== null) deferred.start().catch(() => undefined);
  });
  // Only the hosted backend needs the network: offline, the embedded and memory ones work on (issue 13).
  const { container, backend } = createCoreContainer(
    deferred.adapters,
    { clock, logger, sessionStore: new WebStorageKeyValueStore(() => window.sessionStorage), deviceStore, backendLoaded: deferred.loaded, reloader: new WindowPageReloader(), videoFacts: lazyVideoFactsReader(clock), network: simulated ? NETWORK_NOT_NEEDED : new WindowNetworkStatus(window) },
    info,
  );
  const resolver = withFeaturesChunk(container, backend);
  const loadFeatures = () => void resolver.load().catch((error: unknown) => logger.error('Part of the app could not load', error));
  const start = () => {
    const authStore = container.get<AuthStore>(TYPES.AuthStore);
    const signedIn = authStore.state.subscribe({
      next: (state) => {
        if (state.status !== 'loading') markStart('auth-known');
        if (state.status !== 'signed-in') return;
        loadFeatures();
        queueMicrotask(() => signedIn.unsubscribe());
      },
    });
    // With a session stored, this starts loading the backend, which the session's screens wait for
    // longest (its chunk, then IndexedDB): asked for first.
    authStore.start();
    // A session is stored: the screens this visit opens are signed-in ones, so their use cases load
    // now, beside the backend, rather than once the session has been read (issue 13, LCP).
    if (!knownSignedOut()) loadFeatures();
  };
  return { container: resolver, router: createAppRouter(), queryClient: createQueryClient(clock), start };
}

/** The simulated backends seed demo accounts; the login page lists them (the hosted backend never does). */
export function demoInfo(backend: BackendName): Pick<AppInfo, 'simulated' | 'demoAccounts' | 'demoPassword'> {
  const simulated = isSimulated(backend);
  if (!simulated) return { simulated };
  return { simulated, demoAccounts: DEMO_ACCOUNTS.map(({ email, label }) => ({ email, label })), demoPassword: DEMO_PASSWORD };
}

/**
 * The container as the screens see it: most use cases are their own chunk, bound when a screen first
 * needs one (a public page needs none), or as soon as someone is signed in, whose screens all do
 * (issue 13: JavaScript of `/`).
 */
export function withFeaturesChunk(container: Container, backend: BackendAdapters) {
  return withLazyFeatures(container, () => import('./bind-features').then(({ bindFeatures }) => bindFeatures(container, backend)));
}

/** The browser's media pipeline reads a clip's facts only where one is picked: its adapter is a chunk loaded then, not on every first visit. */
function lazyVideoFactsReader(clock: Clock): VideoFactsReader {
  let reader: Promise<VideoFactsReader> | null = null;
  return {
    read: async (file) => {
      reader ??= import('../adapters/browser/html-video-facts-reader.adapter').then(({ HtmlVideoFactsReader }) => new HtmlVideoFactsReader(clock));
      return (await reader).read(file);
    },
  };
}
