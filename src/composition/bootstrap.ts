import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../adapters/demo-accounts';
import { HtmlVideoFactsReader } from '../adapters/browser/html-video-facts-reader.adapter';
import { WindowPageReloader } from '../adapters/browser/window-page-reloader.adapter';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { SystemClock } from '../adapters/browser/system-clock.adapter';
import { WindowNetworkStatus } from '../adapters/browser/window-network-status.adapter';
import { NETWORK_NOT_NEEDED } from '../application/ports/network-status.port';
import { WebStorageKeyValueStore } from '../adapters/browser/web-storage.adapter';
import type { AuthStore } from '../application/auth/auth-state.store';
import type { Notifier } from '../application/ports/notifier.port';
import { TYPES, type AppInfo } from '../application/ports/tokens';
import { createQueryClient } from '../ui/app/query-client';
import { createAppRouter } from '../ui/app/router';
import { installUnhandledRejectionLogger } from '../ui/app/global-handlers';
import { readConfig } from './config';
import { createContainer } from './create-container';
import { deferredBackend } from './deferred-backend';
import { loadBackendWithFallback, type LoadedBackend } from './load-backend';

/**
 * Builds the running app at once: configuration, container, router. The backend loads meanwhile
 * (its chunk, and for the embedded one opening IndexedDB and the first start's demo seed); the
 * container's backend ports wait for it call by call (deferredBackend), so the first render, and a
 * public page, need not wait for the backend or the session (issue 13). `ready` settles when the
 * backend has loaded.
 */
export function bootstrap() {
  const config = readConfig();
  const clock = new SystemClock();
  const logger = new ConsoleLogger();
  installUnhandledRejectionLogger(window, logger);
  const loading = loadBackendWithFallback(config, clock, logger);
  let loaded: LoadedBackend | null = null;
  const simulated = config.backend !== 'supabase';
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
    ...demoInfo(simulated),
  };
  // Only the hosted backend needs the network: offline, the embedded and memory ones work on (issue 13).
  const container = createContainer(
    deferredBackend(loading.then((backend) => backend.adapters)),
    { clock, logger, sessionStore: new WebStorageKeyValueStore(() => window.sessionStorage), deviceStore: new WebStorageKeyValueStore(() => window.localStorage), reloader: new WindowPageReloader(), videoFacts: new HtmlVideoFactsReader(clock), network: simulated ? NETWORK_NOT_NEEDED : new WindowNetworkStatus(window) },
    info,
  );
  const ready = loading.then((backend) => {
    loaded = backend;
    if (backend.notice) {
      container.get<Notifier>(TYPES.Notifier).notify({ kind: 'error', title: "ClipCoach can't store data in this browser", description: backend.notice });
    }
  });
  ready.catch((error: unknown) => logger.error('The backend could not start', error));
  container.get<AuthStore>(TYPES.AuthStore).start();
  return { container, router: createAppRouter(), queryClient: createQueryClient(clock), ready };
}

/** The simulated backends seed demo accounts; the login page lists them (the hosted backend never does). */
function demoInfo(simulated: boolean): Pick<AppInfo, 'simulated' | 'demoAccounts' | 'demoPassword'> {
  if (!simulated) return { simulated };
  return { simulated, demoAccounts: DEMO_ACCOUNTS.map(({ email, label }) => ({ email, label })), demoPassword: DEMO_PASSWORD };
}
