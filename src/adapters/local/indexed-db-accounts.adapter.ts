import type { AccountDeletionPort } from '../../application/ports/account-deletion.port';
import type { Clock } from '../../application/ports/clock.port';
import { planAccountDeletion, type AccountDeletionImpact, type AccountDeletionPlan } from '../../domain/accounts/account-deletion';
import { AVATARS_BUCKET } from '../../domain/accounts/avatar';
import { ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import type { DataError } from '../../domain/shared/data-error';
import type { Submission } from '../../domain/submissions/submission';
import { proRow, toPro, toSubmission, type SubmissionRow } from '../shared/table-rows';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { IndexedDbStorageGateway } from './indexed-db-storage-gateway.adapter';
import { CHANGE_STORES, type IndexedDbSubmissions } from './indexed-db-submissions.adapter';
import type { LocalAuthServer } from './local-auth-server';
import type { LocalCaller } from './local-caller';
import { request, rowOrNull, type LocalDatabase } from './local-database';

/**
 * Deleting an account on the embedded backend: the caller from their access token,
 * `planAccountDeletion` decides, and its answer is stored in one transaction (closures with their
 * simulated refunds and notices, drafts removed, the pro withdrawn, the profile removed); then the
 * avatar objects go and the auth server removes the account and ends its sessions.
 */
export class IndexedDbAccounts implements AccountDeletionPort {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
    private readonly parts: { readonly submissions: IndexedDbSubmissions; readonly server: LocalAuthServer; readonly storageAsService: IndexedDbStorageGateway },
  ) {}

  impact(userId: string): Promise<Result<AccountDeletionImpact, DataError>> {
    return dataCall(this.faults, 'profiles', async () => {
      const actor = await this.caller.actor();
      const plan = await this.db.read(['submissions', 'pros'], (tx) => this.plan(tx, userId, actor));
      return plan.ok ? ok(plan.value.impact) : plan;
    });
  }

  deleteAccount(userId: string): Promise<Result<AccountDeletionImpact, DataError>> {
    return dataCall(this.faults, 'profiles', async () => {
      const actor = await this.caller.actor();
      const done = await this.db.write([...CHANGE_STORES, 'pros', 'profiles'], async (tx) => {
        const plan = await this.plan(tx, userId, actor);
        if (!plan.ok) return plan;
        const stored = await this.parts.submissions.storeAccountDeletion(tx, plan.value);
        if (!stored.ok) return stored;
        if (plan.value.withdrawnPro) tx.objectStore('pros').put(proRow(plan.value.withdrawnPro));
        tx.objectStore('profiles').delete(userId);
        return ok(plan.value.impact);
      });
      if (!done.ok) return done;
      const avatars = await this.parts.storageAsService.list(AVATARS_BUCKET, { prefix: userId });
      const names = avatars.ok ? avatars.value.flatMap((entry) => (entry.kind === 'object' ? [`${userId}/${entry.name}`] : [])) : [];
      if (names.length > 0) await this.parts.storageAsService.remove(AVATARS_BUCKET, names);
      await this.parts.server.deleteUserAsService(userId);
      return done;
    });
  }

  private async plan(tx: IDBTransaction, userId: string, actor: Actor): Promise<Result<AccountDeletionPlan, DataError>> {
    const store = tx.objectStore('submissions');
    const [asAthlete, asPro, pro] = await Promise.all([
      request(store.index('athlete_id').getAll(userId)) as Promise<SubmissionRow[]>,
      request(store.index('pro_id').getAll(userId)) as Promise<SubmissionRow[]>,
      request(tx.objectStore('pros').get(userId)),
    ]);
    const submissions = new Map<string, Submission>();
    for (const row of [...asAthlete, ...asPro]) submissions.set(row.id, toSubmission(row));
    return planAccountDeletion(userId, actor, [...submissions.values()], rowOrNull(toPro, pro), this.clock.now());
  }
}
