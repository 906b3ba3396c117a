import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../adapters/demo-accounts';
import { HtmlVideoFactsReader } from '../adapters/browser/html-video-facts-reader.adapter';
import { WindowPageReloader } from '../adapters/browser/window-page-reloader.adapter';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { SystemClock } from '../adapters/browser/system-clock.adapter';
import { WebStorageKeyValueStore } from '../adapters/browser/web-storage.adapter';
import type { AuthStore } from '../application/auth/auth-state.store';
import type { Notifier } from '../application/ports/notifier.port';
import { TYPES, type AppInfo } from '../application/ports/tokens';
import { createQueryClient } from '../ui/app/query-client';
import { createAppRouter } from '../ui/app/router';
import { installUnhandledRejectionLogger } from '../ui/app/global-handlers';
import { readConfig } from './config';
import { createContainer } from './create-container';
import { loadBackendWithFallback } from './load-backend';

/** Builds the running app: configuration, backend, container, router. */
export async function bootstrap() {
  const config = readConfig();
  const clock = new SystemClock();
  const logger = new ConsoleLogger();
  installUnhandledRejectionLogger(window, logger);
  const backend = await loadBackendWithFallback(config, clock, logger);
  const container = createContainer(
    backend.adapters,
    { clock, logger, sessionStore: new WebStorageKeyValueStore(() => window.sessionStorage), deviceStore: new WebStorageKeyValueStore(() => window.localStorage), reloader: new WindowPageReloader(), videoFacts: new HtmlVideoFactsReader(clock) },
    {
      backend: backend.name,
      origin: window.location.origin,
      ...demoInfo(backend.name !== 'supabase'),
      ...(backend.notice ? { notice: backend.notice } : {}),
    },
  );
  if (backend.notice) {
    container.get<Notifier>(TYPES.Notifier).notify({ kind: 'error', title: "ClipCoach can't store data in this browser", description: backend.notice });
  }
  container.get<AuthStore>(TYPES.AuthStore).start();
  return { container, router: createAppRouter(), queryClient: createQueryClient(clock) };
}

/** The simulated backends seed demo accounts; the login page lists them (the hosted backend never does). */
function demoInfo(simulated: boolean): Pick<AppInfo, 'simulated' | 'demoAccounts' | 'demoPassword'> {
  if (!simulated) return { simulated };
  return { simulated, demoAccounts: DEMO_ACCOUNTS.map(({ email, label }) => ({ email, label })), demoPassword: DEMO_PASSWORD };
}
