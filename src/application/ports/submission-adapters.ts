import type { PaymentsPort } from './payments.port';
import type { PlatformSettings } from './platform-settings.port';
import type { ReviewRepository } from './review-repository.port';
import type { SubmissionRepository } from './submission-repository.port';

/** The ports of the submission journey (issue 10), as one backend provides them; videos come apart (VideoRepository). */
export interface SubmissionAdapters {
  readonly submissions: SubmissionRepository;
  readonly payments: PaymentsPort;
  readonly settings: PlatformSettings;
  /** Ratings of delivered analyses (issue 12). */
  readonly reviews: ReviewRepository;
}
