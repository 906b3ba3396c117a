import {
  isAuthError,
  isAuthPKCECodeVerifierMissingError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js';
import { MISSING_CREDENTIALS_MESSAGE, authErrors, type AuthError } from '../../domain/auth/auth-errors';

const RETRYABLE_STATUSES = [502, 503, 504] as const;
type RetryableStatus = (typeof RETRYABLE_STATUSES)[number];
const isRetryableStatus = (status: unknown): status is RetryableStatus => RETRYABLE_STATUSES.includes(status as RetryableStatus);

/** Error codes of the auth service that mean "this link or token is not (or no longer) valid". */
const INVALID_TOKEN_CODES = new Set(['bad_jwt', 'invalid_jwt', 'no_authorization', 'flow_state_not_found', 'flow_state_expired', 'otp_expired', 'bad_code_verifier']);
const SESSION_GONE_CODES = new Set(['session_not_found', 'session_expired', 'refresh_token_not_found', 'refresh_token_already_used']);

/** Translates what supabase-js reports into the domain's AuthError union (§8). */
export function toAuthError(error: unknown): AuthError {
  if (isAuthSessionMissingError(error)) return authErrors.sessionMissing();
  if (isAuthWeakPasswordError(error)) return { kind: 'weak-password', message: error.message, reasons: [...error.reasons] };
  if (isAuthRetryableFetchError(error)) {
    // Status 0 is a network failure with no answer at all; the domain's retryable kind names gateway statuses.
    return isRetryableStatus(error.status) ? authErrors.retryable(error.status) : authErrors.unknown(error.message || 'Network error');
  }
  if (isAuthPKCECodeVerifierMissingError(error)) return authErrors.invalidJwt(error.message);
  if (!isAuthError(error)) return authErrors.unknown(error instanceof Error ? error.message : String(error));

  if (isRetryableStatus(error.status)) return authErrors.retryable(error.status);
  if (error.message === MISSING_CREDENTIALS_MESSAGE) return authErrors.missingCredentials();
  const code = error.code ?? '';
  if (code === 'invalid_credentials' || error.message === 'Invalid login credentials') return authErrors.invalidCredentials();
  if (code === 'email_exists' || code === 'user_already_exists') return authErrors.emailTaken();
  if (code === 'email_not_confirmed') return authErrors.emailNotConfirmed();
  if (SESSION_GONE_CODES.has(code)) return authErrors.sessionMissing();
  if (INVALID_TOKEN_CODES.has(code)) return authErrors.invalidJwt(error.message);
  return authErrors.unknown(error.message);
}
