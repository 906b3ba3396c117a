import type { Clock } from '../../application/ports/clock.port';
import type { ReviewRepository } from '../../application/ports/review-repository.port';
import { isListed } from '../../domain/pros/pro';
import { canReadReview, latestReviews, rateSubmission, ratingSummary, type PublicReview, type RatingInput, type Review } from '../../domain/reviews/review';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { submissionNotFound } from '../../domain/submissions/submission';
import { proRow, reviewRow, toProfile, toPro, toReview, toSubmission, type ReviewRow } from '../shared/table-rows';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import { request, rowOrNull, type LocalDatabase } from './local-database';


/**
 * In `tx` (stores `pros` and `reviews`): the pro's rating recomputed from all their reviews
 * (ratingSummary), as the hosted backend's trigger does. A pro who is not stored is left alone.
 */
export async function recomputeProRating(tx: IDBTransaction, proId: string): Promise<void> {
  const [pro, rows] = await Promise.all([request(tx.objectStore('pros').get(proId)), request(tx.objectStore('reviews').index('pro_id').getAll(proId)) as Promise<ReviewRow[]>]);
  const stored = rowOrNull(toPro, pro);
  if (stored) tx.objectStore('pros').put(proRow({ ...stored, ...ratingSummary(rows.map((r) => r.stars)) }));
}

/**
 * Ratings on IndexedDB. Each call identifies the caller from their access token, loads, lets the
 * domain decide (rateSubmission) and stores the review and the pro's rating recomputed from all
 * their reviews (ratingSummary) in ONE transaction, as the hosted backend's trigger does. The
 * store's unique index on submission_id is the second lock behind "once". No rule is written here.
 */
export class IndexedDbReviews implements ReviewRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
  ) {}

  rate(submissionId: string, input: RatingInput): Promise<Result<Review, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      if (actor === null) return err(dataErrors.notSignedIn());
      return this.db.write(['submissions', 'reviews', 'pros'], async (tx) => {
        const submission = rowOrNull(toSubmission, await request(tx.objectStore('submissions').get(submissionId)));
        if (!submission) return err(submissionNotFound());
        const reviews = tx.objectStore('reviews');
        const existing = rowOrNull(toReview, await request(reviews.index('submission_id').get(submissionId)));
        const rated = rateSubmission(submission, existing, input, actor, globalThis.crypto.randomUUID(), this.clock.now());
        if (!rated.ok) return rated;
        reviews.add(reviewRow(rated.value));
        await recomputeProRating(tx, rated.value.proId);
        return rated;
      });
    });
  }

  findForSubmission(submissionId: string): Promise<Result<Review | null, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      if (actor === null) return err(dataErrors.notSignedIn());
      return this.db.read(['submissions', 'reviews'], async (tx) => {
        const submission = rowOrNull(toSubmission, await request(tx.objectStore('submissions').get(submissionId)));
        if (!submission || !canReadReview(submission, actor)) return err(submissionNotFound());
        return ok(rowOrNull(toReview, await request(tx.objectStore('reviews').index('submission_id').get(submissionId))));
      });
    });
  }

  latestForPro(proId: string, limit: number): Promise<Result<readonly PublicReview[], DataError>> {
    return this.call(() =>
      this.db.read(['pros', 'reviews', 'profiles'], async (tx) => {
        const pro = rowOrNull(toPro, await request(tx.objectStore('pros').get(proId)));
        if (!pro || !isListed(pro)) return ok([]);
        const rows = (await request(tx.objectStore('reviews').index('pro_id').getAll(proId))) as ReviewRow[];
        const latest = latestReviews(rows.map(toReview), proId, limit);
        const shown: PublicReview[] = [];
        for (const r of latest) {
          const profile = rowOrNull(toProfile, await request(tx.objectStore('profiles').get(r.athleteId)));
          shown.push({ id: r.id, stars: r.stars, comment: r.comment, athleteFirstName: profile?.firstName ?? '', createdAt: r.createdAt });
        }
        return ok(shown);
      }),
    );
  }

  private call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'submissions', work);
  }
}
