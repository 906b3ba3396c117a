import type { AuthError } from '../../domain/auth/auth-errors';
import type { Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';
import { EMAIL_CALLBACK_PATH } from './sign-up.use-case';

/** Sends the confirmation e-mail again, with the same link back to /auth/callback. */
export class ResendConfirmation {
  constructor(
    private readonly gateway: AuthPort,
    private readonly origin: string,
  ) {}

  execute(email: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    return this.gateway.resendConfirmation(email.trim(), this.origin + EMAIL_CALLBACK_PATH);
  }
}
