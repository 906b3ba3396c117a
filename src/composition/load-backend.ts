import type { Clock } from '../application/ports/clock.port';
import type { AppConfig } from './config';
import type { BackendAdapters } from './create-container';

/**
 * Loads the configured backend's adapters. Each backend is its own chunk, so a build for one
 * never makes a visitor download another.
 */
export async function loadBackend(config: AppConfig, clock: Clock): Promise<BackendAdapters> {
  switch (config.backend) {
    case 'memory':
    case 'local': {
      // The embedded IndexedDB backend is the next step; until then both run in memory.
      const { createMemoryBackend } = await import('../adapters/memory/memory-backend');
      return createMemoryBackend(clock, { seedDemo: true });
    }
    case 'supabase': {
      if (!config.supabase) throw new Error('The hosted backend needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
      // Its own chunk: supabase-js is downloaded only by builds configured for the hosted backend.
      const { createSupabaseBackend } = await import('../adapters/supabase/supabase-backend');
      return createSupabaseBackend({ url: config.supabase.url, anonKey: config.supabase.anonKey, productSlug: config.productSlug }, clock);
    }
  }
}
