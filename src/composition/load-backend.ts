import { WebStorageKeyValueStore } from '../adapters/browser/web-storage.adapter';
import type { Clock } from '../application/ports/clock.port';
import type { Logger } from '../application/ports/logger.port';
import type { AppConfig, BackendName } from './config';
import type { BackendAdapters } from './create-container';

/**
 * Loads the configured backend's adapters. Each backend is its own chunk, so a build for one
 * never makes a visitor download another.
 */
export async function loadBackend(config: AppConfig, clock: Clock): Promise<BackendAdapters> {
  switch (config.backend) {
    case 'memory':
      return loadMemoryBackend(clock);
    case 'local': {
      // Its own chunk, like every backend: the embedded backend on IndexedDB.
      const { createLocalBackend, browserTabSync } = await import('../adapters/local/local-backend');
      const localStorage = new WebStorageKeyValueStore(() => window.localStorage);
      return createLocalBackend({
        clock,
        indexedDB: browserIndexedDb(),
        localStorage,
        productSlug: config.productSlug,
        ...(await browserTabSync(config.productSlug, localStorage, clock)),
      });
    }
    case 'supabase': {
      if (!config.supabase) throw new Error('The hosted backend needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
      // Its own chunk: supabase-js is downloaded only by builds configured for the hosted backend.
      const { createSupabaseBackend } = await import('../adapters/supabase/supabase-backend');
      return createSupabaseBackend({ url: config.supabase.url, anonKey: config.supabase.anonKey, productSlug: config.productSlug }, clock);
    }
  }
}

/** The backend in use, and what to tell the user when it is not the one configured. */
export interface LoadedBackend {
  readonly adapters: BackendAdapters;
  readonly name: BackendName;
  /** Set when the app fell back to another backend: a message for every screen. */
  readonly notice?: string;
}

/**
 * Loads the configured backend. When the browser cannot store data (no IndexedDB, private mode,
 * disk full), the embedded backend gives way to the in-memory one, with its demo data, and a
 * notice saying that nothing will survive a reload: the app stays usable and honest about it.
 */
export async function loadBackendWithFallback(config: AppConfig, clock: Clock, logger: Logger): Promise<LoadedBackend> {
  try {
    return { adapters: await loadBackend(config, clock), name: config.backend };
  } catch (error) {
    if (config.backend !== 'local' || (error as { name?: unknown } | null)?.name !== 'LocalStorageError') throw error;
    logger.error('The embedded backend could not open IndexedDB; running in memory', error);
    return {
      adapters: await loadMemoryBackend(clock),
      name: 'memory',
      notice: `${(error as Error).message} ClipCoach is running in memory: your changes will be lost when you close or reload this tab.`,
    };
  }
}

async function loadMemoryBackend(clock: Clock): Promise<BackendAdapters> {
  const { createMemoryBackend } = await import('../adapters/memory/memory-backend');
  return createMemoryBackend(clock, { seedDemo: true });
}

/** Some browsers throw on merely reading `indexedDB` when site data is blocked. */
function browserIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}

