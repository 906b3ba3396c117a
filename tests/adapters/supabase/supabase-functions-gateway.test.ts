import { beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseHttpDouble } from './supabase-http-double';
import { installSupabaseDouble } from './supabase-test-backend';
import { SESSION_MISSING_MESSAGE } from '../../../src/domain/auth/auth-errors';

const sam = { email: 'sam@example.com', password: 'correct-horse-battery' };

describe('SupabaseFunctionsGateway over the HTTP double', () => {
  const supabase = installSupabaseDouble();
  let double: SupabaseHttpDouble;
  beforeEach(async () => {
    double = await supabase.freshDouble();
  });

  it('R7.9 invokes fix-permissions with no payload, carrying the session as the bearer token', async () => {
    await double.seedUser(sam);
    const backend = supabase.backend();
    const session = await backend.auth.signInWithPassword(sam);
    await backend.functions.invoke('fix-permissions');
    const [call] = double.requestsTo('POST', '/functions/v1/fix-permissions');
    expect(call!.body).toBeUndefined();
    expect(call!.headers.get('Authorization')).toBe(`Bearer ${session.ok ? session.value.access_token : ''}`);
  });

  it('R4.24 R6.3 fix-permissions copies the profile’s is_admin into the metadata the client reads', async () => {
    const user = await double.seedUser({ ...sam, isAdmin: true });
    const backend = supabase.backend();
    await backend.auth.signInWithPassword(sam);
    expect(await backend.functions.invoke('fix-permissions')).toEqual({ ok: true, value: { is_admin: true } });
    const refreshed = await backend.auth.refreshSession();
    expect(refreshed.ok && refreshed.value.user.user_metadata.is_admin).toBe(true);
    expect(double.user(sam.email)!.app_metadata).toMatchObject({ is_admin: true });
    expect(user.id).toBe(refreshed.ok ? refreshed.value.user.id : '');
  });

  it('R6.3 fix-permissions clears an is_admin the user wrote into their own metadata', async () => {
    await double.seedUser({ ...sam, metadata: { is_admin: true } });
    const backend = supabase.backend();
    await backend.auth.signInWithPassword(sam);
    expect(await backend.functions.invoke('fix-permissions')).toEqual({ ok: true, value: { is_admin: false } });
    expect(double.user(sam.email)!.user_metadata).toMatchObject({ is_admin: false });
  });

  it('R7.9 without a valid session (the function’s 401 "Invalid JWT") the refusal is the auth service’s words, as on every backend', async () => {
    const backend = supabase.backend();
    const result = await backend.functions.invoke('fix-permissions');
    expect(result).toEqual({ ok: false, error: { kind: 'function', message: SESSION_MISSING_MESSAGE } });
  });

  it('R7.9 a failing function reports its error body', async () => {
    await double.seedUser(sam);
    const backend = supabase.backend();
    await backend.auth.signInWithPassword(sam);
    double.failNext({ path: '/functions/v1/fix-permissions', status: 500, body: { error: 'User not found' } });
    expect(await backend.functions.invoke('fix-permissions')).toEqual({ ok: false, error: { kind: 'function', message: 'User not found' } });
  });
});
