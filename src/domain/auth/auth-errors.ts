/**
 * The failures the auth service reports (§5, §8), as one tagged union so callers
 * can match on `kind` and show the exact message.
 */
export type AuthError =
  | { readonly kind: 'session-missing'; readonly message: 'Auth session missing!' }
  | { readonly kind: 'invalid-credentials'; readonly message: string }
  | { readonly kind: 'weak-password'; readonly message: string; readonly reasons: readonly string[] }
  | { readonly kind: 'missing-credentials'; readonly message: typeof MISSING_CREDENTIALS_MESSAGE }
  | { readonly kind: 'email-taken'; readonly message: string }
  | { readonly kind: 'email-not-confirmed'; readonly message: string }
  | { readonly kind: 'invalid-jwt'; readonly message: string }
  | { readonly kind: 'signups-closed'; readonly message: typeof SIGNUPS_CLOSED_MESSAGE }
  /** Sign-up without accepting the Terms and the Privacy policy (issue 12). */
  | { readonly kind: 'terms-not-accepted'; readonly message: string }
  | { readonly kind: 'retryable'; readonly message: string; readonly status: 502 | 503 | 504 }
  | { readonly kind: 'unknown'; readonly message: string };

export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';
export const SESSION_MISSING_MESSAGE = 'Auth session missing!';
export const RESET_LINK_INVALID = 'The password reset link is invalid or has expired. Ask for a new one.';
/** An admin closed sign-ups (/admin/settings): every backend refuses a new account with this. */
export const SIGNUPS_CLOSED_MESSAGE = 'Sign-ups are closed right now. Please come back later.';

export const authErrors = {
  sessionMissing: (): AuthError => ({ kind: 'session-missing', message: SESSION_MISSING_MESSAGE }),
  invalidCredentials: (): AuthError => ({ kind: 'invalid-credentials', message: 'Invalid login credentials' }),
  weakPassword: (reasons: readonly string[]): AuthError => ({
    kind: 'weak-password',
    message: 'Password should be at least 8 characters.',
    reasons,
  }),
  missingCredentials: (): AuthError => ({ kind: 'missing-credentials', message: MISSING_CREDENTIALS_MESSAGE }),
  signupsClosed: (): AuthError => ({ kind: 'signups-closed', message: SIGNUPS_CLOSED_MESSAGE }),
  emailTaken: (): AuthError => ({ kind: 'email-taken', message: 'User already registered' }),
  emailNotConfirmed: (): AuthError => ({ kind: 'email-not-confirmed', message: 'Email not confirmed' }),
  invalidJwt: (message = 'invalid JWT'): AuthError => ({ kind: 'invalid-jwt', message }),
  /** A confirmation or e-mail change link that is unknown, used or expired (the hosted service's words). */
  linkInvalid: (): AuthError => ({ kind: 'invalid-jwt', message: 'Email link is invalid or has expired' }),
  /** A password reset link that is unknown, used or expired: one message, so a link says nothing about an account. */
  resetLinkInvalid: (): AuthError => ({ kind: 'invalid-jwt', message: RESET_LINK_INVALID }),
  retryable: (status: 502 | 503 | 504): AuthError => ({ kind: 'retryable', message: `Auth service unavailable (${status})`, status }),
  unknown: (message: string): AuthError => ({ kind: 'unknown', message }),
};

/** §8 "Profile update with no user". */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';
