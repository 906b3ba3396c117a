import type { AccountDeletionImpact } from '../../domain/accounts/account-deletion';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/**
 * Deleting an account (issue 12), your own only: the backend decides with `planAccountDeletion`
 * (drafts removed, open submissions closed and refunded in full when paid, a pro's listing
 * withdrawn), then removes the avatar and the sign-in. Someone else's account is `forbidden`.
 */
export interface AccountDeletionPort {
  /** What deleting `userId`'s account would do now, shown before they confirm. */
  impact(userId: string): Promise<Result<AccountDeletionImpact, DataError>>;
  /** Deletes it; the caller is signed out afterwards. Returns what was done. */
  deleteAccount(userId: string): Promise<Result<AccountDeletionImpact, DataError>>;
}
