import type { AuthError } from '../../domain/auth/auth-errors';
import type { Session } from '../../domain/auth/session';
import type { Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';

/** §7: sign in with password (email, password). */
export class SignIn {
  constructor(private readonly gateway: AuthPort) {}

  execute(credentials: { email: string; password: string }): Promise<Result<Session, AuthError>> {
    return this.gateway.signInWithPassword({ email: credentials.email.trim(), password: credentials.password });
  }
}
