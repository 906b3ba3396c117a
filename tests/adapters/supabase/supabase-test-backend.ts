import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { createSupabaseBackend, type SupabaseBackend } from '../../../src/adapters/supabase/supabase-backend';
import { DEFAULT_PRODUCT_SLUG as PRODUCT_SLUG } from '../../../src/composition/config';
import { SupabaseHttpDouble } from './supabase-http-double';

/**
 * Installs msw for the test file and gives each test a fresh double and backends built exactly as
 * production builds them (default storage: the browser's localStorage, here jsdom's).
 * supabase-js ≥ 2.100 needs a global WebSocket at createClient; jsdom provides one.
 */
export function installSupabaseDouble() {
  const server = setupServer();
  const live: SupabaseBackend[] = [];
  const state: { double: SupabaseHttpDouble; clock: VirtualClock } = { double: new SupabaseHttpDouble(), clock: new VirtualClock() };

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // Several clients share the storage key across tests in one jsdom window; supabase-js warns about it.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).includes('Multiple GoTrueClient instances')) warn(message, ...rest);
    });
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((backend) => backend.dispose()));
    server.resetHandlers();
  });
  afterAll(() => server.close());

  return {
    /** A fresh Supabase project double for this test. */
    freshDouble(): SupabaseHttpDouble {
      state.double = new SupabaseHttpDouble();
      state.clock = new VirtualClock();
      server.resetHandlers(...state.double.handlers);
      return state.double;
    },
    /** The hosted backend as the app builds it, pointed at the double. */
    backend(double: SupabaseHttpDouble = state.double): SupabaseBackend {
      const backend = createSupabaseBackend({ url: double.url, anonKey: double.anonKey, productSlug: PRODUCT_SLUG }, state.clock);
      live.push(backend);
      return backend;
    },
    /** The same adapters built with the service-role key, as a server (never the browser) would: policies do not apply. */
    serviceBackend(double: SupabaseHttpDouble = state.double): SupabaseBackend {
      const backend = createSupabaseBackend({ url: double.url, anonKey: double.serviceRoleKey, productSlug: `${PRODUCT_SLUG}_service` }, state.clock);
      live.push(backend);
      return backend;
    },
    get clock() {
      return state.clock;
    },
  };
}
