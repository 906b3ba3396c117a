import { AFTER_REPAIR_WAIT_MS } from '../../domain/constants';
import type { User } from '../../domain/auth/user';
import { sleep, type Clock } from '../ports/clock.port';
import type { FunctionError, FunctionsGateway } from '../ports/functions.port';
import type { Result } from '../../domain/result';
import type { RefreshSession } from '../auth/refresh-session.use-case';
import type { AdminStatus, CheckAdminStatus } from './check-admin-status.use-case';

/** §4: invoke fix-permissions (no payload); after success wait 1 s and re-validate. */
export class RepairPermissions {
  constructor(
    private readonly functions: FunctionsGateway,
    private readonly refreshSession: RefreshSession,
    private readonly checkAdminStatus: CheckAdminStatus,
    private readonly clock: Clock,
  ) {}

  async execute(user: User): Promise<Result<AdminStatus, FunctionError>> {
    const invoked = await this.functions.invoke('fix-permissions');
    if (!invoked.ok) return invoked;
    await sleep(this.clock, AFTER_REPAIR_WAIT_MS);
    // The function rewrote the user's metadata: take a fresh token so the client sees it.
    const refreshed = await this.refreshSession.execute({ force: true });
    this.checkAdminStatus.forget(user.id);
    const current = refreshed.ok && refreshed.value.status === 'refreshed' ? refreshed.value.session.user : user;
    return { ok: true, value: await this.checkAdminStatus.execute(current) };
  }
}
