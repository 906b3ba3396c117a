import { SESSION_REFRESH_COOLDOWN_MS } from '../../domain/constants';
import type { AuthError } from '../../domain/auth/auth-errors';
import type { Session } from '../../domain/auth/session';
import type { Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';
import type { Clock } from '../ports/clock.port';

export type RefreshOutcome =
  | { readonly status: 'refreshed'; readonly session: Session }
  | { readonly status: 'skipped'; readonly reason: 'cooldown' };

/**
 * §4: a refresh is skipped while one is in progress (callers share it) or when the last one
 * happened less than 5 minutes ago, unless forced.
 */
export class RefreshSession {
  private inFlight: Promise<Result<RefreshOutcome, AuthError>> | null = null;
  private lastRefreshAt: number | null = null;

  constructor(
    private readonly gateway: AuthPort,
    private readonly clock: Clock,
  ) {}

  execute(options: { force?: boolean } = {}): Promise<Result<RefreshOutcome, AuthError>> {
    if (this.inFlight) return this.inFlight;
    const recent = this.lastRefreshAt !== null && this.clock.now() - this.lastRefreshAt < SESSION_REFRESH_COOLDOWN_MS;
    if (recent && !options.force) return Promise.resolve({ ok: true, value: { status: 'skipped', reason: 'cooldown' } });

    const refresh = this.gateway
      .refreshSession()
      .then((result): Result<RefreshOutcome, AuthError> => {
        if (!result.ok) return result;
        this.lastRefreshAt = this.clock.now();
        return { ok: true, value: { status: 'refreshed', session: result.value } };
      })
      // Cleared however it ends, so an adapter that throws cannot leave a refresh "in progress" forever.
      .finally(() => {
        if (this.inFlight === refresh) this.inFlight = null;
      });
    this.inFlight = refresh;
    return refresh;
  }
}
