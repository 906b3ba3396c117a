import { BehaviorSubject, type Subscription } from 'rxjs';
import { RECOVERY_PANEL_DELAY_MS } from '../../domain/constants';
import type { User } from '../../domain/auth/user';
import type { Clock } from '../ports/clock.port';
import { asBehavior, type Behavior } from '../shared/behavior';
import type { AdminRecoveryController } from './admin-recovery.controller';
import type { AdminCheckOptions, AdminStatus, CheckAdminStatus } from './check-admin-status.use-case';

export interface AdminGateState {
  readonly phase: 'checking' | 'allowed' | 'denied';
  /** §4: after 3 s of checking the recovery panel appears. */
  readonly recoveryPanelVisible: boolean;
}

const CHECKING: AdminGateState = { phase: 'checking', recoveryPanelVisible: false };

/**
 * One admin gate's view of the check (§4): checking, then allowed or denied, the recovery panel
 * after 3 s of checking, and the panel's actions bound to the user being checked.
 */
export class AdminGateSession {
  private readonly subject = new BehaviorSubject<AdminGateState>(CHECKING);
  private panelTimer: Subscription | null = null;
  private user: User | null = null;
  /** Only the newest question may answer: a recovery action supersedes the check it interrupts. */
  private generation = 0;
  readonly state: Behavior<AdminGateState> = asBehavior(this.subject);

  constructor(
    private readonly checkAdminStatus: CheckAdminStatus,
    private readonly recovery: AdminRecoveryController,
    private readonly clock: Clock,
  ) {}

  /** Checks this user. The same user again (a refreshed token, copied metadata) does not restart the check. */
  check(user: User, options: AdminCheckOptions = {}): void {
    if (this.user?.id === user.id) return;
    this.user = user;
    const generation = ++this.generation;
    this.showChecking();
    void this.checkAdminStatus.execute(user, options).then((status) => {
      if (generation === this.generation) this.settle(status);
    });
  }

  /** Recovery action 1: Refresh Admin Access. */
  refreshAdminAccess(): Promise<void> {
    return this.takeOver((user) => this.recovery.refreshAdminAccess(user));
  }

  /** Recovery action 2: Try Direct Database Check. */
  directDatabaseCheck(): Promise<void> {
    return this.takeOver((user) => this.recovery.directDatabaseCheck(user));
  }

  /** Permission repair through fix-permissions (offered beside the four actions). */
  repairPermissions(): Promise<void> {
    return this.takeOver((user) => this.recovery.repair(user));
  }

  /** Recovery action 4: Sign Out & Try Again; the admin route then leaves for /login (see RecoverySignOut). */
  async signOutAndRetry(from: { pathname: string; search?: string }): Promise<void> {
    if (this.user) await this.recovery.signOutAndRetry(this.user, from);
  }

  dispose(): void {
    this.generation++;
    this.user = null;
    this.stopPanelTimer();
  }

  /** An action's answer replaces the check it interrupted; a failed action leaves the gate checking, panel open. */
  private async takeOver(action: (user: User) => Promise<AdminStatus | null>): Promise<void> {
    const user = this.user;
    if (!user) return;
    const generation = ++this.generation;
    const status = await action(user);
    if (status && generation === this.generation) this.settle(status);
  }

  private showChecking(): void {
    this.stopPanelTimer();
    this.subject.next(CHECKING);
    this.panelTimer = this.clock.scheduler.schedule(() => {
      if (this.subject.value.phase === 'checking') this.subject.next({ phase: 'checking', recoveryPanelVisible: true });
    }, RECOVERY_PANEL_DELAY_MS);
  }

  private settle(status: AdminStatus): void {
    this.stopPanelTimer();
    this.subject.next({ phase: status.isAdmin ? 'allowed' : 'denied', recoveryPanelVisible: false });
  }

  private stopPanelTimer(): void {
    this.panelTimer?.unsubscribe();
    this.panelTimer = null;
  }
}

/** Each admin gate on screen gets its own session. */
export type AdminGateSessionFactory = () => AdminGateSession;
