import type { DataError } from '../../domain/shared/data-error';
import type { Pro, ProApplicationFields } from '../../domain/pros/pro';
import type { ProDeletionImpact, ProDeletionOutcome } from '../../domain/pros/pro-deletion';
import type { ProListQuery, ProPage } from '../../domain/pros/pro-listing';
import type { VerificationQueueQuery } from '../../domain/pros/pro-verification';
import type { Result } from '../../domain/result';

/** The pros table as the public and the pro themself see it. The backend enforces who sees what. */
export interface ProRepository {
  /** Approved, not deleted pros, filtered, sorted and paged. */
  listPublic(query: ProListQuery): Promise<Result<ProPage, DataError>>;
  /** One listed pro; null when unknown, pending, rejected or deleted. */
  findPublic(id: string): Promise<Result<Pro | null, DataError>>;
  /** The signed-in pro's own application, whatever its status. */
  findOwn(userId: string): Promise<Result<Pro | null, DataError>>;
  /** Creates or updates the own application while it is a draft or rejected. */
  saveOwn(userId: string, fields: ProApplicationFields): Promise<Result<Pro, DataError>>;
  /** Status pending, submitted_at now, rejection reason cleared. */
  submitOwn(userId: string): Promise<Result<Pro, DataError>>;
}

export type { VerificationQueueQuery } from '../../domain/pros/pro-verification';

/** Admin-only operations; the backend refuses them to anyone whose profile is not is_admin. */
export interface ProAdminRepository {
  listForVerification(query: VerificationQueueQuery): Promise<Result<readonly Pro[], DataError>>;
  findAny(id: string): Promise<Result<Pro | null, DataError>>;
  approve(id: string): Promise<Result<Pro, DataError>>;
  reject(id: string, reason: string): Promise<Result<Pro, DataError>>;
  /** Pros that are not deleted, by name, for the deletion screen. */
  searchForDeletion(term: string): Promise<Result<readonly Pro[], DataError>>;
  deletionImpact(id: string): Promise<Result<ProDeletionImpact, DataError>>;
  /** Soft delete: the pro leaves listings, open submissions are cancelled and marked for refund, history stays. */
  softDelete(id: string): Promise<Result<ProDeletionOutcome, DataError>>;
}
