import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '../../../src/application/ports/auth.port';
import type { Session } from '../../../src/domain/auth/session';
import type { SupabaseHttpDouble } from './supabase-http-double';
import { installSupabaseDouble } from './supabase-test-backend';

const ORIGIN = 'http://localhost:5173';
const CALLBACK = `${ORIGIN}/auth/callback`;
const sam = { email: 'sam@example.com', password: 'correct-horse-battery' };

describe('SupabaseAuthGateway over the HTTP double', () => {
  const supabase = installSupabaseDouble();
  let double: SupabaseHttpDouble;
  beforeEach(async () => {
    double = await supabase.freshDouble();
  });

  it('R3.6 persists the session under clipcoach_auth_token, not supabase-js’s sb-<ref>-auth-token', async () => {
    await double.seedUser({ ...sam, metadata: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Sam' } });
    const result = await supabase.backend().auth.signInWithPassword(sam);
    expect(result.ok).toBe(true);
    const stored = JSON.parse(window.localStorage.getItem('clipcoach_auth_token') ?? 'null') as { access_token: string } | null;
    expect(stored?.access_token).toBe(result.ok ? result.value.access_token : 'no session');
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('sb-'))).toEqual([]);
  });

  it('R3.6 a new client (a page reload) finds the stored session', async () => {
    await double.seedUser(sam);
    await supabase.backend().auth.signInWithPassword(sam);
    const again = await supabase.backend().auth.getSession();
    expect(again.ok && again.value?.user.email).toBe('sam@example.com');
  });

  it('R7.6 signs in with e-mail and password through POST /token?grant_type=password', async () => {
    const user = await double.seedUser({ ...sam, metadata: { first_name: 'Sam', account_type: 'athlete' } });
    const result = await supabase.backend().auth.signInWithPassword(sam);
    const [request] = double.requestsTo('POST', '/auth/v1/token');
    expect(request!.query.get('grant_type')).toBe('password');
    expect(request!.body).toMatchObject({ email: sam.email, password: sam.password });
    expect(result).toMatchObject({ ok: true, value: { user: { id: user.id, email: sam.email, user_metadata: { first_name: 'Sam', account_type: 'athlete' } } } });
    if (result.ok) expect(result.value.expires_at * 1000).toBeGreaterThan(Date.now());
  });

  it('R7.7 signs up with e-mail, password, the metadata and emailRedirectTo = origin + /auth/callback (PKCE)', async () => {
    const result = await supabase.backend().auth.signUp({
      ...sam,
      data: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete' },
      emailRedirectTo: CALLBACK,
    });
    const [request] = double.requestsTo('POST', '/auth/v1/signup');
    expect(request!.query.get('redirect_to')).toBe(CALLBACK);
    expect(request!.body).toMatchObject({
      email: sam.email,
      password: sam.password,
      data: { first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete' },
      code_challenge_method: 's256',
    });
    expect(result).toMatchObject({ ok: true, value: { session: null, user: { email: sam.email } } });
  });

  it('R2.2 R7.7 completes the e-mail confirmation that lands on /auth/callback with a PKCE code', async () => {
    const auth = supabase.backend().auth;
    await auth.signUp({ ...sam, data: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Sam' }, emailRedirectTo: CALLBACK });
    const landing = await double.landingUrlOf(double.lastMailTo(sam.email)!);
    expect(landing).toMatch(new RegExp(`^${CALLBACK}\\?code=`));

    const events: AuthChangeEvent[] = [];
    auth.onAuthStateChange((event) => events.push(event));
    const result = await auth.completeEmailCallback(landing);
    expect(result).toMatchObject({ ok: true, value: { user: { email: sam.email } } });
    expect(double.requestsTo('POST', '/auth/v1/token').map((r) => r.query.get('grant_type'))).toEqual(['pkce']);
    expect(events).toContain('SIGNED_IN');
  });

  it('R2.2 completes a confirmation link that carries token_hash and type instead of a code', async () => {
    const auth = supabase.backend().auth;
    await auth.signUp({ ...sam, data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: CALLBACK });
    const mail = double.lastMailTo(sam.email)!;
    const result = await auth.completeEmailCallback(`${CALLBACK}?token_hash=${mail.tokenHash}&type=signup`);
    expect(result).toMatchObject({ ok: true, value: { user: { email: sam.email } } });
  });

  it('R8.10 an expired confirmation link comes back as invalid-jwt with the service’s description', async () => {
    const auth = supabase.backend().auth;
    await auth.signUp({ ...sam, data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: CALLBACK });
    const mail = double.lastMailTo(sam.email)!;
    await double.landingUrlOf(mail); // the link is used once
    const second = await double.landingUrlOf(mail);
    expect(await auth.completeEmailCallback(second)).toEqual({ ok: false, error: { kind: 'invalid-jwt', message: 'Email link is invalid or has expired' } });
  });

  it('R7.7 resends the confirmation e-mail with the same redirect', async () => {
    const auth = supabase.backend().auth;
    await auth.signUp({ ...sam, data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: CALLBACK });
    expect(await auth.resendConfirmation(sam.email, CALLBACK)).toEqual({ ok: true, value: {} });
    const [request] = double.requestsTo('POST', '/auth/v1/resend');
    expect(request!.body).toMatchObject({ email: sam.email, type: 'signup' });
    expect(request!.query.get('redirect_to')).toBe(CALLBACK);
    expect(double.mailbox.filter((m) => m.to === sam.email)).toHaveLength(2);
  });

  it('R5.2 R8.10 a weak password is refused with the service’s reasons (422 weak_password)', async () => {
    const result = await supabase.backend().auth.signUp({ email: sam.email, password: 'short', data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: CALLBACK });
    expect(result).toEqual({ ok: false, error: { kind: 'weak-password', message: 'Password should be at least 8 characters.', reasons: ['length'] } });
  });

  it('R5.1 sign-up with an e-mail and no password: "You must provide either an email or phone number and a password"', async () => {
    const result = await supabase.backend().auth.signUp({ email: sam.email, password: '', data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: CALLBACK });
    expect(result).toEqual({ ok: false, error: { kind: 'missing-credentials', message: 'You must provide either an email or phone number and a password' } });
    expect(double.requests).toEqual([]);
  });

  it('R8.10 wrong credentials come back as invalid-credentials', async () => {
    await double.seedUser(sam);
    const result = await supabase.backend().auth.signInWithPassword({ email: sam.email, password: 'not-the-password' });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-credentials', message: 'Invalid login credentials' } });
  });

  it('R8.10 an unconfirmed address comes back as email-not-confirmed', async () => {
    await double.seedUser({ ...sam, confirmed: false });
    const result = await supabase.backend().auth.signInWithPassword(sam);
    expect(result).toEqual({ ok: false, error: { kind: 'email-not-confirmed', message: 'Email not confirmed' } });
  });

  it('R8.10 signing up with an address already confirmed comes back as email-taken', async () => {
    await double.seedUser(sam);
    const result = await supabase.backend().auth.signUp({ ...sam, data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: CALLBACK });
    expect(result).toEqual({ ok: false, error: { kind: 'email-taken', message: 'User already registered' } });
  });

  it.each([502, 503, 504] as const)('R8.10 a %i from the auth service comes back as retryable', async (status) => {
    await double.seedUser(sam);
    double.failNext({ method: 'POST', path: '/auth/v1/token', status });
    const result = await supabase.backend().auth.signInWithPassword(sam);
    expect(result).toEqual({ ok: false, error: { kind: 'retryable', status, message: `Auth service unavailable (${status})` } });
  });

  it('R8.10 refreshing with no session is "Auth session missing!"', async () => {
    expect(await supabase.backend().auth.refreshSession()).toEqual({ ok: false, error: { kind: 'session-missing', message: 'Auth session missing!' } });
  });

  it('R8.10 a token the service cannot parse comes back as invalid-jwt', async () => {
    await double.seedUser(sam);
    const auth = supabase.backend().auth;
    await auth.signInWithPassword(sam);
    double.failNext({ method: 'PUT', path: '/auth/v1/user', status: 403, body: { code: 'bad_jwt', message: 'invalid JWT: unable to parse or verify signature, token is malformed' } });
    const result = await auth.updateUserMetadata({ is_admin: true });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-jwt', message: 'invalid JWT: unable to parse or verify signature, token is malformed' } });
  });

  it('R7.8 refreshes the session through POST /token?grant_type=refresh_token and emits TOKEN_REFRESHED', async () => {
    await double.seedUser(sam);
    const auth = supabase.backend().auth;
    const signedIn = await auth.signInWithPassword(sam);
    const events: Array<[AuthChangeEvent, Session | null]> = [];
    auth.onAuthStateChange((event, session) => events.push([event, session]));
    const refreshed = await auth.refreshSession();
    expect(refreshed.ok && signedIn.ok && refreshed.value.access_token !== signedIn.value.access_token).toBe(true);
    const [request] = double.requestsTo('POST', '/auth/v1/token').filter((r) => r.query.get('grant_type') === 'refresh_token');
    expect(request!.body).toEqual({ refresh_token: signedIn.ok ? signedIn.value.refresh_token : '' });
    expect(events.map(([event]) => event)).toContain('TOKEN_REFRESHED');
  });

  it('R7.8 updates the user metadata with data holding is_admin (PUT /user)', async () => {
    await double.seedUser({ ...sam, metadata: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Sam' } });
    const auth = supabase.backend().auth;
    await auth.signInWithPassword(sam);
    const result = await auth.updateUserMetadata({ is_admin: true });
    expect(double.requestsTo('PUT', '/auth/v1/user')[0]!.body).toMatchObject({ data: { is_admin: true } });
    expect(result).toMatchObject({ ok: true, value: { user_metadata: { first_name: 'Sam', is_admin: true } } });
  });

  it('R7.8 follows auth state: INITIAL_SESSION first, then SIGNED_IN and SIGNED_OUT; unsubscribing stops it', async () => {
    await double.seedUser(sam);
    const auth = supabase.backend().auth;
    const events: Array<[AuthChangeEvent, string | null]> = [];
    const unsubscribe = auth.onAuthStateChange((event, session) => events.push([event, session?.user.email ?? null]));
    await auth.getSession();
    await auth.signInWithPassword(sam);
    await auth.signOut();
    unsubscribe();
    await auth.signInWithPassword(sam);
    expect(events).toEqual([
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', sam.email],
      ['SIGNED_OUT', null],
    ]);
  });

  it('R7.8 signs out through POST /logout and forgets the stored session', async () => {
    await double.seedUser(sam);
    const auth = supabase.backend().auth;
    await auth.signInWithPassword(sam);
    expect(await auth.signOut()).toEqual({ ok: true, value: undefined });
    expect(double.requestsTo('POST', '/auth/v1/logout')[0]!.query.get('scope')).toBe('global');
    expect(window.localStorage.getItem('clipcoach_auth_token')).toBeNull();
    expect(await auth.getSession()).toEqual({ ok: true, value: null });
  });
});
