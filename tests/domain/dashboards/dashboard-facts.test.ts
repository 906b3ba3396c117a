import { describe, expect, it } from 'vitest';
import { athleteCounts, athleteNextAction } from '../../../src/domain/dashboards/athlete-dashboard';
import { calendarMonthOf } from '../../../src/domain/dashboards/calendar-month';
import { platformCounts } from '../../../src/domain/dashboards/platform-counts';
import { dueAt, earningsThisMonth, isOverdue, listingFacts, queueCounts, reviewQueue, verificationStep } from '../../../src/domain/dashboards/pro-dashboard';
import type { Payment } from '../../../src/domain/payments/payment';
import { SUBMISSION_STATUSES } from '../../../src/domain/submissions/submission';
import { aPro } from '../../support/pro-mother';
import { aSubmission } from '../../support/submission-mother';

const at = (iso: string) => Date.parse(iso);
const view = (overrides: Parameters<typeof aSubmission>[0]) => ({ submission: aSubmission(overrides), athleteName: 'Alice Athlete', proName: 'Coach Carla' });

describe('Issue 12 the athlete’s next action follows the submission’s status', () => {
  it('draft → "Upload your clip" on /upload, awaiting payment → "Pay" on /checkout, delivered → "Watch your analysis"', () => {
    expect(athleteNextAction({ id: 's 1', status: 'draft' })).toEqual({ label: 'Upload your clip', path: '/upload?submission=s%201' });
    expect(athleteNextAction({ id: 's1', status: 'awaiting_payment' })).toEqual({ label: 'Pay', path: '/checkout?submission=s1' });
    expect(athleteNextAction({ id: 's1', status: 'delivered' })).toEqual({ label: 'Watch your analysis', path: '/submissions/s1' });
  });

  it('every status has one next action', () => {
    for (const status of SUBMISSION_STATUSES) expect(athleteNextAction({ id: 's1', status }).label.length).toBeGreaterThan(0);
  });
});

describe('Issue 12 the pro’s review queue: due at paid time + turnaround, overdue first', () => {
  it('is due at submittedAt + the tier’s turnaround, and overdue from that instant while not delivered', () => {
    const s = aSubmission({ status: 'submitted', submittedAt: '2026-03-01T10:00:00.000Z', turnaroundHours: 12 });
    expect(dueAt(s)).toBe('2026-03-01T22:00:00.000Z');
    expect(isOverdue(s, at('2026-03-01T21:59:59.999Z'))).toBe(false);
    expect(isOverdue(s, at('2026-03-01T22:00:00.000Z'))).toBe(true);
    expect(isOverdue({ ...s, status: 'delivered' }, at('2026-03-09T00:00:00.000Z'))).toBe(false);
    expect(dueAt(aSubmission({ status: 'awaiting_payment' }))).toBeNull();
  });

  it('holds paid open submissions only, overdue ones first, then the earliest due', () => {
    const now = at('2026-03-03T12:00:00.000Z');
    const queue = reviewQueue(
      [
        view({ id: 'later', status: 'submitted', submittedAt: '2026-03-03T00:00:00.000Z', turnaroundHours: 48 }),
        view({ id: 'soon', status: 'in_review', submittedAt: '2026-03-02T00:00:00.000Z', turnaroundHours: 48 }),
        view({ id: 'late', status: 'submitted', submittedAt: '2026-03-01T00:00:00.000Z', turnaroundHours: 24 }),
        view({ id: 'very-late', status: 'in_review', submittedAt: '2026-03-02T00:00:00.000Z', turnaroundHours: 12 }),
        view({ id: 'done', status: 'delivered' }),
        view({ id: 'gone', status: 'refunded' }),
      ],
      now,
    );
    expect(queue.map((e) => [e.submissionId, e.overdue])).toEqual([
      ['late', true],
      ['very-late', true],
      ['soon', false],
      ['later', false],
    ]);
    expect(queue[0]).toMatchObject({ dueAt: '2026-03-02T00:00:00.000Z', statusLabel: 'Submitted', athleteName: 'Alice Athlete' });
  });
});

