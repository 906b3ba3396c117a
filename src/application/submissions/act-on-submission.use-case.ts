import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Submission } from '../../domain/submissions/submission';
import type { SubmissionAction, SubmissionRepository } from '../ports/submission-repository.port';

/** "Continue to checkout", "Cancel", "Start review", "Decline", "Deliver": the backend's lifecycle decides. */
export class ActOnSubmission {
  constructor(private readonly submissions: SubmissionRepository) {}

  execute(id: string, action: SubmissionAction): Promise<Result<Submission, DataError>> {
    return this.submissions.act(id, action);
  }
}
