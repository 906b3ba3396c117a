import type { AuthError } from '../../domain/auth/auth-errors';
import type { Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { Notifier } from '../ports/notifier.port';

/** §4: cleared from session storage on sign-out. */
export const ONBOARDING_SESSION_KEYS = ['onboarding-flow', 'onboarding-account-type', 'onboarding-email'] as const;

export const SIGN_OUT_FAILED_TITLE = 'Sign out failed';
export const SIGN_OUT_FAILED_FALLBACK = 'Failed to sign out';

export class SignOut {
  constructor(
    private readonly gateway: AuthPort,
    private readonly sessionStore: KeyValueStore,
    private readonly notifier: Notifier,
  ) {}

  /** Signs out; on failure says so (§8) unless the caller reports it in its own words. */
  async execute(options: { quiet?: boolean } = {}): Promise<Result<void, AuthError>> {
    const result = await this.gateway.signOut();
    if (!result.ok) {
      if (!options.quiet) {
        this.notifier.notify({ kind: 'error', title: SIGN_OUT_FAILED_TITLE, description: result.error.message || SIGN_OUT_FAILED_FALLBACK });
      }
      return result;
    }
    for (const key of ONBOARDING_SESSION_KEYS) this.sessionStore.remove(key);
    return result;
  }
}