describe('Issue 12 the pro’s verification next step', () => {
  it('new or draft → "Start your application", pending → "Waiting for review", rejected → "Fix and resubmit" with the reason', () => {
    expect(verificationStep(null).nextStep).toBe('Start your application');
    expect(verificationStep(aPro({ verificationStatus: 'draft' })).nextStep).toBe('Start your application');
    expect(verificationStep(aPro({ verificationStatus: 'pending' })).nextStep).toBe('Waiting for review');
    expect(verificationStep(aPro({ verificationStatus: 'rejected', rejectionReason: 'Upload a readable certificate.' }))).toMatchObject({
      nextStep: 'Fix and resubmit',
      path: '/onboarding/pro',
      rejectionReason: 'Upload a readable certificate.',
    });
    expect(verificationStep(aPro({ id: 'p1', verificationStatus: 'approved' }))).toMatchObject({ statusLabel: 'Verified', path: '/pros/p1' });
  });
});

describe('Issue 13 the pro’s listing on the dashboard: what athletes see of them and the analyses delivered', () => {
  it('a listed pro: rating, price, turnaround, sports and profile path, and the delivered analyses counted, nothing else', () => {
    const pro = aPro({ id: 'p 1', ratingAvg: 4.75, reviewsCount: 4, priceCents: 6000, turnaroundHours: 72, sports: ['Tennis', 'Golf'] });
    const submissions = [aSubmission({ status: 'delivered' }), aSubmission({ status: 'delivered' }), aSubmission({ status: 'in_review' }), aSubmission({ status: 'refunded' }), aSubmission({ status: 'submitted' })];
    expect(listingFacts(pro, submissions)).toEqual({
      ratingAvg: 4.75,
      reviewsCount: 4,
      delivered: 2,
      priceCents: 6000,
      currency: 'USD',
      turnaroundHours: 72,
      sports: ['Tennis', 'Golf'],
      path: '/pros/p%201',
    });
  });

  it('no rating until the first review, whatever the average says', () => {
    expect(listingFacts(aPro({ ratingAvg: 0, reviewsCount: 0 }), [])).toMatchObject({ ratingAvg: null, reviewsCount: 0, delivered: 0 });
  });

  it('none for a pro who is not listed: no application, draft, pending, rejected, or deleted', () => {
    expect(listingFacts(null, [])).toBeNull();
    for (const verificationStatus of ['draft', 'pending', 'rejected'] as const) expect(listingFacts(aPro({ verificationStatus }), [])).toBeNull();
    expect(listingFacts(aPro({ deletedAt: '2026-02-01T00:00:00.000Z' }), [])).toBeNull();
  });
});

