import type { Clock } from '../../application/ports/clock.port';
import type { ReviewRepository } from '../../application/ports/review-repository.port';
import { canReadReview, latestReviews, rateSubmission, ratingSummary, type PublicReview, type RatingInput, type Review } from '../../domain/reviews/review';
import { isListed } from '../../domain/pros/pro';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { submissionNotFound } from '../../domain/submissions/submission';
import type { InMemoryMarketplace } from './in-memory-marketplace.fake';
import type { InMemorySubmissionTables } from './in-memory-submissions.fake';

/**
 * Ratings in memory: identifies the caller, loads the submission and its review, lets the domain
 * decide (rateSubmission) and stores the review with the pro's rating recomputed from every review
 * of theirs (ratingSummary), as the hosted backend's trigger does. No rule is written here.
 */
export class InMemoryReviews implements ReviewRepository {
  constructor(
    private readonly actor: () => Actor,
    private readonly clock: Clock,
    private readonly tables: InMemorySubmissionTables,
    private readonly marketplace: InMemoryMarketplace,
    /** A person's first name, from their profile. */
    private readonly firstNameOf: (userId: string) => string,
  ) {}

  async rate(submissionId: string, input: RatingInput): Promise<Result<Review, DataError>> {
    const actor = this.actor();
    if (actor === null) return err(dataErrors.notSignedIn());
    const submission = this.tables.submissions.get(submissionId);
    if (!submission) return err(submissionNotFound());
    const rated = rateSubmission(submission, this.reviewOf(submissionId), input, actor, globalThis.crypto.randomUUID(), this.clock.now());
    if (!rated.ok) return rated;
    this.tables.reviews.set(rated.value.id, rated.value);
    const pro = this.marketplace.pros.get(rated.value.proId);
    if (pro) {
      const stars = [...this.tables.reviews.values()].filter((r) => r.proId === pro.id).map((r) => r.stars);
      this.marketplace.pros.set(pro.id, { ...pro, ...ratingSummary(stars) });
    }
    return rated;
  }

  async findForSubmission(submissionId: string): Promise<Result<Review | null, DataError>> {
    const actor = this.actor();
    if (actor === null) return err(dataErrors.notSignedIn());
    const submission = this.tables.submissions.get(submissionId);
    if (!submission || !canReadReview(submission, actor)) return err(submissionNotFound());
    return ok(this.reviewOf(submissionId));
  }

  async latestForPro(proId: string, limit: number): Promise<Result<readonly PublicReview[], DataError>> {
    const pro = this.marketplace.pros.get(proId);
    if (!pro || !isListed(pro)) return ok([]);
    return ok(
      latestReviews(this.tables.reviews.values(), proId, limit).map((r) => ({
        id: r.id,
        stars: r.stars,
        comment: r.comment,
        athleteFirstName: this.firstNameOf(r.athleteId),
        createdAt: r.createdAt,
      })),
    );
  }

  private reviewOf(submissionId: string): Review | null {
    return [...this.tables.reviews.values()].find((r) => r.submissionId === submissionId) ?? null;
  }
}
