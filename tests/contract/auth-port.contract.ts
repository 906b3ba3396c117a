/**
 * The AuthPort contract (§5, §7 Authentication, §8): what every auth adapter must do, run
 * against each backend (memory, IndexedDB, Supabase) so they are interchangeable.
 *
 * To run it against a new backend, call
 *
 *   describeAuthPortContract('MyAuthGateway', async () => ({ gateway, harness }));
 *
 * where `makeSubject` builds a FRESH gateway for each test (nobody signed in) and `harness`
 * implements `AuthPortContractHarness`: the few things a test needs that the port itself
 * cannot do, answered the way the backend really works:
 *
 * - `redirectOrigin`: the app origin passed as emailRedirectTo (`origin + '/auth/callback'`).
 * - `seedConfirmedUser(email, password, metadata)`: creates an account whose address is already
 *   confirmed, as an administrator would (service rights, not through `signUp`). Nobody is
 *   signed in afterwards.
 * - `confirmationLinkFor(email)`: reads the newest confirmation e-mail sent to `email` and
 *   returns the URL the user's browser lands on at emailRedirectTo after following it: the
 *   `/auth/callback` URL that `completeEmailCallback` takes. null when no mail was sent.
 *   (Memory: the fake's outbox. Hosted: the local mail catcher, following the verify redirect.)
 * - `resetLinkFor(email)` (issue 12): the URL the browser lands on (/reset-password…) after
 *   following the newest password-reset e-mail to `email`; null when none was sent.
 * - `dispose()` (optional): deletes what the test created.
 *
 * The backend under test must require e-mail confirmation at sign-up, and its minimum password
 * length must be more than 3 characters.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, AuthPort, SignUpInput } from '../../src/application/ports/auth.port';
import type { Session } from '../../src/domain/auth/session';
import type { User, UserMetadata } from '../../src/domain/auth/user';
import { authErrors } from '../../src/domain/auth/auth-errors';

export interface AuthPortContractHarness {
  readonly redirectOrigin: string;
  seedConfirmedUser(email: string, password: string, metadata: UserMetadata): Promise<User>;
  confirmationLinkFor(email: string): Promise<string | null>;
  resetLinkFor(email: string): Promise<string | null>;
  dispose?(): Promise<void>;
}

export interface AuthGatewaySubject {
  readonly gateway: AuthPort;
  readonly harness: AuthPortContractHarness;
}

const PASSWORD = 'correct-horse-battery-staple';
const METADATA: UserMetadata = { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Casey', last_name: 'Contract', account_type: 'athlete' };

/** Unique per call, so a suite run against a shared hosted backend never collides. */
const uniqueEmail = (label: string): string => `${label}.${globalThis.crypto.randomUUID().slice(0, 8)}@example.com`;

