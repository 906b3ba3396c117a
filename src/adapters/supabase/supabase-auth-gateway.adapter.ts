import type { EmailOtpType } from '@supabase/supabase-js';
import type { AuthChangeListener, AuthPort, SignUpInput, SignUpOutcome } from '../../application/ports/auth.port';
import type { Clock } from '../../application/ports/clock.port';
import { authErrors, type AuthError } from '../../domain/auth/auth-errors';
import type { Session } from '../../domain/auth/session';
import type { User, UserMetadata } from '../../domain/auth/user';
import { err, ok, type Result } from '../../domain/result';
import { checkSignUpsOpen } from '../../domain/settings/app-settings';
import { requestEmailChange } from '../../domain/accounts/email-change';
import { checkTermsAccepted } from '../../domain/accounts/terms';
import { weakPasswordReasons } from '../../domain/auth/password-policy';
import { toAuthError } from './supabase-auth-errors';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { toAuthEvent, toSession, toUser } from './supabase-session-mapping';

const EMAIL_OTP_TYPES: readonly EmailOtpType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'];

/** The hosted auth service (§7 Authentication) through supabase-js. */
export class SupabaseAuthGateway implements AuthPort {
  constructor(
    private readonly client: ClipCoachSupabaseClient,
    private readonly clock: Clock,
  ) {}

  async signInWithPassword({ email, password }: { email: string; password: string }): Promise<Result<Session, AuthError>> {
    if (!email || !password) return err(authErrors.missingCredentials());
    const { data, error } = await this.client.auth.signInWithPassword({ email, password });
    if (error) return err(toAuthError(error));
    return data.session ? ok(toSession(data.session, this.clock)) : err(authErrors.sessionMissing());
  }

  async signUp(input: SignUpInput): Promise<Result<SignUpOutcome, AuthError>> {
    // §5: the service answers an e-mail without a password with this error; say it before the round trip.
    if (!input.email || !input.password) return err(authErrors.missingCredentials());
    // The database records the acceptance from the metadata (handle_new_user); the refusal is the client's.
    const terms = checkTermsAccepted(input.data.terms_accepted_at);
    if (!terms.ok) return terms;
    const { data, error } = await this.client.auth.signUp({
      email: input.email,
      password: input.password,
      options: { data: { ...input.data }, emailRedirectTo: input.emailRedirectTo },
    });
    if (error) return err(error.status === 500 ? await this.explainSignUpRefusal(toAuthError(error)) : toAuthError(error));
    if (!data.user) return err(authErrors.unknown('The auth service returned no user'));
    // The service does not say an address is taken; it answers with a user that has no identities.
    if (data.user.identities?.length === 0) return err(authErrors.emailTaken());
    return ok({ user: toUser(data.user), session: data.session ? toSession(data.session, this.clock) : null });
  }

  /**
   * The database refuses a new account while sign-ups are closed (a trigger on auth.users), and the
   * auth service answers any such refusal with a 500 ("Database error saving new user", which
   * supabase-js does not pass on): read the public setting to say which it was.
   */
  private async explainSignUpRefusal(error: AuthError): Promise<AuthError> {
    const { data } = await this.client.from('app_settings').select('signups_open').maybeSingle().retry(false);
    if (!data) return error;
    const open = checkSignUpsOpen({ signupsOpen: data.signups_open });
    return open.ok ? error : open.error;
  }

  async resendConfirmation(email: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    const { error } = await this.client.auth.resend({ type: 'signup', email, options: { emailRedirectTo } });
    // The hosted service e-mails the link itself; there is no link to show.
    return error ? err(toAuthError(error)) : ok({});
  }

