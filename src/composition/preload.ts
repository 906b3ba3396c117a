import { authTokenStorageKey } from '../domain/auth/session';
import { warmFormatting } from '../ui/kit/format';
import { readConfig, type AppConfig } from './config';
import { backendModules } from './load-backend';

/** The parts of `window` a signed-in visit's head start uses. */
export interface PreloadWindow {
  readonly localStorage: Pick<Storage, 'getItem'>;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * With a session stored, every screen of this visit is a signed-in one: it waits on the backend
 * first, and shows dates and prices. So the entry asks for the backend's chunk as it runs, beside
 * the page's, rather than once the app is built and started (issue 13, LCP), and builds the date and
 * price formatters in tasks of their own while the page waits for its chunks, rather than inside the
 * render that first shows one (issue 13, TBT). It only downloads and evaluates the chunk: the backend
 * opens nothing before bootstrap's `start()`. A visitor with no session gets neither.
 */
export function preloadSignedInVisit(win: PreloadWindow, config: AppConfig = readConfig(), modules: Record<AppConfig['backend'], () => Promise<unknown>> = backendModules): void {
  if (win.localStorage.getItem(authTokenStorageKey(config.productSlug)) === null) return;
  // A failed download is the app's to report when it asks again; here it is only a head start.
  modules[config.backend]().catch(() => undefined);
  // A zero timeout: not a delay, the next task (the entry's own task ends first).
  warmFormatting((task) => win.setTimeout(task, 0));
}