describe('Issue 12 earnings this month: the pro’s share of the payments that succeeded this calendar month (UTC)', () => {
  it('sums the review price (payment minus platform fee) of paid, kept submissions paid this month', () => {
    const now = at('2026-03-15T12:00:00.000Z');
    const earnings = earningsThisMonth(
      [
        aSubmission({ status: 'submitted', submittedAt: '2026-03-01T00:00:00.000Z', priceCents: 4500, platformFeeCents: 450 }),
        aSubmission({ status: 'delivered', submittedAt: '2026-03-31T23:59:59.999Z', priceCents: 6750, platformFeeCents: 675 }),
        aSubmission({ status: 'in_review', submittedAt: '2026-02-28T23:59:59.999Z', priceCents: 1000 }),
        aSubmission({ status: 'refunded', submittedAt: '2026-03-02T00:00:00.000Z', priceCents: 1000 }),
        aSubmission({ status: 'cancelled', submittedAt: '2026-03-02T00:00:00.000Z', priceCents: 1000 }),
        aSubmission({ status: 'submitted', submittedAt: '2026-03-02T00:00:00.000Z', priceCents: 1000, currency: 'EUR' }),
      ],
      now,
      'USD',
    );
    expect(earnings).toEqual({ cents: 4500 + 6750, currency: 'USD' });
    expect(calendarMonthOf(now)).toEqual({ start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' });
  });
});

describe('Issue 12 platform counts for admins', () => {
  const payment = (submissionId: string, status: Payment['status'], amountCents: number): Payment => ({
    id: `pay-${submissionId}-${status}`, submissionId, payerId: 'a', amountCents, currency: 'USD', provider: 'simulated', providerRef: null, status,
    idempotencyKey: `checkout:${submissionId}:1`, attempt: 1, createdAt: '2026-03-01T00:00:00.000Z',
  });
  const rows = {
    pros: [aPro({ verificationStatus: 'pending' }), aPro({ verificationStatus: 'pending', deletedAt: '2026-03-01T00:00:00.000Z' }), aPro({ verificationStatus: 'approved' })],
    submissions: [
      aSubmission({ id: 'paid', status: 'submitted', submittedAt: '2026-03-02T00:00:00.000Z', platformFeeCents: 450 }),
      aSubmission({ id: 'old', status: 'delivered', submittedAt: '2026-02-02T00:00:00.000Z' }),
      aSubmission({ id: 'back', status: 'refunded', submittedAt: '2026-03-02T00:00:00.000Z' }),
      aSubmission({ id: 'd', status: 'draft' }),
    ],
    payments: [payment('paid', 'succeeded', 4950), payment('old', 'succeeded', 4950), payment('back', 'refunded', 4950), payment('paid', 'failed', 4950)],
    videos: [
      { status: 'ready' as const, durationS: 10, thumbnailPath: 'a/t.jpg' },
      { status: 'ready' as const, durationS: 10, thumbnailPath: null },
      { status: 'needs_repair' as const, durationS: null, thumbnailPath: null },
      { status: 'failed' as const, durationS: null, thumbnailPath: null },
      { status: 'uploading' as const, durationS: null, thumbnailPath: null },
    ],
    currency: 'USD',
  };

  it('counts pending verifications, submissions by status, this month’s revenue and fees, and videos needing repair', () => {
    const counts = platformCounts(rows, { id: 'admin', isAdmin: true }, at('2026-03-20T00:00:00.000Z'));
    expect(counts.ok && counts.value).toEqual({
      pendingVerifications: 1,
      submissionsByStatus: { draft: 1, awaiting_payment: 0, submitted: 1, in_review: 0, delivered: 1, cancelled: 0, refunded: 1 },
      revenueThisMonthCents: 4950,
      platformFeesThisMonthCents: 450,
      currency: 'USD',
      videosNeedingRepair: 3,
    });
  });

  it('refuses anyone who is not an admin, signed out included', () => {
    const now = at('2026-03-20T00:00:00.000Z');
    expect(platformCounts(rows, { id: 'pro', isAdmin: false }, now)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(platformCounts(rows, null, now)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });
});

describe('Issue 13 the dashboards’ numbers', () => {
  it('the athlete: drafts and orders to pay wait on them, paid ones are with their pro, delivered ones came back; closed ones count nowhere', () => {
    const rows = SUBMISSION_STATUSES.map((status) => ({ status }));
    expect(athleteCounts(rows)).toEqual({ waitingOnYou: 2, withYourPro: 2, delivered: 1 });
    expect(athleteCounts([])).toEqual({ waitingOnYou: 0, withYourPro: 0, delivered: 0 });
  });

  it('the pro: every queued review waits, the overdue ones are counted apart', () => {
    expect(queueCounts([{ overdue: true }, { overdue: false }, { overdue: false }])).toEqual({ waiting: 3, overdue: 1 });
    expect(queueCounts([])).toEqual({ waiting: 0, overdue: 0 });
  });
});
