import { afterEach, describe, expect, it } from 'vitest';
import { SupabaseAuthGateway } from '../../../src/adapters/supabase/supabase-auth-gateway.adapter';
import type { SupabaseBackend } from '../../../src/adapters/supabase/supabase-backend';
import { SupabaseFunctionsGateway } from '../../../src/adapters/supabase/supabase-functions-gateway.adapter';
import { SupabaseProfileRepository } from '../../../src/adapters/supabase/supabase-profile-repository.adapter';
import { SupabaseStorageGateway } from '../../../src/adapters/supabase/supabase-storage-gateway.adapter';
import { readConfig } from '../../../src/composition/config';
import { loadBackend } from '../../../src/composition/load-backend';
import { installSupabaseDouble } from './supabase-test-backend';

describe('choosing the hosted backend', () => {
  const supabase = installSupabaseDouble();
  let loaded: SupabaseBackend | null = null;
  afterEach(async () => {
    await loaded?.dispose();
  });

  it('R3.6 VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY switch every port to Supabase, talking to that project', async () => {
    const double = await supabase.freshDouble();
    await double.seedUser({ email: 'sam@example.com', password: 'correct-horse-battery' });
    const config = readConfig({ VITE_SUPABASE_URL: double.url, VITE_SUPABASE_ANON_KEY: double.anonKey, VITE_BACKEND: 'memory' });

    loaded = (await loadBackend(config, supabase.clock)) as SupabaseBackend;

    expect(loaded.auth).toBeInstanceOf(SupabaseAuthGateway);
    expect(loaded.profiles).toBeInstanceOf(SupabaseProfileRepository);
    expect(loaded.functions).toBeInstanceOf(SupabaseFunctionsGateway);
    expect(loaded.storage).toBeInstanceOf(SupabaseStorageGateway);
    expect((await loaded.auth.signInWithPassword({ email: 'sam@example.com', password: 'correct-horse-battery' })).ok).toBe(true);
    const [call] = double.requestsTo('POST', '/auth/v1/token');
    expect(call!.headers.get('apikey')).toBe(double.anonKey);
    expect(window.localStorage.getItem('clipcoach_auth_token')).not.toBeNull();
  });
});
