import { isListed, ratedAverage, type Pro, type VerificationStatus } from '../pros/pro';
import type { Sport } from '../pros/sports';
import { analysisDueAt, PAID_OPEN_STATUSES, SUBMISSION_STATUS_LABELS, turnaroundEndsAt, type Submission, type SubmissionStatus } from '../submissions/submission';
import { calendarMonthOf, isInMonth, type CalendarMonth } from './calendar-month';
import { compareKeys } from '../shared/compare-keys';

// ---------------------------------------------------------------------------------------------
// The review queue: what the pro owes, with its due time.

/** When the review is due, as ISO text: the turnaround's deadline (turnaroundEndsAt); null before payment. */
export function dueAt(submission: Pick<Submission, 'submittedAt' | 'turnaroundHours'>): string | null {
  const endsAt = turnaroundEndsAt(submission);
  return endsAt === null ? null : new Date(endsAt).toISOString();
}

/** Past its due time and not delivered: the promised turnaround was missed. */
export const isOverdue = (submission: Pick<Submission, 'status' | 'submittedAt' | 'turnaroundHours'>, now: number): boolean => {
  const due = analysisDueAt(submission);
  return due !== null && due <= now;
};

export interface ReviewQueueEntry {
  readonly submissionId: string;
  readonly athleteId: string;
  readonly athleteName: string;
  readonly sport: string;
  /** What the athlete asked. */
  readonly question: string;
  readonly tier: Submission['tier'];
  readonly status: SubmissionStatus;
  readonly statusLabel: string;
  readonly dueAt: string;
  readonly overdue: boolean;
}

/**
 * The pro's queue: paid submissions not yet delivered (submitted, in review), overdue ones first,
 * then by due time, earliest first (among equal due times, the earlier paid first).
 */
export function reviewQueue(views: readonly { readonly submission: Submission; readonly athleteName: string }[], now: number): ReviewQueueEntry[] {
  return views
    .filter(({ submission: s }) => PAID_OPEN_STATUSES.includes(s.status) && s.submittedAt !== null)
    .map(({ submission: s, athleteName }) => ({
      submissionId: s.id,
      athleteId: s.athleteId,
      athleteName,
      sport: s.sport,
      question: s.question,
      tier: s.tier,
      status: s.status,
      statusLabel: SUBMISSION_STATUS_LABELS[s.status],
      dueAt: dueAt(s)!,
      overdue: isOverdue(s, now),
    }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || compareKeys(a.dueAt, b.dueAt) || compareKeys(a.submissionId, b.submissionId));
}

/** The queue's numbers at a glance: how many reviews wait, and how many of them are overdue. */
export const queueCounts = (queue: readonly Pick<ReviewQueueEntry, 'overdue'>[]): { readonly waiting: number; readonly overdue: number } => ({
  waiting: queue.length,
  overdue: queue.filter((entry) => entry.overdue).length,
});

// ---------------------------------------------------------------------------------------------
// Verification: where the pro stands and the one next step.

export interface VerificationStep {
  /** null: no application yet. */
  readonly status: VerificationStatus | null;
  readonly statusLabel: string;
  /** The next step, exactly as the dashboard shows it. */
  readonly nextStep: string;
  readonly path: string;
  /** Why an admin rejected the application (rejected only). */
  readonly rejectionReason: string | null;
}

/** The verification status and its next step: start, wait, or fix and resubmit; an approved pro is listed. */
export function verificationStep(pro: { readonly id: string; readonly verificationStatus: VerificationStatus; readonly rejectionReason: string | null } | null): VerificationStep {
  const onboarding = '/onboarding/pro';
  if (pro === null) return { status: null, statusLabel: 'Not started', nextStep: 'Start your application', path: onboarding, rejectionReason: null };
  switch (pro.verificationStatus) {
    case 'draft':
      return { status: 'draft', statusLabel: 'Not submitted yet', nextStep: 'Start your application', path: onboarding, rejectionReason: null };
    case 'pending':
      return { status: 'pending', statusLabel: 'Submitted for verification', nextStep: 'Waiting for review', path: onboarding, rejectionReason: null };
    case 'rejected':
      return { status: 'rejected', statusLabel: 'Not approved', nextStep: 'Fix and resubmit', path: onboarding, rejectionReason: pro.rejectionReason };
    case 'approved':
      return { status: 'approved', statusLabel: 'Verified', nextStep: 'See your public profile', path: `/pros/${encodeURIComponent(pro.id)}`, rejectionReason: null };
  }
}

// ---------------------------------------------------------------------------------------------
// Earnings.

/** Paid and not refunded or cancelled: the pro keeps their share (a cancelled paid one is refunded). */
export const EARNING_STATUSES: readonly SubmissionStatus[] = ['submitted', 'in_review', 'delivered'];

export interface Money {
  readonly cents: number;
  readonly currency: string;
}

/**
 * "Earnings this month": the pro's share of the payments that succeeded this calendar month (the
 * submission's `submittedAt` is when its payment succeeded), refunded ones left out. As pricing
 * defines it, the athlete pays the review price plus the platform fee on top, so the pro's share
 * is the payment minus the platform fee: the review price (`priceCents`). Any referral credit is
 * the platform's, never taken from the pro. Only amounts in the platform's currency are summed.
 */
export function earningsThisMonth(submissions: Iterable<Pick<Submission, 'status' | 'submittedAt' | 'priceCents' | 'currency'>>, now: number, currency: string): Money {
  const month: CalendarMonth = calendarMonthOf(now);
  let cents = 0;
  for (const s of submissions) {
    if (EARNING_STATUSES.includes(s.status) && s.currency === currency && isInMonth(s.submittedAt, month)) cents += s.priceCents;
  }
  return { cents, currency };
}

// ---------------------------------------------------------------------------------------------
// The listing: what athletes see of the pro, and the work delivered through it.

/** The rating under the pro's own names, so whatever shows a pro's rating shows this one. */
export interface ListingFacts {
  /** The athletes' average rating; null until the first review. */
  readonly ratingAvg: number | null;
  readonly reviewsCount: number;
  /** Analyses delivered, all time. */
  readonly delivered: number;
  readonly priceCents: number;
  readonly currency: string;
  readonly turnaroundHours: number;
  readonly sports: readonly Sport[];
  /** The public profile. */
  readonly path: string;
}

/** A listed pro's listing (isListed) and how many analyses they have delivered; null while they are not listed. */
export function listingFacts(pro: Pro | null, submissions: Iterable<Pick<Submission, 'status'>>): ListingFacts | null {
  if (pro === null || !isListed(pro)) return null;
  let delivered = 0;
  for (const s of submissions) if (s.status === 'delivered') delivered++;
  return {
    ratingAvg: ratedAverage(pro),
    reviewsCount: pro.reviewsCount,
    delivered,
    priceCents: pro.priceCents,
    currency: pro.currency,
    turnaroundHours: pro.turnaroundHours,
    sports: pro.sports,
    path: `/pros/${encodeURIComponent(pro.id)}`,
  };
}
