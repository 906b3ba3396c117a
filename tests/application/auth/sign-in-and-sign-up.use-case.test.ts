import { describe, expect, it, vi } from 'vitest';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import { CompleteEmailCallback } from '../../../src/application/auth/complete-email-callback.use-case';
import { ResendConfirmation } from '../../../src/application/auth/resend-confirmation.use-case';
import { SignUp } from '../../../src/application/auth/sign-up.use-case';
import { authErrors } from '../../../src/domain/auth/auth-errors';
import { anAuthWorld, seedUser } from '../auth-world';

const ORIGIN = 'https://clipcoach.example';

const aSignUpRequest = (overrides: Partial<Parameters<SignUp['execute']>[0]> = {}) => ({
  email: ' nia@example.com ',
  password: 'correct-horse-battery',
  firstName: ' Nia ',
  lastName: ' New ',
  accountType: 'pro' as const,
  acceptedTerms: true,
  ...overrides,
});

describe('SignUp', () => {
  it('R7.7 R3.4 signs up with email, password, data (first_name, last_name, account_type) and emailRedirectTo = origin + /auth/callback', async () => {
    const world = anAuthWorld();
    const signUp = vi.spyOn(world.backend.auth, 'signUp');

    await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest());

    expect(signUp).toHaveBeenCalledWith({
      email: 'nia@example.com',
      password: 'correct-horse-battery',
      data: { first_name: 'Nia', last_name: 'New', account_type: 'pro', terms_accepted_at: new Date(world.clock.now()).toISOString() },
      emailRedirectTo: 'https://clipcoach.example/auth/callback',
    });
  });

  it('R7.7 R2.2 a new address awaits confirmation: no session, and the link leads to /auth/callback', async () => {
    const world = anAuthWorld();
    const result = await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.session).toBeNull();
    expect(result.value.user.user_metadata).toEqual({ first_name: 'Nia', last_name: 'New', account_type: 'pro', terms_accepted_at: new Date(world.clock.now()).toISOString() });
    expect(result.value.confirmationUrl).toMatch(/^https:\/\/clipcoach\.example\/auth\/callback\?/);
  });

  it('R5.2 R8.10 a weak password comes back with its reasons', async () => {
    const world = anAuthWorld();
    const result = await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest({ password: 'short' }));
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'weak-password', reasons: ['length'] }) });
  });

  it('R5.1 a missing password gives "You must provide either an email or phone number and a password"', async () => {
    const world = anAuthWorld();
    const result = await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest({ password: '' }));
    expect(result).toEqual({
      ok: false,
      error: { kind: 'missing-credentials', message: 'You must provide either an email or phone number and a password' },
    });
  });

  it('R5.1 a missing e-mail gives the same message', async () => {
    const world = anAuthWorld();
    const result = await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest({ email: '   ' }));
    expect(!result.ok && result.error.message).toBe('You must provide either an email or phone number and a password');
  });

  it('R2.2 ResendConfirmation asks for the link back to origin + /auth/callback', async () => {
    const world = anAuthWorld();
    await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest());
    const resend = vi.spyOn(world.backend.auth, 'resendConfirmation');

    const result = await new ResendConfirmation(world.backend.auth, ORIGIN).execute(' nia@example.com ');

    expect(resend).toHaveBeenCalledWith('nia@example.com', 'https://clipcoach.example/auth/callback');
    expect(result.ok && result.value.confirmationUrl).toMatch(/^https:\/\/clipcoach\.example\/auth\/callback\?/);
  });

  it('R2.2 CompleteEmailCallback confirms the address and signs the user in', async () => {
    const world = anAuthWorld();
    const signedUp = await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest());
    const url = signedUp.ok ? signedUp.value.confirmationUrl! : '';

    expect(await new CompleteEmailCallback(world.backend.auth).execute(url)).toEqual({ ok: true, value: undefined });
    expect(world.backend.auth.currentSession()?.user.email).toBe('nia@example.com');
  });

  it('R2.2 CompleteEmailCallback with a bad link fails and signs nobody in', async () => {
    const world = anAuthWorld();
    const result = await new CompleteEmailCallback(world.backend.auth).execute(`${ORIGIN}/auth/callback?token=forged&type=signup`);
    expect(result.ok).toBe(false);
    expect(world.backend.auth.currentSession()).toBeNull();
  });
});

describe('SignIn', () => {
  it('R7.6 signs in with email and password', async () => {
    const world = anAuthWorld();
    const { user, password } = seedUser(world);
    const signInWithPassword = vi.spyOn(world.backend.auth, 'signInWithPassword');

    const result = await new SignIn(world.backend.auth).execute({ email: ' sam@example.com ', password });

    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'sam@example.com', password });
    expect(result.ok && result.value.user.id).toBe(user.id);
  });

  it('R8.10 a wrong password is invalid credentials', async () => {
    const world = anAuthWorld();
    seedUser(world);
    const result = await new SignIn(world.backend.auth).execute({ email: 'sam@example.com', password: 'not-the-password' });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-credentials', message: 'Invalid login credentials' } });
  });

  it('R8.10 an unknown e-mail is invalid credentials too (no account enumeration)', async () => {
    const world = anAuthWorld();
    const result = await new SignIn(world.backend.auth).execute({ email: 'nobody@example.com', password: 'whatever-password' });
    expect(!result.ok && result.error.kind).toBe('invalid-credentials');
  });

  it('R5.1 missing credentials are reported with the service’s message', async () => {
    const world = anAuthWorld();
    const result = await new SignIn(world.backend.auth).execute({ email: 'sam@example.com', password: '' });
    expect(!result.ok && result.error).toEqual(authErrors.missingCredentials());
  });

  it('R8.10 retryable service errors (502, 503, 504) and invalid JWT pass through as values', async () => {
    const world = anAuthWorld();
    seedUser(world);
    const signIn = new SignIn(world.backend.auth);
    for (const error of [authErrors.retryable(502), authErrors.retryable(503), authErrors.retryable(504), authErrors.invalidJwt()]) {
      world.backend.auth.faults.failNext('signInWithPassword', error);
      expect(await signIn.execute({ email: 'sam@example.com', password: 'correct-horse-battery' })).toEqual({ ok: false, error });
    }
    expect(world.backend.auth.currentSession()).toBeNull();
  });
});

describe('Issue 12 SignUp and the Terms', () => {
  it('Issue 12 records the acceptance with the clock’s time; without it the backend creates no account', async () => {
    const world = anAuthWorld();
    await world.clock.advanceBy(5_000);
    const at = new Date(world.clock.now()).toISOString();
    const accepted = await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest());
    expect(accepted.ok && accepted.value.user.user_metadata.terms_accepted_at).toBe(at);

    const refused = await new SignUp(world.backend.auth, ORIGIN, world.clock).execute(aSignUpRequest({ email: 'other@example.com', acceptedTerms: false }));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'terms-not-accepted' } });
    expect(world.backend.auth.confirmationLinkFor('other@example.com')).toBeNull();
  });
});