  /**
   * The confirmation link lands on /auth/callback either with `?code=` (PKCE, the default e-mail
   * template) or with `?token_hash=&type=` (a template that links straight to the app), or with
   * the service's `error_description` when the link was refused.
   */
  async completeEmailCallback(url: string): Promise<Result<Session, AuthError>> {
    const parsed = new URL(url, 'http://callback.invalid');
    const params = new URLSearchParams(parsed.hash.replace(/^#/, ''));
    parsed.searchParams.forEach((value, key) => params.set(key, value));

    const refusal = params.get('error_description') ?? params.get('error');
    if (refusal) return err(authErrors.invalidJwt(refusal));

    const code = params.get('code');
    if (code) {
      const { data, error } = await this.client.auth.exchangeCodeForSession(code);
      if (error) return err(linkRefusal(error));
      return ok(toSession(data.session, this.clock));
    }

    const tokenHash = params.get('token_hash');
    const type = params.get('type') as EmailOtpType | null;
    if (tokenHash && type && EMAIL_OTP_TYPES.includes(type)) {
      const { data, error } = await this.client.auth.verifyOtp({ token_hash: tokenHash, type });
      if (error) return err(linkRefusal(error));
      return data.session ? ok(toSession(data.session, this.clock)) : err(authErrors.sessionMissing());
    }
    return err(authErrors.linkInvalid());
  }

  async signOut(): Promise<Result<void, AuthError>> {
    const { error } = await this.client.auth.signOut();
    return error ? err(toAuthError(error)) : ok(undefined);
  }

  async refreshSession(): Promise<Result<Session, AuthError>> {
    const { data, error } = await this.client.auth.refreshSession();
    if (error) return err(toAuthError(error));
    return data.session ? ok(toSession(data.session, this.clock)) : err(authErrors.sessionMissing());
  }

  async getSession(): Promise<Result<Session | null, AuthError>> {
    const { data, error } = await this.client.auth.getSession();
    if (error) return err(toAuthError(error));
    return ok(data.session ? toSession(data.session, this.clock) : null);
  }

  async updateUserMetadata(data: Partial<UserMetadata>): Promise<Result<User, AuthError>> {
    const { data: updated, error } = await this.client.auth.updateUser({ data: { ...data } });
    if (error) return err(toAuthError(error));
    return ok(toUser(updated.user));
  }

  async requestPasswordReset(email: string, redirectTo: string): Promise<Result<{ resetUrl?: string }, AuthError>> {
    const { error } = await this.client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
    // The hosted service e-mails the link itself; there is no link to show.
    return error ? err(toAuthError(error)) : ok({});
  }

  /**
   * The recovery link lands on /reset-password with `?code=` (PKCE) or `?token_hash=&type=recovery`:
   * exchanged for the recovery session as a confirmation link is, then the password is set on it
   * (PUT /user) and every session of the account ends.
   */
  async completePasswordReset(url: string, newPassword: string): Promise<Result<void, AuthError>> {
    const reasons = weakPasswordReasons(newPassword);
    if (reasons.length > 0) return err(authErrors.weakPassword(reasons));
    const recovery = await this.completeEmailCallback(url);
    if (!recovery.ok) return err(recovery.error.kind === 'invalid-jwt' ? authErrors.resetLinkInvalid() : recovery.error);
    const { error } = await this.client.auth.updateUser({ password: newPassword });
    if (error) return err(toAuthError(error));
    const signedOut = await this.client.auth.signOut({ scope: 'global' });
    return signedOut.error ? err(toAuthError(signedOut.error)) : ok(undefined);
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<Result<void, AuthError>> {
    const { data } = await this.client.auth.getSession();
    const email = data.session?.user.email;
    if (!email) return err(authErrors.sessionMissing());
    // The service takes a new password from any session; the current one is checked by signing in with it.
    const check = await this.client.auth.signInWithPassword({ email, password: currentPassword });
    if (check.error) return err(toAuthError(check.error));
    const { error } = await this.client.auth.updateUser({ password: newPassword });
    return error ? err(toAuthError(error)) : ok(undefined);
  }

  async changeEmail(newEmail: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    const { data } = await this.client.auth.getSession();
    if (!data.session) return err(authErrors.sessionMissing());
    const change = requestEmailChange(data.session.user.email ?? '', newEmail, '');
    if (!change.ok) return change;
    const { error } = await this.client.auth.updateUser({ email: change.value.newEmail }, { emailRedirectTo });
    return error ? err(toAuthError(error)) : ok({});
  }

  onAuthStateChange(listener: AuthChangeListener): () => void {
    // supabase-js reports INITIAL_SESSION itself once its stored session is read.
    const { data } = this.client.auth.onAuthStateChange((event, session) => listener(toAuthEvent(event), session ? toSession(session, this.clock) : null));
    return () => data.subscription.unsubscribe();
  }
}

/**
 * A confirmation link the service (or supabase-js, without the PKCE verifier of a flow started in
 * another browser) refused, in the words every backend uses; a network failure stays what it is.
 */
function linkRefusal(error: unknown): AuthError {
  const failure = toAuthError(error);
  return failure.kind === 'invalid-jwt' ? authErrors.linkInvalid() : failure;
}
