import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';
import { canReadSubmission, submissionNotFound, type Submission } from '../submissions/submission';
import { latestFirst } from '../shared/compare-keys';
import { countText } from '../shared/number-text';

/**
 * Ratings (issue 12): after a delivery the athlete rates the analysis once, 1 to 5 stars and an
 * optional comment; the pro's `ratingAvg` and `reviewsCount` follow, computed by the backend
 * from the reviews (never written by a client).
 */
export const STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_COMMENT_MAX = 1_000;
/** How many reviews the pro's page shows. */
export const LATEST_REVIEWS_COUNT = 5;

export interface Review {
  readonly id: string;
  readonly submissionId: string;
  readonly proId: string;
  readonly athleteId: string;
  /** 1–5, whole stars. */
  readonly stars: number;
  /** Trimmed; null when the athlete wrote none. */
  readonly comment: string | null;
  readonly createdAt: string;
}

/** A review as the pro's public page shows it: no athlete id, their first name only. */
export interface PublicReview {
  readonly id: string;
  readonly stars: number;
  readonly comment: string | null;
  readonly athleteFirstName: string;
  readonly createdAt: string;
}

export interface RatingInput {
  readonly stars: number;
  readonly comment?: string;
}

export type RatingErrors = Partial<Record<keyof RatingInput, string>>;

/** Whole stars from 1 to 5; a comment of at most 1,000 characters once trimmed. */
export function validateRating(input: RatingInput): RatingErrors {
  const errors: RatingErrors = {};
  if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5) errors.stars = 'Choose from 1 to 5 stars.';
  if ((input.comment ?? '').trim().length > REVIEW_COMMENT_MAX) errors.comment = `Keep your comment under ${countText(REVIEW_COMMENT_MAX)} characters.`;
  return errors;
}

/**
 * Why a rating is refused, in the words a person reads. rate_submission refuses the same in SQL and
 * the hosted backend's adapter turns its refusals into these (tests/contract/reviews.contract.ts).
 */
export const ratingRefusals = {
  /** Someone who may read the submission but did not ask for it (its pro, an admin). */
  notTheAthlete: (): DataError => dataErrors.forbidden('Only the athlete who asked for this analysis can rate it.'),
  notDelivered: (): DataError => dataErrors.conflict('You can rate an analysis once it is delivered.'),
  alreadyRated: (): DataError => dataErrors.conflict('You already rated this analysis.'),
};

/** The words for a rating's first invalid field, or null when it is valid. */
export function ratingInputRefusal(input: RatingInput): DataError | null {
  const errors = validateRating(input);
  const first = errors.stars ?? errors.comment;
  return first ? dataErrors.invalid(first) : null;
}

/**
 * "Rate this analysis": only the submission's athlete (anyone else who may read it is refused,
 * anyone who may not gets not-found), only once it is delivered, only once.
 */
export function rateSubmission(
  submission: Submission,
  existing: Pick<Review, 'submissionId'> | null,
  input: RatingInput,
  actor: Actor,
  id: string,
  now: number,
): Result<Review, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (!canReadSubmission(submission, actor)) return err(submissionNotFound());
  if (actor.id !== submission.athleteId) return err(ratingRefusals.notTheAthlete());
  if (submission.status !== 'delivered') return err(ratingRefusals.notDelivered());
  if (existing !== null) return err(ratingRefusals.alreadyRated());
  const invalid = ratingInputRefusal(input);
  if (invalid) return err(invalid);
  const comment = (input.comment ?? '').trim();
  return ok({
    id,
    submissionId: submission.id,
    proId: submission.proId,
    athleteId: submission.athleteId,
    stars: input.stars,
    comment: comment === '' ? null : comment,
    createdAt: new Date(now).toISOString(),
  });
}

/** Who reads a submission's review: whoever reads the submission (its athlete, its pro, admins). */
export const canReadReview = (submission: Submission, actor: Actor): boolean => canReadSubmission(submission, actor);

export interface RatingSummary {
  /** The mean of the stars, rounded half up to two decimals (the column is numeric(3,2)); null without reviews. */
  readonly ratingAvg: number | null;
  readonly reviewsCount: number;
}

/** The pro's rating from their reviews' stars: a pure function, the SQL trigger computes the same. */
export function ratingSummary(stars: readonly number[]): RatingSummary {
  if (stars.length === 0) return { ratingAvg: null, reviewsCount: 0 };
  const sum = stars.reduce((total, s) => total + s, 0);
  return { ratingAvg: Math.round((sum * 100) / stars.length) / 100, reviewsCount: stars.length };
}

/** The pro's latest reviews, newest first (among equal times, the later stored first). */
export function latestReviews<R extends Pick<Review, 'proId' | 'createdAt'>>(reviews: Iterable<R>, proId: string, limit: number): R[] {
  return latestFirst([...reviews].filter((review) => review.proId === proId)).slice(0, Math.max(0, limit));
}
