import { authErrors, type AuthError } from '../auth/auth-errors';
import { weakPasswordReasons } from '../auth/password-policy';
import { err, ok, type Result } from '../result';

/** A reset link works for one hour after it is mailed (the hosted service's default OTP lifetime). */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/** A password-reset token as the auth service keeps it: one per request, spent once. */
export interface PasswordResetToken {
  readonly token: string;
  readonly userId: string;
  /** Epoch milliseconds (the Clock's). */
  readonly issuedAt: number;
  readonly usedAt: number | null;
}

export const issueResetToken = (userId: string, token: string, now: number): PasswordResetToken => ({ token, userId, issuedAt: now, usedAt: null });

/** Expired right at `issuedAt + PASSWORD_RESET_TTL_MS`. */
export const resetTokenExpired = (token: Pick<PasswordResetToken, 'issuedAt'>, now: number): boolean => now >= token.issuedAt + PASSWORD_RESET_TTL_MS;

/**
 * Spends a reset token to set `newPassword`: refused when the token is unknown, used or expired
 * (all the same message, so a link says nothing about an account), or when the password is weak.
 */
export function redeemResetToken(token: PasswordResetToken | null, newPassword: string, now: number): Result<PasswordResetToken, AuthError> {
  if (!token || token.usedAt !== null || resetTokenExpired(token, now)) return err(authErrors.resetLinkInvalid());
  const reasons = weakPasswordReasons(newPassword);
  if (reasons.length > 0) return err(authErrors.weakPassword(reasons));
  return ok({ ...token, usedAt: now });
}

/** The form's own check before any call: both fields typed the same. */
export const PASSWORDS_DIFFER = 'The two passwords do not match.';
export const passwordsMatch = (password: string, confirmation: string): boolean => password === confirmation;
