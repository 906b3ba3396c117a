import type { RatingInput, Review } from '../../domain/reviews/review';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { ReviewRepository } from '../ports/review-repository.port';

/** "Rate this analysis": the backend checks who, when and how often with the domain's rating rule. */
export class RateSubmission {
  constructor(private readonly reviews: ReviewRepository) {}

  execute(submissionId: string, input: RatingInput): Promise<Result<Review, DataError>> {
    return this.reviews.rate(submissionId, input);
  }
}
