import type { AuthError } from '../../domain/auth/auth-errors';
import type { Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';

/** Completes the e-mail confirmation that lands on /auth/callback. */
export class CompleteEmailCallback {
  constructor(private readonly gateway: AuthPort) {}

  async execute(url: string): Promise<Result<void, AuthError>> {
    const result = await this.gateway.completeEmailCallback(url);
    return result.ok ? { ok: true, value: undefined } : result;
  }
}
