import { err, ok, type Result } from '../result';
import type { AuthError } from '../auth/auth-errors';

export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please accept the Terms and the Privacy policy to create an account.';

/**
 * Sign-up records the acceptance in the metadata (`terms_accepted_at`, the time); the profile's
 * terms_accepted follows from it. Without it no account is created.
 */
export function checkTermsAccepted(termsAcceptedAt: string | undefined | null): Result<void, AuthError> {
  return typeof termsAcceptedAt === 'string' && !Number.isNaN(Date.parse(termsAcceptedAt))
    ? ok(undefined)
    : err({ kind: 'terms-not-accepted', message: TERMS_NOT_ACCEPTED_MESSAGE });
}
