import type { AccountDeletionPort } from '../../application/ports/account-deletion.port';
import type { Clock } from '../../application/ports/clock.port';
import { planAccountDeletion, type AccountDeletionImpact } from '../../domain/accounts/account-deletion';
import { AVATARS_BUCKET } from '../../domain/accounts/avatar';
import { ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import type { DataError } from '../../domain/shared/data-error';
import type { InMemoryAuthGateway } from './in-memory-auth-gateway.fake';
import type { InMemoryMarketplace } from './in-memory-marketplace.fake';
import type { InMemoryProfileRepository } from './in-memory-profile-repository.fake';
import type { InMemoryStorageGateway } from './in-memory-storage-gateway.fake';
import type { InMemorySubmissions } from './in-memory-submissions.fake';

/**
 * Deleting an account in memory: identifies the caller, lets `planAccountDeletion` decide, and
 * stores its answer (drafts removed, closures refunded through the simulated provider, the pro
 * withdrawn), then removes the avatar objects, the profile and the sign-in.
 */
export class InMemoryAccounts implements AccountDeletionPort {
  constructor(
    private readonly actor: () => Actor,
    private readonly clock: Clock,
    private readonly parts: {
      readonly auth: InMemoryAuthGateway;
      readonly profiles: InMemoryProfileRepository;
      readonly marketplace: InMemoryMarketplace;
      readonly submissions: InMemorySubmissions;
      readonly storageAsService: InMemoryStorageGateway;
    },
  ) {}

  async impact(userId: string): Promise<Result<AccountDeletionImpact, DataError>> {
    const plan = this.plan(userId);
    return plan.ok ? ok(plan.value.impact) : plan;
  }

  async deleteAccount(userId: string): Promise<Result<AccountDeletionImpact, DataError>> {
    const plan = this.plan(userId);
    if (!plan.ok) return plan;
    const stored = this.parts.submissions.storeAccountDeletion(plan.value);
    if (!stored.ok) return stored;
    if (plan.value.withdrawnPro) this.parts.marketplace.put(plan.value.withdrawnPro);
    const avatars = await this.parts.storageAsService.list(AVATARS_BUCKET, { prefix: userId });
    const names = avatars.ok ? avatars.value.flatMap((entry) => (entry.kind === 'object' ? [`${userId}/${entry.name}`] : [])) : [];
    if (names.length > 0) await this.parts.storageAsService.remove(AVATARS_BUCKET, names);
    this.parts.profiles.deleteAsService(userId);
    this.parts.auth.deleteUserAsService(userId);
    return ok(plan.value.impact);
  }

  private plan(userId: string) {
    const submissions = [...this.parts.submissions.tables.submissions.values()].filter((s) => s.athleteId === userId || s.proId === userId);
    return planAccountDeletion(userId, this.actor(), submissions, this.parts.marketplace.pros.get(userId) ?? null, this.clock.now());
  }
}
