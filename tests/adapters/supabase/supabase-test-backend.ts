import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { createSupabaseBackend, type SupabaseBackend } from '../../../src/adapters/supabase/supabase-backend';
import { DEFAULT_PRODUCT_SLUG as PRODUCT_SLUG } from '../../../src/composition/config';
import { HostedDatabase } from './hosted-database';
import { SupabaseHttpDouble } from './supabase-http-double';

/**
 * Installs msw for the test file and gives each test a fresh double and backends built exactly as
 * production builds them (default storage: the browser's localStorage, here jsdom's). The double's
 * database (PGlite with every migration) starts once per file and is emptied for each fresh double.
 * supabase-js ≥ 2.100 needs a global WebSocket at createClient; jsdom provides one.
 */
export function installSupabaseDouble() {
  const server = setupServer();
  const live: SupabaseBackend[] = [];
  const state: { db: HostedDatabase | null; double: SupabaseHttpDouble | null; clock: VirtualClock } = { db: null, double: null, clock: new VirtualClock() };

  beforeAll(async () => {
    state.db = await HostedDatabase.start();
    server.listen({ onUnhandledRequest: 'error' });
    // Several clients share the storage key across tests in one jsdom window; supabase-js warns about it.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).includes('Multiple GoTrueClient instances')) warn(message, ...rest);
    });
  }, 120_000);
  afterEach(async () => {
    await Promise.all(live.splice(0).map((backend) => backend.dispose()));
    server.resetHandlers();
  });
  afterAll(async () => {
    server.close();
    await state.db?.close();
  });

  const current = (): SupabaseHttpDouble => {
    if (!state.double) throw new Error('call freshDouble() first');
    return state.double;
  };

  return {
    /** A fresh Supabase project double for this test. */
    async freshDouble(): Promise<SupabaseHttpDouble> {
      if (!state.db) throw new Error('freshDouble() runs in a test or a beforeEach');
      await state.db.reset();
      state.double = new SupabaseHttpDouble(state.db);
      state.clock = new VirtualClock();
      server.resetHandlers(...state.double.handlers);
      return state.double;
    },
    /** The hosted backend as the app builds it, pointed at the double. */
    backend(double: SupabaseHttpDouble = current()): SupabaseBackend {
      const backend = createSupabaseBackend({ url: double.url, anonKey: double.anonKey, productSlug: PRODUCT_SLUG }, state.clock);
      live.push(backend);
      return backend;
    },
    /** The same adapters built with the service-role key, as a server (never the browser) would: policies do not apply. */
    serviceBackend(double: SupabaseHttpDouble = current()): SupabaseBackend {
      const backend = createSupabaseBackend({ url: double.url, anonKey: double.serviceRoleKey, productSlug: `${PRODUCT_SLUG}_service` }, state.clock);
      live.push(backend);
      return backend;
    },
    get clock() {
      return state.clock;
    },
  };
}
