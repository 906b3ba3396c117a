import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Submission, SubmissionRequest } from '../../domain/submissions/submission';
import type { SubmissionRepository } from '../ports/submission-repository.port';

/** "Continue to upload": a draft for the chosen pro; the backend prices it and decides who may ask. */
export class CreateSubmissionDraft {
  constructor(private readonly submissions: SubmissionRepository) {}

  execute(proId: string, request: SubmissionRequest): Promise<Result<Submission, DataError>> {
    return this.submissions.createDraft(proId, request);
  }
}
