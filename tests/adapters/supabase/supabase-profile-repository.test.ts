import { beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseBackend } from '../../../src/adapters/supabase/supabase-backend';
import type { SupabaseHttpDouble } from './supabase-http-double';
import { installSupabaseDouble } from './supabase-test-backend';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { profileRefusals } from '../../../src/domain/auth/profile-access';

const sam = { email: 'sam@example.com', password: 'correct-horse-battery' };

describe('SupabaseProfileRepository over the HTTP double: exactly the calls of §7 Data', () => {
  const supabase = installSupabaseDouble();
  let double: SupabaseHttpDouble;
  let backend: SupabaseBackend;
  let samId: string;

  beforeEach(async () => {
    double = await supabase.freshDouble();
    samId = (await double.seedUser({ ...sam, metadata: { first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete' } })).id;
    backend = supabase.backend();
    await backend.auth.signInWithPassword(sam);
    double.requests.length = 0;
  });

  const onlyRestCall = () => {
    const calls = double.requests.filter((r) => r.path.startsWith('/rest/v1/'));
    expect(calls).toHaveLength(1);
    return calls[0]!;
  };

  it('R7.1 reads the profile: select all fields from profiles by id (maybe-single)', async () => {
    const result = await backend.profiles.findById(samId);
    const call = onlyRestCall();
    expect([call.method, call.path, Object.fromEntries(call.query)]).toEqual(['GET', '/rest/v1/profiles', { select: '*', id: `eq.${samId}` }]);
    expect(call.headers.get('Authorization')).toMatch(/^Bearer ey/);
    expect(result).toMatchObject({ ok: true, value: { id: samId, firstName: 'Sam', lastName: 'Sprinter', accountType: 'athlete', isAdmin: false } });
  });

  it('R7.1 a missing profile is null, not an error', async () => {
    await double.deleteProfileAsService(samId);
    expect(await backend.profiles.findById(samId)).toEqual({ ok: true, value: null });
  });

  it('R7.1 another user’s profile is invisible (row-level security)', async () => {
    const other = await double.seedUser({ email: 'kim@example.com', password: 'another-long-password' });
    expect(await backend.profiles.findById(other.id)).toEqual({ ok: true, value: null });
  });

  it('R7.2 creates the profile: insert id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted', async () => {
    await double.deleteProfileAsService(samId);
    const now = '2026-01-01T00:00:00.000Z';
    const result = await backend.profiles.create({
      id: samId,
      firstName: 'Sam',
      lastName: 'Sprinter',
      accountType: 'athlete',
      createdAt: now,
      updatedAt: now,
      onboardingCompleted: false,
      termsAccepted: false,
    });
    const call = onlyRestCall();
    expect([call.method, call.path]).toEqual(['POST', '/rest/v1/profiles']);
    expect(Object.keys(call.body as object).sort()).toEqual(
      ['account_type', 'created_at', 'first_name', 'id', 'last_name', 'onboarding_completed', 'terms_accepted', 'updated_at'].sort(),
    );
    expect(call.headers.get('Prefer')).toContain('return=representation');
    expect(result).toMatchObject({ ok: true, value: { id: samId, firstName: 'Sam', isAdmin: false } });
  });

  it('R7.2 creating a profile that exists reports the database’s duplicate key', async () => {
    const result = await backend.profiles.create({
      id: samId,
      firstName: 'Sam',
      lastName: 'Sprinter',
      accountType: 'athlete',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      onboardingCompleted: false,
      termsAccepted: false,
    });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'data', reason: 'conflict' }) });
  });

  it('R7.3 updates profiles by id with partial fields and returns the row', async () => {
    const result = await backend.profiles.update(samId, { firstName: 'Samantha' });
    const call = onlyRestCall();
    expect([call.method, call.path, Object.fromEntries(call.query)]).toEqual(['PATCH', '/rest/v1/profiles', { id: `eq.${samId}`, select: '*' }]);
    expect(call.body).toEqual({ first_name: 'Samantha' });
    expect(call.headers.get('Accept')).toBe('application/vnd.pgrst.object+json');
    expect(result).toMatchObject({ ok: true, value: { firstName: 'Samantha', lastName: 'Sprinter' } });
  });

  it('R7.3 updating a row the caller may not touch is refused as the domain says, before any request, and changes nothing', async () => {
    const other = await double.seedUser({ email: 'kim@example.com', password: 'another-long-password', metadata: { first_name: 'Kim' } });
    const result = await backend.profiles.update(other.id, { firstName: 'Hacked' });
    expect(result).toEqual({ ok: false, error: dataErrors.forbidden() });
    expect(double.requests.filter((r) => r.path.startsWith('/rest/v1/'))).toEqual([]);
    expect((await double.profile(other.id))!.first_name).toBe('Kim');
  });

  it('R7.3 updating one’s own missing row is the service’s 406 PGRST116, in the domain’s words', async () => {
    await double.deleteProfileAsService(samId);
    expect(await backend.profiles.update(samId, { firstName: 'Ghost' })).toEqual({ ok: false, error: profileRefusals.noneToUpdate() });
    expect(onlyRestCall().method).toBe('PATCH');
  });

  it('R7.4 reads the admin flag: select is_admin by id (single)', async () => {
    await double.setProfileAsService(samId, { is_admin: true });
    const result = await backend.profiles.readAdminFlag(samId);
    const call = onlyRestCall();
    expect([call.method, Object.fromEntries(call.query)]).toEqual(['GET', { select: 'is_admin', id: `eq.${samId}` }]);
    expect(call.headers.get('Accept')).toBe('application/vnd.pgrst.object+json');
    expect(result).toEqual({ ok: true, value: true });
  });

  it('R7.4 single with no row is the service’s 406 PGRST116 error', async () => {
    await double.deleteProfileAsService(samId);
    expect(await backend.profiles.readAdminFlag(samId)).toEqual({ ok: false, error: profileRefusals.none() });
  });

  it('R7.5 reads is_admin and account_type by id (maybe-single)', async () => {
    const result = await backend.profiles.readAdminAndType(samId);
    const call = onlyRestCall();
    expect([call.method, Object.fromEntries(call.query)]).toEqual(['GET', { select: 'is_admin,account_type', id: `eq.${samId}` }]);
    expect(call.headers.get('Accept')).not.toBe('application/vnd.pgrst.object+json');
    expect(result).toEqual({ ok: true, value: { isAdmin: false, accountType: 'athlete' } });
    await double.deleteProfileAsService(samId);
    expect(await backend.profiles.readAdminAndType(samId)).toEqual({ ok: true, value: null });
  });

  it('R6.3 the profile row decides admin rights: an admin reads every profile, a user cannot grant themselves is_admin', async () => {
    const other = await double.seedUser({ email: 'kim@example.com', password: 'another-long-password' });
    await double.setProfileAsService(samId, { is_admin: true });
    expect(await backend.profiles.findById(other.id)).toMatchObject({ ok: true, value: { id: other.id } });
    const forged = await backend.profiles.update(samId, { is_admin: false } as never);
    expect(forged).toEqual({ ok: false, error: expect.objectContaining({ kind: 'data', reason: 'forbidden' }) });
  });

  it('R3.4 R6.3 sign-up metadata saying is_admin yields a profile that does not', async () => {
    const result = await backend.auth.signUp({
      email: 'mallory@example.com',
      password: 'a-long-enough-password',
      data: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Mallory', is_admin: true },
      emailRedirectTo: 'http://localhost/auth/callback',
    });
    expect(result.ok && (await double.profile(result.value.user.id))).toMatchObject({ first_name: 'Mallory', is_admin: false });
  });

  it('R8.10 a 503 from the REST API is a data error at once: postgrest-js does not retry on real time', async () => {
    double.failNext({ method: 'GET', path: '/rest/v1/profiles', status: 503, body: { code: 'PGRST002', message: 'Could not query the database for the schema cache. Retrying.', details: null, hint: null } });
    const result = await backend.profiles.readAdminFlag(samId);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'data', reason: 'unavailable' }) });
    expect(double.requestsTo('GET', '/rest/v1/profiles')).toHaveLength(1);
  });
});
