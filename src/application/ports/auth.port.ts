import type { AuthError } from '../../domain/auth/auth-errors';
import type { Session } from '../../domain/auth/session';
import type { User, UserMetadata } from '../../domain/auth/user';
import type { Result } from '../../domain/result';

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly data: UserMetadata;
  /** §7: origin + /auth/callback. */
  readonly emailRedirectTo: string;
}

export interface SignUpOutcome {
  readonly user: User;
  /** null while the e-mail address awaits confirmation. */
  readonly session: Session | null;
  /** Simulated backends only: the link the confirmation e-mail would carry. */
  readonly confirmationUrl?: string;
}

export type AuthChangeEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';

export type AuthChangeListener = (event: AuthChangeEvent, session: Session | null) => void;

/** The auth service (§7 Authentication). Expected failures come back as values. */
export interface AuthPort {
  signInWithPassword(credentials: { email: string; password: string }): Promise<Result<Session, AuthError>>;
  signUp(input: SignUpInput): Promise<Result<SignUpOutcome, AuthError>>;
  signOut(): Promise<Result<void, AuthError>>;
  refreshSession(): Promise<Result<Session, AuthError>>;
  getSession(): Promise<Result<Session | null, AuthError>>;
  updateUserMetadata(data: Partial<UserMetadata>): Promise<Result<User, AuthError>>;
  /** Ask the service to send the confirmation e-mail again. */
  resendConfirmation(email: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>>;
  /** Completes the e-mail confirmation redirect that lands on /auth/callback. */
  completeEmailCallback(url: string): Promise<Result<Session, AuthError>>;
  /**
   * Mails a password-reset link leading to `redirectTo` (/reset-password). Says nothing about
   * whether the address has an account; simulated backends return the link they "mailed".
   */
  requestPasswordReset(email: string, redirectTo: string): Promise<Result<{ resetUrl?: string }, AuthError>>;
  /**
   * Sets `newPassword` with the link from the reset e-mail (one use, one hour). Every session of
   * the account ends; the person signs in with the new password.
   */
  completePasswordReset(url: string, newPassword: string): Promise<Result<void, AuthError>>;
  /** The signed-in user's new password, after checking the current one. */
  changePassword(currentPassword: string, newPassword: string): Promise<Result<void, AuthError>>;
  /**
   * Asks to move the signed-in user to `newEmail`: the change happens when the link mailed to the
   * new address is opened (it lands on /auth/callback). Simulated backends return that link.
   */
  changeEmail(newEmail: string, emailRedirectTo: string): Promise<Result<{ confirmationUrl?: string }, AuthError>>;
  /** Calls back at once with INITIAL_SESSION, then on every change. Returns the unsubscribe. */
  onAuthStateChange(listener: AuthChangeListener): () => void;
}
