import type { AuthError } from '../../domain/auth/auth-errors';
import type { Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';

/** Where the reset e-mail's link leads: the page that sets the new password. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** "Send reset link": mails a link to /reset-password (simulated backends hand it back to show on screen). */
export class RequestPasswordReset {
  constructor(
    private readonly gateway: AuthPort,
    private readonly origin: string,
  ) {}

  execute(email: string): Promise<Result<{ resetUrl?: string }, AuthError>> {
    return this.gateway.requestPasswordReset(email.trim(), this.origin + RESET_PASSWORD_PATH);
  }
}
