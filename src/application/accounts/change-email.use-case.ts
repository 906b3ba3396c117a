import type { AuthError } from '../../domain/auth/auth-errors';
import type { Result } from '../../domain/result';
import { EMAIL_CALLBACK_PATH } from '../auth/sign-up.use-case';
import type { AuthPort } from '../ports/auth.port';

/** /profile "E-mail": the new address is confirmed by the link mailed to it, which lands on /auth/callback. */
export class ChangeEmail {
  constructor(
    private readonly gateway: AuthPort,
    private readonly origin: string,
  ) {}

  execute(newEmail: string): Promise<Result<{ confirmationUrl?: string }, AuthError>> {
    return this.gateway.changeEmail(newEmail.trim(), this.origin + EMAIL_CALLBACK_PATH);
  }
}
