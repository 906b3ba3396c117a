import { describe, expect, it } from 'vitest';
import { latestReviews, rateSubmission, ratingSummary, validateRating } from '../../../src/domain/reviews/review';
import type { Actor } from '../../../src/domain/shared/actor';
import type { SubmissionStatus } from '../../../src/domain/submissions/submission';
import { aSubmission } from '../../support/submission-mother';

const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const athlete: Actor = { id: 'athlete-1', isAdmin: false };
const delivered = aSubmission({ status: 'delivered' });
const reason = (r: { ok: true } | { ok: false; error: { reason: string } }) => (r.ok ? 'ok' : r.error.reason);

describe('Issue 12 ratings: the athlete rates a delivered analysis once', () => {
  it('Issue 12 the athlete rates a delivered analysis with 1–5 whole stars and an optional trimmed comment', () => {
    expect(rateSubmission(delivered, null, { stars: 4, comment: '  Clear and useful.  ' }, athlete, 'r-1', NOW)).toEqual({
      ok: true,
      value: { id: 'r-1', submissionId: 'sub-1', proId: 'pro-1', athleteId: 'athlete-1', stars: 4, comment: 'Clear and useful.', createdAt: '2026-03-05T12:00:00.000Z' },
    });
    const bare = rateSubmission(delivered, null, { stars: 5, comment: '   ' }, athlete, 'r-2', NOW);
    expect(bare.ok && bare.value.comment).toBeNull();
  });

  it('Issue 12 a second rating is refused', () => {
    expect(reason(rateSubmission(delivered, { submissionId: 'sub-1' }, { stars: 5 }, athlete, 'r-2', NOW))).toBe('conflict');
  });

  it('Issue 12 nobody else rates: the pro and an admin are refused, a stranger gets not-found, signed out is refused', () => {
    expect(reason(rateSubmission(delivered, null, { stars: 5 }, { id: 'pro-1', isAdmin: false }, 'r', NOW))).toBe('forbidden');
    expect(reason(rateSubmission(delivered, null, { stars: 5 }, { id: 'admin-1', isAdmin: true }, 'r', NOW))).toBe('forbidden');
    expect(reason(rateSubmission(delivered, null, { stars: 5 }, { id: 'other', isAdmin: false }, 'r', NOW))).toBe('not-found');
    expect(reason(rateSubmission(delivered, null, { stars: 5 }, null, 'r', NOW))).toBe('forbidden');
  });

  it('Issue 12 not before the delivery (nor after a refund or cancellation)', () => {
    for (const status of ['draft', 'awaiting_payment', 'submitted', 'in_review', 'cancelled', 'refunded'] as SubmissionStatus[]) {
      expect(reason(rateSubmission(aSubmission({ status }), null, { stars: 5 }, athlete, 'r', NOW)), status).toBe('conflict');
    }
  });

  it('Issue 12 stars are whole numbers from 1 to 5; a comment has at most 1,000 characters', () => {
    for (const stars of [0, 6, 3.5, Number.NaN, -1]) expect(validateRating({ stars }).stars, String(stars)).toBe('Choose from 1 to 5 stars.');
    for (const stars of [1, 5]) expect(validateRating({ stars })).toEqual({});
    expect(validateRating({ stars: 3, comment: 'x'.repeat(1000) })).toEqual({});
    expect(validateRating({ stars: 3, comment: 'x'.repeat(1001) }).comment).toBe('Keep your comment under 1,000 characters.');
    expect(reason(rateSubmission(delivered, null, { stars: 3, comment: 'x'.repeat(1001) }, athlete, 'r', NOW))).toBe('invalid');
    expect(reason(rateSubmission(delivered, null, { stars: 0 }, athlete, 'r', NOW))).toBe('invalid');
  });
});

describe('Issue 12 the pro’s rating is the mean of their reviews, computed from them', () => {
  it('Issue 12 no review: no average and a count of zero; otherwise the mean rounded half up to two decimals', () => {
    expect(ratingSummary([])).toEqual({ ratingAvg: null, reviewsCount: 0 });
    expect(ratingSummary([4])).toEqual({ ratingAvg: 4, reviewsCount: 1 });
    expect(ratingSummary([5, 4, 4])).toEqual({ ratingAvg: 4.33, reviewsCount: 3 });
    expect(ratingSummary([5, 5, 4])).toEqual({ ratingAvg: 4.67, reviewsCount: 3 });
    expect(ratingSummary([1, 1, 1, 1, 1, 1, 1, 2])).toEqual({ ratingAvg: 1.13, reviewsCount: 8 }); // 1.125 → 1.13
  });

  it('Issue 12 the latest reviews are the pro’s own, newest first, as many as asked', () => {
    const r = (id: string, proId: string, createdAt: string) => ({ id, proId, createdAt });
    const all = [r('a', 'p', '2026-03-01T00:00:00Z'), r('b', 'q', '2026-03-04T00:00:00Z'), r('c', 'p', '2026-03-03T00:00:00Z'), r('d', 'p', '2026-03-02T00:00:00Z')];
    expect(latestReviews(all, 'p', 2).map((x) => x.id)).toEqual(['c', 'd']);
    expect(latestReviews(all, 'p', 10).map((x) => x.id)).toEqual(['c', 'd', 'a']);
  });
});
