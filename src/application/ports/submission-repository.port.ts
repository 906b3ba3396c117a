import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { SubmissionEventRecord, SubmissionListRole, SubmissionRequest, SubmissionStatus, Submission } from '../../domain/submissions/submission';

/**
 * What the signed-in person fires on a submission; the backend decides with the lifecycle's
 * `transition`. There is no bare "deliver": a submission is delivered only with its analysis
 * (AnalysisRepository.deliver, which needs a summary). A backend refuses any other action as
 * `invalid`.
 */
export type SubmissionAction =
  /** "Continue to checkout": attaches the uploaded video; the submission then awaits payment. */
  | { readonly type: 'start_checkout'; readonly videoId: string }
  | { readonly type: 'cancel'; readonly note?: string }
  | { readonly type: 'start_review' }
  | { readonly type: 'decline'; readonly reason: string }
  /** "Cancel for a full refund": the turnaround ran out before the delivery; refunded in full, the pro is told. */
  | { readonly type: 'cancel_overdue' };

export interface SubmissionListQuery {
  /** The athlete's own submissions, the ones assigned to the pro, or every submission (admins only; anyone else is refused). */
  readonly as: SubmissionListRole;
  readonly status?: SubmissionStatus;
}

/** A submission with what the screens show beside it. */
export interface SubmissionView {
  readonly submission: Submission;
  readonly proName: string;
  readonly athleteName: string;
  /** Who did what and when, oldest first. */
  readonly timeline: readonly SubmissionEventRecord[];
}

/**
 * Submissions (product.md): created as drafts by athletes, moved along the lifecycle by whoever
 * may. The backend enforces who reads and who moves what; a refusal comes back as a DataError
 * (someone who may not read it gets `not-found`).
 */
export interface SubmissionRepository {
  /** "Continue to upload": a draft for a listed pro, priced by the backend from the pro and the pricing. */
  createDraft(proId: string, request: SubmissionRequest): Promise<Result<Submission, DataError>>;
  find(id: string): Promise<Result<SubmissionView, DataError>>;
  /** Newest first. */
  list(query: SubmissionListQuery): Promise<Result<readonly SubmissionView[], DataError>>;
  act(id: string, action: SubmissionAction): Promise<Result<Submission, DataError>>;
}
