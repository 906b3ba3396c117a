import {
  ADMIN_POSTCHECK_WAIT_MS,
  ADMIN_PRECHECK_WAIT_MS,
  ADMIN_RECHECK_THROTTLE_MS,
  ADMIN_RETRY_BACKOFF_MS,
  ADMIN_RETRY_MAX,
} from '../../domain/constants';
import { metadataSaysAdmin, type User } from '../../domain/auth/user';
import type { AuthPort } from '../ports/auth.port';
import { sleep, type Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { RefreshSession } from '../auth/refresh-session.use-case';
import type { AdminStatusCache } from './admin-status-cache';

/** Where an answer came from: the first three never reach the backend. */
export type AdminStatusSource = 'metadata' | 'cache' | 'throttle' | 'database' | 'error';

export interface AdminStatus {
  readonly isAdmin: boolean;
  readonly source: AdminStatusSource;
}

/**
 * What a caller may do during §4's waits, time that is idle anyway. Neither is called when the
 * answer needs no backend check (metadata, cache, throttle).
 */
export interface AdminCheckOptions {
  /** Called once as the first 800 ms wait starts, the session refreshed (the admin gate loads the page's code). */
  readonly whileWaiting?: () => void;
  /** Called when the database has said admin, as the 500 ms wait before the answer starts (the admin gate renders the page, hidden). */
  readonly whileAdmitting?: () => void;
}

/**
 * §4 Admin status check: metadata shortcut, 30 s cache, re-check throttle, then refresh +
 * 800 ms + profile read with 2 retries (1 s, 2 s), and a 500 ms wait after each backend check.
 * Concurrent callers for one user share one backend check.
 */
export class CheckAdminStatus {
  private readonly inFlight = new Map<string, Promise<AdminStatus>>();
  private readonly lastCheck = new Map<string, { readonly at: number; readonly isAdmin: boolean }>();
  /** Bumped by forget(): a check started before it must not write its answer afterwards. */
  private readonly epochs = new Map<string, number>();

  constructor(
    private readonly gateway: AuthPort,
    private readonly profiles: ProfileRepository,
    private readonly refreshSession: RefreshSession,
    private readonly cache: AdminStatusCache,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  execute(user: User, options: AdminCheckOptions = {}): Promise<AdminStatus> {
    // Metadata first: it is what Direct Database Check and fix-permissions write, and it must win over a stale "no".
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
    return this.shared(user.id, (epoch) => this.checkWithRetries(user, epoch, options));
  }

  /** §4: a manual retry clears the cache and checks the database directly (one read, no refresh, no 800 ms wait). */
  executeManual(user: User): Promise<AdminStatus> {
    this.forget(user.id);
    return this.shared(user.id, async (epoch) => {
      const result = await this.profiles.readAdminFlag(user.id);
      if (!result.ok) {
        this.logger.error('Direct admin check failed', result.error);
        await sleep(this.clock, ADMIN_POSTCHECK_WAIT_MS);
        return { isAdmin: false, source: 'error' };
      }
      return this.settle(user, result.value, epoch);
    });
  }

  /** Forgets the cached result, the throttle state and any check in flight for this user ("cached permission state"). */
  forget(userId: string): void {
    this.cache.clear(userId);
    this.lastCheck.delete(userId);
    this.inFlight.delete(userId);
    this.epochs.set(userId, this.epoch(userId) + 1);
  }

  private epoch(userId: string): number {
    return this.epochs.get(userId) ?? 0;
  }

  private shared(userId: string, check: (epoch: number) => Promise<AdminStatus>): Promise<AdminStatus> {
    const running = this.inFlight.get(userId);
    if (running) return running;
    const promise = check(this.epoch(userId)).finally(() => {
      if (this.inFlight.get(userId) === promise) this.inFlight.delete(userId);
    });
    this.inFlight.set(userId, promise);
    return promise;
  }

  private async checkWithRetries(user: User, epoch: number, { whileWaiting, whileAdmitting }: AdminCheckOptions): Promise<AdminStatus> {
    for (let attempt = 0; ; attempt++) {
      const refreshed = await this.refreshSession.execute();
      if (!refreshed.ok) this.logger.warn('Session refresh before admin check failed', refreshed.error);
      const wait = sleep(this.clock, ADMIN_PRECHECK_WAIT_MS);
      if (attempt === 0) whileWaiting?.();
      await wait;
      const result = await this.profiles.readAdminFlag(user.id);
      if (result.ok) return this.settle(user, result.value, epoch, whileAdmitting);
      this.logger.error(`Admin check attempt ${attempt + 1} failed`, result.error);
      if (attempt >= ADMIN_RETRY_MAX) {
        this.remember(user.id, false, epoch);
        await sleep(this.clock, ADMIN_POSTCHECK_WAIT_MS);
        return { isAdmin: false, source: 'error' };
      }
      await sleep(this.clock, ADMIN_RETRY_BACKOFF_MS[attempt] ?? ADMIN_RETRY_BACKOFF_MS.at(-1)!);
    }
  }

  /**
   * The 500 ms wait follows the check (the is_admin read) and runs while the metadata copy is
   * written, so the gate waits the prescribed times and not the copy's own time on top (issue 13:
   * the gate's own overhead). The answer is given when both are done.
   */
  private async settle(user: User, isAdmin: boolean, epoch: number, whileAdmitting?: () => void): Promise<AdminStatus> {
    this.remember(user.id, isAdmin, epoch);
    const wait = sleep(this.clock, ADMIN_POSTCHECK_WAIT_MS);
    if (isAdmin) {
      whileAdmitting?.();
      const copied = await this.gateway.updateUserMetadata({ is_admin: true });
      if (!copied.ok) this.logger.warn('Could not copy is_admin into user metadata', copied.error);
    }
    await wait;
    return { isAdmin, source: 'database' };
  }

  private remember(userId: string, isAdmin: boolean, epoch: number): void {
    if (epoch !== this.epoch(userId)) return;
    this.cache.set(userId, isAdmin);
    this.lastCheck.set(userId, { at: this.clock.now(), isAdmin });
  }
}
