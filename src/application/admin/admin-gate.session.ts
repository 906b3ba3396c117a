import { BehaviorSubject, type Subscription } from 'rxjs';
import { RECOVERY_PANEL_DELAY_MS } from '../../domain/constants';
import type { User } from '../../domain/auth/user';
import type { Clock } from '../ports/clock.port';
import { asBehavior, type Behavior } from '../shared/behavior';
import type { AdminStatus, CheckAdminStatus } from './check-admin-status.use-case';

export interface AdminGateState {
  readonly phase: 'checking' | 'allowed' | 'denied';
  /** §4: after 3 s of checking the recovery panel appears. */
  readonly recoveryPanelVisible: boolean;
}

/** One admin gate's view of the check: checking, then allowed or denied. */
export class AdminGateSession {
  private readonly subject = new BehaviorSubject<AdminGateState>({ phase: 'checking', recoveryPanelVisible: false });
  private panelTimer: Subscription | null = null;
  private generation = 0;
  readonly state: Behavior<AdminGateState> = asBehavior(this.subject);

  constructor(
    private readonly checkAdminStatus: CheckAdminStatus,
    private readonly clock: Clock,
  ) {}

  /** Checks the user; a later call supersedes an earlier one still running. */
  check(user: User): void {
    const generation = ++this.generation;
    if (this.subject.value.phase !== 'checking') this.subject.next({ phase: 'checking', recoveryPanelVisible: false });
    this.panelTimer ??= this.clock.scheduler.schedule(() => {
      if (this.subject.value.phase === 'checking') this.subject.next({ ...this.subject.value, recoveryPanelVisible: true });
    }, RECOVERY_PANEL_DELAY_MS);
    void this.checkAdminStatus.execute(user).then((status) => {
      if (generation === this.generation) this.settle(status);
    });
  }

  /** Takes a result a recovery action obtained. */
  settle(status: AdminStatus): void {
    this.panelTimer?.unsubscribe();
    this.panelTimer = null;
    this.subject.next({ phase: status.isAdmin ? 'allowed' : 'denied', recoveryPanelVisible: false });
  }

  dispose(): void {
    this.generation++;
    this.panelTimer?.unsubscribe();
    this.panelTimer = null;
  }
}

/** Each admin gate on screen gets its own session. */
export type AdminGateSessionFactory = () => AdminGateSession;
