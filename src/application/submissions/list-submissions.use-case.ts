import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { SubmissionListQuery, SubmissionRepository, SubmissionView } from '../ports/submission-repository.port';

/** /submissions: the athlete's own or the pro's assigned ones, newest first. */
export class ListSubmissions {
  constructor(private readonly submissions: SubmissionRepository) {}

  execute(query: SubmissionListQuery): Promise<Result<readonly SubmissionView[], DataError>> {
    return this.submissions.list(query);
  }
}