/** Events arrive asynchronously on hosted clients; wait for I/O, never for a fixed delay. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5_000, interval: 10 });

export function describeAuthPortContract(name: string, makeSubject: () => Promise<AuthGatewaySubject>): void {
  describe(`AuthPort contract: ${name}`, () => {
    let gateway: AuthPort;
    let harness: AuthPortContractHarness;

    beforeEach(async () => {
      ({ gateway, harness } = await makeSubject());
    });
    afterEach(async () => {
      await gateway.signOut();
      await harness.dispose?.();
    });

    const signUpInput = (email: string, overrides: Partial<SignUpInput> = {}): SignUpInput => ({
      email,
      password: PASSWORD,
      data: METADATA,
      emailRedirectTo: `${harness.redirectOrigin}/auth/callback`,
      ...overrides,
    });

    const expectSessionFor = (session: Session | null | undefined, email: string) => {
      expect(session).toBeTruthy();
      expect(session!.user.email).toBe(email);
      expect(session!.access_token).toEqual(expect.any(String));
      expect(session!.access_token).not.toBe('');
      expect(session!.refresh_token).toEqual(expect.any(String));
      expect(session!.refresh_token).not.toBe('');
      // §3 expiry, in whole seconds since the epoch (not milliseconds).
      expect(Number.isInteger(session!.expires_at)).toBe(true);
      expect(session!.expires_at).toBeGreaterThan(1_000_000_000);
      expect(session!.expires_at).toBeLessThan(100_000_000_000);
    };

    async function signedIn(label = 'user'): Promise<{ email: string; user: User; session: Session }> {
      const email = uniqueEmail(label);
      const user = await harness.seedConfirmedUser(email, PASSWORD, METADATA);
      const result = await gateway.signInWithPassword({ email, password: PASSWORD });
      if (!result.ok) throw new Error(`seeded user could not sign in: ${result.error.message}`);
      return { email, user, session: result.value };
    }

    describe('sign up', () => {
      it('R7.7 R3.4 R2.2 returns the user with its metadata and no session while the address awaits confirmation, and mails a link', async () => {
        const email = uniqueEmail('signup');
        const result = await gateway.signUp(signUpInput(email));

        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.session).toBeNull();
        expect(result.value.user.email).toBe(email);
        expect(result.value.user.user_metadata).toMatchObject(METADATA);
        const link = await harness.confirmationLinkFor(email);
        expect(link).toEqual(expect.stringMatching(new RegExp(`^${escapeRegExp(harness.redirectOrigin)}/auth/callback[?#]`)));
        expect(await gateway.getSession()).toEqual({ ok: true, value: null });
      });

      it('R5.1 without a password fails with "You must provide either an email or phone number and a password"', async () => {
        const result = await gateway.signUp(signUpInput(uniqueEmail('nopassword'), { password: '' }));
        expect(result).toEqual({
          ok: false,
          error: { kind: 'missing-credentials', message: 'You must provide either an email or phone number and a password' },
        });
      });

      it('R5.1 without an e-mail fails with the same message', async () => {
        const result = await gateway.signUp(signUpInput(''));
        expect(!result.ok && result.error).toEqual({
          kind: 'missing-credentials',
          message: 'You must provide either an email or phone number and a password',
        });
      });

      it('R5.2 R8.10 rejects a weak password with its reasons', async () => {
        const email = uniqueEmail('weak');
        const result = await gateway.signUp(signUpInput(email, { password: 'abc' }));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.kind).toBe('weak-password');
        expect(result.error.message).not.toBe('');
        expect(result.error.kind === 'weak-password' && result.error.reasons).toContain('length');
        expect(await harness.confirmationLinkFor(email)).toBeNull();
      });

      it('R7.7 a second sign-up with a registered address neither creates an account nor changes the existing one', async () => {
        const email = uniqueEmail('taken');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);

        const result = await gateway.signUp(signUpInput(email, { password: 'another-strong-password' }));

        // Either answer is allowed: an explicit "already registered", or a silent one that
        // reveals nothing about the address (the hosted service's anti-enumeration mode).
        if (result.ok) expect(result.value.session).toBeNull();
        else expect(result.error.kind).toBe('email-taken');
        expect((await gateway.signInWithPassword({ email, password: 'another-strong-password' })).ok).toBe(false);
        expect((await gateway.signInWithPassword({ email, password: PASSWORD })).ok).toBe(true);
      });
    });

    describe('sign in', () => {
      it('R7.6 R3.5 signs in with e-mail and password and returns the session with its user and metadata', async () => {
        const email = uniqueEmail('signin');
        const seeded = await harness.seedConfirmedUser(email, PASSWORD, METADATA);

        const result = await gateway.signInWithPassword({ email, password: PASSWORD });

        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expectSessionFor(result.value, email);
        expect(result.value.user.id).toBe(seeded.id);
        expect(result.value.user.user_metadata).toMatchObject(METADATA);
      });

      it('R8.10 a wrong password is invalid credentials, and nobody is signed in', async () => {
        const email = uniqueEmail('wrongpw');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        const result = await gateway.signInWithPassword({ email, password: 'not-the-password' });
        expect(!result.ok && result.error.kind).toBe('invalid-credentials');
        expect(await gateway.getSession()).toEqual({ ok: true, value: null });
      });

      it('R8.10 an unknown address is invalid credentials too', async () => {
        const result = await gateway.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
        expect(!result.ok && result.error.kind).toBe('invalid-credentials');
      });

      it('R2.2 an unconfirmed address cannot sign in until confirmed', async () => {
        const email = uniqueEmail('unconfirmed');
        await gateway.signUp(signUpInput(email));
        const result = await gateway.signInWithPassword({ email, password: PASSWORD });
        expect(!result.ok && result.error.kind).toBe('email-not-confirmed');
        expect(await gateway.getSession()).toEqual({ ok: true, value: null });
      });
    });

    describe('auth state changes', () => {
      it('R7.8 R4.1 reports INITIAL_SESSION first (null when signed out), then SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT', async () => {
        const email = uniqueEmail('events');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        const events: { event: AuthChangeEvent; email: string | null }[] = [];
        const unsubscribe = gateway.onAuthStateChange((event, session) => events.push({ event, email: session?.user.email ?? null }));
        const last = () => events[events.length - 1];

        await eventually(() => expect(events).toEqual([{ event: 'INITIAL_SESSION', email: null }]));
        await gateway.signInWithPassword({ email, password: PASSWORD });
        await eventually(() => expect(last()).toEqual({ event: 'SIGNED_IN', email }));
        await gateway.refreshSession();
        await eventually(() => expect(last()).toEqual({ event: 'TOKEN_REFRESHED', email }));
        await gateway.updateUserMetadata({ is_admin: false });
        await eventually(() => expect(last()).toEqual({ event: 'USER_UPDATED', email }));
        await gateway.signOut();
        await eventually(() => expect(last()).toEqual({ event: 'SIGNED_OUT', email: null }));

        expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
        unsubscribe();
      });

      it('R4.1 reports the existing session as INITIAL_SESSION to a late subscriber', async () => {
        const { email } = await signedIn('late');
        const events: { event: AuthChangeEvent; email: string | null }[] = [];
        const unsubscribe = gateway.onAuthStateChange((event, session) => events.push({ event, email: session?.user.email ?? null }));
        await eventually(() => expect(events[0]).toEqual({ event: 'INITIAL_SESSION', email }));
        unsubscribe();
      });

      it('R7.8 stops calling back once unsubscribed', async () => {
        const email = uniqueEmail('unsub');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        const events: AuthChangeEvent[] = [];
        const unsubscribe = gateway.onAuthStateChange((event) => events.push(event));
        await eventually(() => expect(events).toEqual(['INITIAL_SESSION']));
        unsubscribe();
        await gateway.signInWithPassword({ email, password: PASSWORD });
        await gateway.signOut();
        expect(events).toEqual(['INITIAL_SESSION']);
      });
    });

    describe('sessions', () => {
      it('R8.10 refreshing with no session fails with "Auth session missing!"', async () => {
        expect(await gateway.refreshSession()).toEqual({ ok: false, error: { kind: 'session-missing', message: 'Auth session missing!' } });
      });

      it('R7.8 refreshes the session of the signed-in user', async () => {
        const { email, user, session } = await signedIn('refresh');
        const result = await gateway.refreshSession();
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expectSessionFor(result.value, email);
        expect(result.value.user.id).toBe(user.id);
        expect(result.value.refresh_token).not.toBe(session.refresh_token);
        expect(result.value.expires_at).toBeGreaterThanOrEqual(session.expires_at);
      });

      it('R7.8 getSession is null when signed out, the session when signed in, and null again after sign-out', async () => {
        expect(await gateway.getSession()).toEqual({ ok: true, value: null });
        const { email, session } = await signedIn('getsession');
        const current = await gateway.getSession();
        expect(current.ok && current.value?.access_token).toBe(session.access_token);
        expectSessionFor(current.ok ? current.value : null, email);

        expect(await gateway.signOut()).toEqual({ ok: true, value: undefined });
        expect(await gateway.getSession()).toEqual({ ok: true, value: null });
        expect(!((await gateway.refreshSession()).ok)).toBe(true);
      });

      it('R7.8 R3.5 updateUserMetadata merges is_admin into the existing metadata', async () => {
        const { user } = await signedIn('metadata');
        const result = await gateway.updateUserMetadata({ is_admin: true });

        expect(result.ok).toBe(true);
        expect(result.ok && result.value.id).toBe(user.id);
        expect(result.ok && result.value.user_metadata).toMatchObject({ ...METADATA, is_admin: true });
        const current = await gateway.getSession();
        expect(current.ok && current.value?.user.user_metadata).toMatchObject({ ...METADATA, is_admin: true });
      });

      it('R8.10 updateUserMetadata with no session fails with "Auth session missing!"', async () => {
        const result = await gateway.updateUserMetadata({ is_admin: true });
        expect(result).toEqual({ ok: false, error: { kind: 'session-missing', message: 'Auth session missing!' } });
      });
    });

    describe('e-mail confirmation', () => {
      it('R2.2 completing the callback with the mailed link confirms the address and signs the user in', async () => {
        const email = uniqueEmail('callback');
        const signUp = await gateway.signUp(signUpInput(email));
        const link = await harness.confirmationLinkFor(email);

        const result = await gateway.completeEmailCallback(link!);

        expect(result.ok).toBe(true);
        expectSessionFor(result.ok ? result.value : null, email);
        expect(result.ok && signUp.ok && result.value.user.id).toBe(signUp.ok && signUp.value.user.id);
        const current = await gateway.getSession();
        expect(current.ok && current.value?.user.email).toBe(email);

        await gateway.signOut();
        expect((await gateway.signInWithPassword({ email, password: PASSWORD })).ok).toBe(true);
      });

      it('R2.2 a forged callback link fails and signs nobody in', async () => {
        const result = await gateway.completeEmailCallback(`${harness.redirectOrigin}/auth/callback?token=forged&type=signup&code=forged`);
        expect(result).toEqual({ ok: false, error: authErrors.linkInvalid() });
        expect(await gateway.getSession()).toEqual({ ok: true, value: null });
      });

      it('R2.2 resending mails a link that confirms the address', async () => {
        const email = uniqueEmail('resend');
        await gateway.signUp(signUpInput(email));

        const resent = await gateway.resendConfirmation(email, `${harness.redirectOrigin}/auth/callback`);

        expect(resent.ok).toBe(true);
        const link = await harness.confirmationLinkFor(email);
        expect(link).not.toBeNull();
        const result = await gateway.completeEmailCallback(link!);
        expect(result.ok && result.value.user.email).toBe(email);
      });

      it('R2.2 resending to an unknown address says nothing about it (no error)', async () => {
        const result = await gateway.resendConfirmation(uniqueEmail('unknown'), `${harness.redirectOrigin}/auth/callback`);
        expect(result.ok).toBe(true);
      });
    });

    describe('Issue 12 terms at sign-up', () => {
      it('Issue 12 a sign-up without the Terms and Privacy acceptance is refused and creates no account', async () => {
        const email = uniqueEmail('noterms');
        const { terms_accepted_at: _omitted, ...withoutTerms } = METADATA;
        const result = await gateway.signUp(signUpInput(email, { data: withoutTerms }));
        expect(result).toMatchObject({ ok: false, error: { kind: 'terms-not-accepted', message: 'Please accept the Terms and the Privacy policy to create an account.' } });
        expect(await harness.confirmationLinkFor(email)).toBeNull();
        // The address is still free: an accepted sign-up goes through.
        expect((await gateway.signUp(signUpInput(email))).ok).toBe(true);
      });
    });

    describe('Issue 12 password reset', () => {
      const resetTo = () => `${harness.redirectOrigin}/reset-password`;
      const NEW_PASSWORD = 'a-brand-new-passphrase';

      it('Issue 12 the mailed link sets a new password once: the old password stops working, the new one signs in, the link is then spent', async () => {
        const email = uniqueEmail('reset');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        expect((await gateway.requestPasswordReset(email, resetTo())).ok).toBe(true);
        const link = await harness.resetLinkFor(email);
        expect(link).toMatch(new RegExp(`^${escapeRegExp(resetTo())}[?#]`));

        expect(await gateway.completePasswordReset(link!, NEW_PASSWORD)).toEqual({ ok: true, value: undefined });

        expect(await gateway.getSession()).toEqual({ ok: true, value: null });
        expect((await gateway.signInWithPassword({ email, password: PASSWORD })).ok).toBe(false);
        expect((await gateway.signInWithPassword({ email, password: NEW_PASSWORD })).ok).toBe(true);
        await gateway.signOut();
        const again = await gateway.completePasswordReset(link!, 'yet-another-passphrase');
        expect(again).toEqual({ ok: false, error: authErrors.resetLinkInvalid() });
        expect((await gateway.signInWithPassword({ email, password: 'yet-another-passphrase' })).ok).toBe(false);
      });

      it('Issue 12 a forged reset link changes nothing', async () => {
        const email = uniqueEmail('forged');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        const result = await gateway.completePasswordReset(`${resetTo()}?token=forged&type=recovery&code=forged`, NEW_PASSWORD);
        expect(result).toEqual({ ok: false, error: authErrors.resetLinkInvalid() });
        expect((await gateway.signInWithPassword({ email, password: PASSWORD })).ok).toBe(true);
      });

      it('Issue 12 R5.2 a weak new password is refused with its reasons', async () => {
        const email = uniqueEmail('weak');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        await gateway.requestPasswordReset(email, resetTo());
        const result = await gateway.completePasswordReset((await harness.resetLinkFor(email))!, 'short');
        expect(result).toMatchObject({ ok: false, error: { kind: 'weak-password', reasons: expect.arrayContaining(['length']) } });
        expect((await gateway.signInWithPassword({ email, password: PASSWORD })).ok).toBe(true);
      });

      it('Issue 12 asking for a reset of an unknown address says nothing about it (no error, no mail)', async () => {
        const email = uniqueEmail('nobody');
        expect((await gateway.requestPasswordReset(email, resetTo())).ok).toBe(true);
        expect(await harness.resetLinkFor(email)).toBeNull();
      });
    });

    describe('Issue 12 changing the password and the e-mail (signed in only, your own account)', () => {
      it('Issue 12 the password changes only with the current one', async () => {
        const email = uniqueEmail('chpw');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        await gateway.signInWithPassword({ email, password: PASSWORD });

        expect(await gateway.changePassword('not-the-password', 'a-brand-new-passphrase')).toMatchObject({ ok: false, error: { kind: 'invalid-credentials' } });
        expect(await gateway.changePassword(PASSWORD, 'a-brand-new-passphrase')).toEqual({ ok: true, value: undefined });

        await gateway.signOut();
        expect((await gateway.signInWithPassword({ email, password: PASSWORD })).ok).toBe(false);
        expect((await gateway.signInWithPassword({ email, password: 'a-brand-new-passphrase' })).ok).toBe(true);
      });

      it('Issue 12 signed out, neither the password nor the e-mail can change', async () => {
        expect(await gateway.changePassword(PASSWORD, 'a-brand-new-passphrase')).toMatchObject({ ok: false, error: { kind: 'session-missing' } });
        expect(await gateway.changeEmail(uniqueEmail('new'), `${harness.redirectOrigin}/auth/callback`)).toMatchObject({ ok: false, error: { kind: 'session-missing' } });
      });

      it('Issue 12 a new e-mail address takes over only once the link mailed to it is opened', async () => {
        const email = uniqueEmail('chmail');
        const next = uniqueEmail('moved');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        await gateway.signInWithPassword({ email, password: PASSWORD });

        expect((await gateway.changeEmail(next, `${harness.redirectOrigin}/auth/callback`)).ok).toBe(true);
        // Not yet: the account keeps its address until the link is opened (in the same browser).
        const before = await gateway.refreshSession();
        expect(before.ok && before.value.user.email).toBe(email);

        const link = await harness.confirmationLinkFor(next);
        expect(link).not.toBeNull();
        const confirmed = await gateway.completeEmailCallback(link!);
        expect(confirmed.ok && confirmed.value.user.email).toBe(next);

        await gateway.signOut();
        expect((await gateway.signInWithPassword({ email: next, password: PASSWORD })).ok).toBe(true);
        await gateway.signOut();
        expect((await gateway.signInWithPassword({ email, password: PASSWORD })).ok).toBe(false);
      });

      it('Issue 12 an address another account uses is refused', async () => {
        const email = uniqueEmail('first');
        const taken = uniqueEmail('taken');
        await harness.seedConfirmedUser(email, PASSWORD, METADATA);
        await harness.seedConfirmedUser(taken, PASSWORD, METADATA);
        await gateway.signInWithPassword({ email, password: PASSWORD });
        expect(await gateway.changeEmail(taken, `${harness.redirectOrigin}/auth/callback`)).toMatchObject({ ok: false, error: { kind: 'email-taken' } });
      });
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
