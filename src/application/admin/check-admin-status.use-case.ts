import {
  ADMIN_POSTCHECK_WAIT_MS,
  ADMIN_PRECHECK_WAIT_MS,
  ADMIN_RECHECK_THROTTLE_MS,
  ADMIN_RETRY_BACKOFF_MS,
  ADMIN_RETRY_MAX,
} from '../../domain/constants';
import { metadataSaysAdmin, type User } from '../../domain/auth/user';
import type { AuthGateway } from '../ports/auth-gateway.port';
import { sleep, type Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { RefreshSession } from '../auth/refresh-session.use-case';
import type { AdminStatusCache } from './admin-status-cache';

export type AdminStatusSource = 'metadata' | 'cache' | 'throttle' | 'database' | 'error';

export interface AdminStatus {
  readonly isAdmin: boolean;
  readonly source: AdminStatusSource;
}

/**
 * §4 Admin status check: cache (30 s), metadata shortcut, refresh + 800 ms + profile read with
 * 2 retries (1 s, 2 s), a re-check throttle, and a 500 ms wait after each backend check.
 * Concurrent callers for one user share one backend check.
 */
export class CheckAdminStatus {
  private readonly inFlight = new Map<string, Promise<AdminStatus>>();
  private readonly lastCheck = new Map<string, { at: number; isAdmin: boolean }>();

  constructor(
    private readonly gateway: AuthGateway,
    private readonly profiles: ProfileRepository,
    private readonly refreshSession: RefreshSession,
    private readonly cache: AdminStatusCache,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  execute(user: User): Promise<AdminStatus> {
    if (metadataSaysAdmin(user)) {
      this.cache.set(user.id, true);
      return Promise.resolve({ isAdmin: true, source: 'metadata' });
    }
    const cached = this.cache.get(user.id);
    if (cached !== null) return Promise.resolve({ isAdmin: cached, source: 'cache' });
    const last = this.lastCheck.get(user.id);
    if (last && this.clock.now() - last.at < ADMIN_RECHECK_THROTTLE_MS) {
      return Promise.resolve({ isAdmin: last.isAdmin, source: 'throttle' });
    }
    return this.shared(user.id, () => this.checkWithRetries(user));
  }

  /** §4: a manual retry clears the cache and checks the database directly. */
  executeManual(user: User): Promise<AdminStatus> {
    this.forget(user.id);
    return this.shared(user.id, async () => {
      const result = await this.profiles.readAdminFlag(user.id);
      if (!result.ok) {
        this.logger.error('Direct admin check failed', result.error);
        return { isAdmin: false, source: 'error' };
      }
      return this.settle(user, result.value);
    });
  }

  /** Forgets the cached result and the throttle state for this user ("cached permission state"). */
  forget(userId: string): void {
    this.cache.clear(userId);
    this.lastCheck.delete(userId);
  }

  private shared(userId: string, check: () => Promise<AdminStatus>): Promise<AdminStatus> {
    const running = this.inFlight.get(userId);
    if (running) return running;
    const promise = check().finally(() => this.inFlight.delete(userId));
    this.inFlight.set(userId, promise);
    return promise;
  }

  private async checkWithRetries(user: User): Promise<AdminStatus> {
    for (let attempt = 0; ; attempt++) {
      const refreshed = await this.refreshSession.execute();
      if (!refreshed.ok) this.logger.warn('Session refresh before admin check failed', refreshed.error);
      await sleep(this.clock, ADMIN_PRECHECK_WAIT_MS);
      const result = await this.profiles.readAdminFlag(user.id);
      if (result.ok) return this.settle(user, result.value);
      this.logger.error(`Admin check attempt ${attempt + 1} failed`, result.error);
      if (attempt >= ADMIN_RETRY_MAX) {
        this.remember(user.id, false);
        await sleep(this.clock, ADMIN_POSTCHECK_WAIT_MS);
        return { isAdmin: false, source: 'error' };
      }
      await sleep(this.clock, ADMIN_RETRY_BACKOFF_MS[attempt] ?? ADMIN_RETRY_BACKOFF_MS.at(-1)!);
    }
  }

  private async settle(user: User, isAdmin: boolean): Promise<AdminStatus> {
    if (isAdmin) {
      const copied = await this.gateway.updateUserMetadata({ is_admin: true });
      if (!copied.ok) this.logger.warn('Could not copy is_admin into user metadata', copied.error);
    }
    this.remember(user.id, isAdmin);
    await sleep(this.clock, ADMIN_POSTCHECK_WAIT_MS);
    return { isAdmin, source: 'database' };
  }

  private remember(userId: string, isAdmin: boolean): void {
    this.cache.set(userId, isAdmin);
    this.lastCheck.set(userId, { at: this.clock.now(), isAdmin });
  }
}
