import { authErrors, type AuthError } from '../auth/auth-errors';
import { err, ok, type Result } from '../result';

/** A change of e-mail address waits for a click on the link mailed to the new address. */
export interface PendingEmailChange {
  readonly newEmail: string;
  readonly token: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Asks to move `currentEmail` to `newEmail`: a real, different address. */
export function requestEmailChange(currentEmail: string, newEmail: string, token: string): Result<PendingEmailChange, AuthError> {
  const next = normalizeEmail(newEmail);
  if (!EMAIL_SHAPE.test(next)) return err(authErrors.unknown('Enter a valid e-mail address.'));
  if (next === normalizeEmail(currentEmail)) return err(authErrors.unknown('That is already your e-mail address.'));
  return ok({ newEmail: next, token });
}

/** The confirmation link: known token only, spent once (the caller clears it). */
export function confirmEmailChange(pending: PendingEmailChange | null, token: string): Result<string, AuthError> {
  if (!pending || !token || pending.token !== token) return err(authErrors.linkInvalid());
  return ok(pending.newEmail);
}
