import { authErrors, type AuthError } from '../../domain/auth/auth-errors';
import { passwordsMatch, PASSWORDS_DIFFER } from '../../domain/accounts/password-reset';
import { err, type Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';

/** Sets the new password with the reset link (`url`, the page's own address); the person then signs in with it. */
export class CompletePasswordReset {
  constructor(private readonly gateway: AuthPort) {}

  async execute(url: string, password: string, confirmation: string): Promise<Result<void, AuthError>> {
    if (!passwordsMatch(password, confirmation)) return err(authErrors.unknown(PASSWORDS_DIFFER));
    return this.gateway.completePasswordReset(url, password);
  }
}
