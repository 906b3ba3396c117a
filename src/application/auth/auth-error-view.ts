import type { AuthError } from '../../domain/auth/auth-errors';
import { WEAK_PASSWORD_EXPLANATIONS } from '../../domain/auth/password-policy';

/** How a form shows an auth service failure: a headline, details, and the field it concerns. */
export interface AuthErrorView {
  readonly title: string;
  readonly details: readonly string[];
  readonly field: 'email' | 'password' | null;
  /** The address is not confirmed yet: offer to send the confirmation e-mail again. */
  readonly offerResend: boolean;
}

export const WEAK_PASSWORD_TITLE = 'Please choose a stronger password';

/** §5, §8: the service's message as the user sees it; weak passwords list each reason, explained. */
export function describeAuthError(error: AuthError): AuthErrorView {
  switch (error.kind) {
    case 'weak-password':
      return {
        title: WEAK_PASSWORD_TITLE,
        details: error.reasons.length > 0 ? error.reasons.map((reason) => WEAK_PASSWORD_EXPLANATIONS[reason] ?? reason) : [error.message],
        field: 'password',
        offerResend: false,
      };
    case 'email-taken':
      return { title: error.message, details: [], field: 'email', offerResend: false };
    case 'email-not-confirmed':
      return { title: error.message, details: [], field: 'email', offerResend: true };
    default:
      return { title: error.message, details: [], field: null, offerResend: false };
  }
}
