import { BehaviorSubject, type Subscription } from 'rxjs';
import { AFTER_REPAIR_WAIT_MS, BUSY_FLAG_TIMEOUT_MS, SIGN_OUT_REDIRECT_DELAY_MS } from '../../domain/constants';
import type { User } from '../../domain/auth/user';
import type { AuthPort } from '../ports/auth.port';
import { sleep, type Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { PageReloader } from '../ports/page-reloader.port';
import type { Notifier } from '../ports/notifier.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { RefreshSession } from '../auth/refresh-session.use-case';
import type { SignOut } from '../auth/sign-out.use-case';
import type { SignOutIntent } from '../auth/sign-out-intent';
import { loginUrlFor } from '../navigation/route-guards';
import { asBehavior, type Behavior } from '../shared/behavior';
import { ADMIN_MESSAGES } from './admin-messages';
import type { AdminStatus, CheckAdminStatus } from './check-admin-status.use-case';
import type { RepairPermissions } from './repair-permissions.use-case';

/** Logged (not shown) when the verified admin flag cannot be copied into the session's metadata. */
export const METADATA_COPY_FAILED_LOG = 'Direct database check: could not copy is_admin into the user metadata';

/**
 * The controller behind the admin gate's recovery panel (§4) and the manual admin check (§6, §8):
 * five actions sharing one busy flag. While an action runs the flag is on; it is forced off after
 * 15 s whatever happens.
 */
export class AdminRecoveryController {
  private readonly busySubject = new BehaviorSubject(false);
  private busyTimeout: Subscription | null = null;
  readonly busy: Behavior<boolean> = asBehavior(this.busySubject);

  constructor(
    private readonly gateway: AuthPort,
    private readonly profiles: ProfileRepository,
    private readonly refreshSession: RefreshSession,
    private readonly checkAdminStatus: CheckAdminStatus,
    private readonly repairPermissions: RepairPermissions,
    private readonly signOut: SignOut,
    private readonly signOutIntent: SignOutIntent,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly reloader: PageReloader,
    private readonly logger: Logger,
  ) {}

  /** Refresh Admin Access. */
  refreshAdminAccess(user: User): Promise<AdminStatus | null> {
    return this.whileBusy(async () => {
      this.notifier.notify({ kind: 'info', title: ADMIN_MESSAGES.refreshing });
      const refreshed = await this.refreshSession.execute({ force: true });
      if (!refreshed.ok) {
        this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.refreshFailed });
        return null;
      }
      this.checkAdminStatus.forget(user.id);
      await sleep(this.clock, AFTER_REPAIR_WAIT_MS);
      const current = refreshed.value.status === 'refreshed' ? refreshed.value.session.user : user;
      return this.checkAdminStatus.execute(current);
    });
  }

  /** Try Direct Database Check. */
  directDatabaseCheck(user: User): Promise<AdminStatus | null> {
    return this.whileBusy(async () => {
      this.notifier.notify({ kind: 'info', title: ADMIN_MESSAGES.directChecking });
      const flag = await this.profiles.readAdminFlag(user.id);
      if (!flag.ok) {
        this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.directFailed });
        return null;
      }
      if (!flag.value) {
        this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.directNotAdmin });
        return { isAdmin: false, source: 'database' };
      }
      this.notifier.notify({ kind: 'success', title: ADMIN_MESSAGES.directVerified });
      // Copying the flag into the token only saves later checks a read; the database already said yes.
      const copied = await this.gateway.updateUserMetadata({ is_admin: true });
      if (!copied.ok) this.logger.warn(METADATA_COPY_FAILED_LOG, copied.error);
      const refreshed = await this.refreshSession.execute({ force: true });
      this.checkAdminStatus.forget(user.id);
      const current = refreshed.ok && refreshed.value.status === 'refreshed' ? refreshed.value.session.user : user;
      const status = await this.checkAdminStatus.execute(current);
      this.reloader.reload();
      return status;
    });
  }

  /**
   * Sign Out & Try Again: clear the cache, sign out, "Signed out successfully", and 0.5 s later
   * leave for /login (bringing the user back to `from` once signed in again). Resolves with that URL.
   * The sign-out intent keeps sign-in guards from answering in between.
   */
  signOutAndRetry(user: User, from?: { pathname: string; search?: string }): Promise<string | null> {
    return this.whileBusy(async () => {
      this.checkAdminStatus.forget(user.id);
      this.signOutIntent.begin();
      const result = await this.signOut.execute({ quiet: true });
      if (!result.ok) {
        this.signOutIntent.cancel();
        this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.signOutFailed });
        return null;
      }
      this.notifier.notify({ kind: 'success', title: ADMIN_MESSAGES.signedOut });
      await sleep(this.clock, SIGN_OUT_REDIRECT_DELAY_MS);
      const to = from ? loginUrlFor(from.pathname, from.search) : '/login';
      this.signOutIntent.leaveFor(to);
      return to;
    });
  }

  /** The manual admin check: clears the cache, asks the database, and says what it found. */
  manualCheck(user: User): Promise<AdminStatus> {
    return this.whileBusy(async () => {
      const status = await this.checkAdminStatus.executeManual(user);
      if (status.source === 'error') this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.manualCheckFailed });
      else if (status.isAdmin) this.notifier.notify({ kind: 'success', title: ADMIN_MESSAGES.verified });
      else this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.denied });
      return status;
    });
  }

  /** Permission repair through the fix-permissions server function. */
  repair(user: User): Promise<AdminStatus | null> {
    return this.whileBusy(async () => {
      this.notifier.notify({ kind: 'info', title: ADMIN_MESSAGES.repairing });
      const result = await this.repairPermissions.execute(user);
      if (!result.ok) {
        this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.repairFailed, description: result.error.message });
        return null;
      }
      if (result.value.isAdmin) this.notifier.notify({ kind: 'success', title: ADMIN_MESSAGES.verified });
      else this.notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.denied });
      return result.value;
    });
  }

  private async whileBusy<T>(task: () => Promise<T>): Promise<T> {
    this.busySubject.next(true);
    this.busyTimeout?.unsubscribe();
    const timeout = this.clock.scheduler.schedule(() => this.busySubject.next(false), BUSY_FLAG_TIMEOUT_MS);
    this.busyTimeout = timeout;
    try {
      return await task();
    } finally {
      // Only the latest action owns the flag; an older one finishing leaves it alone.
      if (this.busyTimeout === timeout) {
        timeout.unsubscribe();
        this.busyTimeout = null;
        this.busySubject.next(false);
      }
    }
  }
}
