import type { ProOffer } from '../../src/domain/submissions/pricing';
import type { Submission, SubmissionStatus } from '../../src/domain/submissions/submission';

/** Object mother for submissions and the offers they are booked from. */
export const anOffer = (overrides: Partial<ProOffer> = {}): ProOffer => ({
  id: 'pro-1',
  sports: ['Tennis', 'Golf'],
  priceCents: 4500,
  currency: 'USD',
  turnaroundHours: 48,
  listed: true,
  ...overrides,
});

/** A submission in `status`, with the timestamps that status implies. */
export const aSubmission = (overrides: Partial<Submission> = {}): Submission => {
  const status: SubmissionStatus = overrides.status ?? 'draft';
  const paid = ['submitted', 'in_review', 'delivered', 'refunded'].includes(status);
  return {
    id: 'sub-1',
    athleteId: 'athlete-1',
    proId: 'pro-1',
    videoId: status === 'draft' ? null : 'video-1',
    sport: 'Tennis',
    question: 'Is my serve toss too far forward?',
    tier: 'standard',
    status,
    priceCents: 4500,
    platformFeeCents: 450,
    referralCreditCents: 0,
    currency: 'USD',
    turnaroundHours: 48,
    submittedAt: paid ? '2026-03-01T10:00:00.000Z' : null,
    deliveredAt: status === 'delivered' ? '2026-03-02T10:00:00.000Z' : null,
    refundRequested: status === 'refunded',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
};
