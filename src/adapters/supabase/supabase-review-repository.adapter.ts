import type { ReviewRepository } from '../../application/ports/review-repository.port';
import { ratingInputRefusal, ratingRefusals, type PublicReview, type RatingInput, type Review } from '../../domain/reviews/review';
import { err, ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import { submissionNotFound } from '../../domain/submissions/submission';
import { toPublicReview, toReview } from '../shared/table-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { isUuid } from './supabase-marketplace-mapping';
import { postgrestToDataError, refusedCaller, type PostgrestFailure, SQL_CODES } from './supabase-errors';
import { lifecycleError, SupabaseSubmissionRepository } from './supabase-submission-repository.adapter';


/**
 * Ratings over supabase/migrations/20250601001100_reviews_and_turnaround.sql: rate_submission
 * checks the rating rule and stores the review (a trigger recomputes the pro's rating), the
 * reviews table's policy lets the submission's readers read its review, and latest_reviews shows
 * a listed pro's reviews to everyone. The client writes no row itself.
 */
export class SupabaseReviewRepository implements ReviewRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async rate(submissionId: string, input: RatingInput): Promise<Result<Review, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const { data, error } = await this.client.rpc('rate_submission', { submission_id: submissionId, stars: input.stars, comment: input.comment ?? null });
    return error ? err(await this.ratingRefusal(error, input)) : ok(toReview(data));
  }

  async findForSubmission(submissionId: string): Promise<Result<Review | null, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    // Whoever may read the submission reads its review: ask for the submission first, so a stranger gets not-found.
    const readable = await new SupabaseSubmissionRepository(this.client).find(submissionId);
    if (!readable.ok) return readable;
    const { data, error } = await this.client.from('reviews').select('*').eq('submission_id', submissionId).maybeSingle();
    if (error) return err(postgrestToDataError(error));
    return ok(data ? toReview(data) : null);
  }

  async latestForPro(proId: string, limit: number): Promise<Result<readonly PublicReview[], DataError>> {
    if (!isUuid(proId)) return ok([]);
    const { data, error } = await this.client.rpc('latest_reviews', { pro_id: proId, max_count: limit }).retry(false);
    return error ? err(postgrestToDataError(error)) : ok((data ?? []).map(toPublicReview));
  }

  /**
   * rate_submission's refusals in the domain's words (rateSubmission), checked in the same order:
   * signed out or not the athlete (both 42501), not delivered yet,
   * rated already, stars or comment out of bounds.
   */
  private async ratingRefusal(error: PostgrestFailure, input: RatingInput): Promise<DataError> {
    if (error.code === SQL_CODES.notPermitted) return refusedCaller(this.client, ratingRefusals.notTheAthlete());
    if (error.code === SQL_CODES.checkFailed) return ratingRefusals.notDelivered();
    if (error.code === SQL_CODES.alreadyExists) return ratingRefusals.alreadyRated();
    if (error.code === SQL_CODES.invalidInput) return ratingInputRefusal(input) ?? postgrestToDataError(error);
    return lifecycleError(error);
  }
}
