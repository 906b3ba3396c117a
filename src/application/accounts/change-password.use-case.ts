import { authErrors, type AuthError } from '../../domain/auth/auth-errors';
import { passwordsMatch, PASSWORDS_DIFFER } from '../../domain/accounts/password-reset';
import { err, type Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';

/** /profile "Password": the current password, then the new one twice. */
export class ChangePassword {
  constructor(private readonly gateway: AuthPort) {}

  async execute(current: string, next: string, confirmation: string): Promise<Result<void, AuthError>> {
    if (!passwordsMatch(next, confirmation)) return err(authErrors.unknown(PASSWORDS_DIFFER));
    return this.gateway.changePassword(current, next);
  }
}
