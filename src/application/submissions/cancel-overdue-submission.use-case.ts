import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Submission } from '../../domain/submissions/submission';
import type { SubmissionRepository } from '../ports/submission-repository.port';

/**
 * "Cancel for a full refund" (the turnaround guarantee): the backend fires `cancel_overdue`, which
 * checks the turnaround on its own clock, refunds the payment in full through its refund path and
 * tells the pro.
 */
export class CancelOverdueSubmission {
  constructor(private readonly submissions: SubmissionRepository) {}

  execute(id: string): Promise<Result<Submission, DataError>> {
    return this.submissions.act(id, { type: 'cancel_overdue' });
  }
}
