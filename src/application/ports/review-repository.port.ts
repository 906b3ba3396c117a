import type { PublicReview, RatingInput, Review } from '../../domain/reviews/review';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/**
 * Ratings (issue 12). The backend decides with the domain's `rateSubmission` (only the
 * submission's athlete, once, after delivery, 1–5 stars, a comment up to 1,000 characters) and
 * recomputes the pro's `ratingAvg` and `reviewsCount` itself: no client writes them.
 */
export interface ReviewRepository {
  /** "Send rating". */
  rate(submissionId: string, input: RatingInput): Promise<Result<Review, DataError>>;
  /** The submission's review for those who read the submission; null before the athlete rated it. */
  findForSubmission(submissionId: string): Promise<Result<Review | null, DataError>>;
  /** A listed pro's latest reviews, newest first, for everyone (the athlete's first name only). */
  latestForPro(proId: string, limit: number): Promise<Result<readonly PublicReview[], DataError>>;
}
