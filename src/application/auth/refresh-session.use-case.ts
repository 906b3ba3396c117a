import type { AuthError } from '../../domain/auth/auth-errors';
import { isRefreshDue } from '../../domain/auth/session-refresh';
import type { Session } from '../../domain/auth/session';
import type { Result } from '../../domain/result';
import type { AuthPort } from '../ports/auth.port';
import type { Clock } from '../ports/clock.port';

export type RefreshOutcome =
  | { readonly status: 'refreshed'; readonly session: Session }
  | { readonly status: 'skipped'; readonly reason: 'cooldown' };

/**
 * §4: a refresh is skipped while one is in progress (callers share it) or when the last one
 * happened less than 5 minutes ago, unless forced. The last one is this use case's own or one the
 * auth service reports (TOKEN_REFRESHED: the hosted client's automatic refresh, another tab's), so
 * a check right after the client refreshed by itself does not rotate the tokens again.
 */
export class RefreshSession {
  private inFlight: Promise<Result<RefreshOutcome, AuthError>> | null = null;
  private lastRefreshAt: number | null = null;

  constructor(
    private readonly gateway: AuthPort,
    private readonly clock: Clock,
  ) {
    // For the app's lifetime, as the use case itself (a singleton): a refresh can happen at any time.
    gateway.onAuthStateChange((event) => {
      if (event === 'TOKEN_REFRESHED') this.lastRefreshAt = this.clock.now();
    });
  }

  execute(options: { force?: boolean } = {}): Promise<Result<RefreshOutcome, AuthError>> {
    if (this.inFlight) return this.inFlight;
    if (!isRefreshDue(this.lastRefreshAt, this.clock.now(), options)) return Promise.resolve({ ok: true, value: { status: 'skipped', reason: 'cooldown' } });

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
