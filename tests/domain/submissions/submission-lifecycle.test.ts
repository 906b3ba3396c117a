import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/domain/shared/actor';
import { systemActor, type Principal } from '../../../src/domain/shared/system-actor';
import {
  availableEvents,
  SUBMISSION_EVENT_TYPES,
  transition,
  type SubmissionEvent,
  type SubmissionEventType,
} from '../../../src/domain/submissions/submission-lifecycle';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../src/domain/submissions/submission';
import { aSubmission } from '../../support/submission-mother';

const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const athlete: Actor = { id: 'athlete-1', isAdmin: false };
const pro: Actor = { id: 'pro-1', isAdmin: false };
const admin: Actor = { id: 'admin-1', isAdmin: true };
const stranger: Actor = { id: 'someone-else', isAdmin: false };
const payments = systemActor('payments');

const PRINCIPALS: Record<string, Principal> = { athlete, pro, admin, stranger, payments, scheduler: systemActor('scheduler'), signedOut: null };

const eventOf = (type: SubmissionEventType): SubmissionEvent => {
  switch (type) {
    case 'start_checkout':
      return { type, video: { id: 'video-9', ownerId: 'athlete-1', status: 'ready' } };
    case 'decline':
    case 'refund':
      return { type, reason: 'The clip does not show the serve at all.' };
    default:
      return { type } as SubmissionEvent;
  }
};

/** The lifecycle as the product describes it: every (event, from, who) that succeeds, and where it leads. */
const ALLOWED: readonly [SubmissionEventType, SubmissionStatus, string, SubmissionStatus][] = [
  ['start_checkout', 'draft', 'athlete', 'awaiting_payment'],
  ['cancel', 'draft', 'athlete', 'cancelled'],
  ['cancel', 'awaiting_payment', 'athlete', 'cancelled'],
  ['cancel', 'draft', 'admin', 'cancelled'],
  ['cancel', 'awaiting_payment', 'admin', 'cancelled'],
  ['payment_succeeded', 'awaiting_payment', 'payments', 'submitted'],
  ['start_review', 'submitted', 'pro', 'in_review'],
  ['decline', 'submitted', 'pro', 'refunded'],
  ['decline', 'in_review', 'pro', 'refunded'],
  ['deliver', 'in_review', 'pro', 'delivered'],
  ['refund', 'submitted', 'admin', 'refunded'],
  ['refund', 'in_review', 'admin', 'refunded'],
  ['refund', 'delivered', 'admin', 'refunded'],
  ['pro_removed', 'draft', 'admin', 'cancelled'],
  ['pro_removed', 'awaiting_payment', 'admin', 'cancelled'],
  ['pro_removed', 'submitted', 'admin', 'cancelled'],
  ['pro_removed', 'in_review', 'admin', 'cancelled'],
  // NOW is past the fixtures' turnaround (paid 2026-03-01 10:00 + 48 h); the time itself is tested in turnaround-guarantee.test.ts.
  ['cancel_overdue', 'submitted', 'athlete', 'refunded'],
  ['cancel_overdue', 'in_review', 'athlete', 'refunded'],
  // Issue 12: an open submission closes with its athlete's or its pro's account (fired by the account deletion only).
  ['account_closed', 'awaiting_payment', 'athlete', 'cancelled'],
  ['account_closed', 'submitted', 'athlete', 'cancelled'],
  ['account_closed', 'in_review', 'athlete', 'cancelled'],
  ['account_closed', 'submitted', 'pro', 'cancelled'],
  ['account_closed', 'in_review', 'pro', 'cancelled'],
];

describe('the submission lifecycle: every event from every status by every kind of caller', () => {
  const cases = SUBMISSION_EVENT_TYPES.flatMap((type) =>
    SUBMISSION_STATUSES.flatMap((status) => Object.keys(PRINCIPALS).map((who) => [type, status, who] as const)),
  );

  it.each(cases)('%s from %s by %s', (type, status, who) => {
    const submission = aSubmission({ status });
    const result = transition(submission, eventOf(type), PRINCIPALS[who]!, NOW);
    const allowed = ALLOWED.find(([t, from, by]) => t === type && from === status && by === who);
    if (allowed) {
      expect(result.ok && result.value.submission.status).toBe(allowed[3]);
      const principal = PRINCIPALS[who]!;
      const actorId = principal !== null && 'id' in principal ? principal.id : null;
      expect(result.ok && result.value.event).toMatchObject({ submissionId: 'sub-1', fromStatus: status, toStatus: allowed[3], actorId, at: '2026-03-05T12:00:00.000Z' });
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const mayFireSomewhere = ALLOWED.some(([t, , by]) => t === type && by === who);
    const canRead =
      who === 'admin' || who === 'athlete' || (who === 'pro' && submission.submittedAt !== null) || who === 'payments' || who === 'scheduler';
    const expected = who === 'signedOut' ? 'forbidden' : !canRead ? 'not-found' : mayFireSomewhere ? 'conflict' : 'forbidden';
    expect(result.error.reason).toBe(expected);
  });

  it('holds 24 allowed transitions out of every combination, and the pages offer exactly those', () => {
    expect(ALLOWED).toHaveLength(24);
    for (const status of SUBMISSION_STATUSES) {
      for (const [who, principal] of Object.entries(PRINCIPALS)) {
        const offered = availableEvents(aSubmission({ status }), principal);
        const expected = ALLOWED.filter(([, from, by]) => from === status && by === who).map(([t]) => t);
        expect([...offered].sort(), `${who} on ${status}`).toEqual([...expected].sort());
      }
    }
  });
});

describe('what each transition records and changes', () => {
  it('records who and when on every change; the system is recorded as no person', () => {
    const paid = transition(aSubmission({ status: 'awaiting_payment' }), { type: 'payment_succeeded' }, payments, NOW);
    expect(paid.ok && paid.value.event).toEqual({
      submissionId: 'sub-1',
      fromStatus: 'awaiting_payment',
      toStatus: 'submitted',
      actorId: null,
      at: '2026-03-05T12:00:00.000Z',
      note: null,
    });
    expect(paid.ok && paid.value.submission).toMatchObject({ status: 'submitted', submittedAt: '2026-03-05T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z' });
  });

  it('attaches the uploaded video at checkout; another person’s video or an unfinished upload is refused', () => {
    const draft = aSubmission({ status: 'draft' });
    const started = transition(draft, { type: 'start_checkout', video: { id: 'v-7', ownerId: 'athlete-1', status: 'needs_repair' } }, athlete, NOW);
    expect(started.ok && started.value.submission).toMatchObject({ status: 'awaiting_payment', videoId: 'v-7' });
    const foreign = transition(draft, { type: 'start_checkout', video: { id: 'v-8', ownerId: 'athlete-2', status: 'ready' } }, athlete, NOW);
    expect(!foreign.ok && foreign.error).toMatchObject({ reason: 'invalid', message: 'Choose one of your own videos.' });
    for (const status of ['uploading', 'failed']) {
      const unfinished = transition(draft, { type: 'start_checkout', video: { id: 'v-9', ownerId: 'athlete-1', status } }, athlete, NOW);
      expect(!unfinished.ok && unfinished.error.reason, status).toBe('invalid');
    }
  });

  it('a pro declines only with a reason, which the athlete reads, and the athlete is refunded in full', () => {
    const submitted = aSubmission({ status: 'submitted', priceCents: 6750, platformFeeCents: 675 });
    const blank = transition(submitted, { type: 'decline', reason: '   too short ' }, pro, NOW);
    expect(!blank.ok && blank.error).toMatchObject({ reason: 'invalid', message: 'Give the athlete a reason (at least 10 characters).' });
    const declined = transition(submitted, { type: 'decline', reason: '  I do not coach left-handed serves.  ' }, pro, NOW);
    expect(declined.ok && declined.value.event.note).toBe('I do not coach left-handed serves.');
    expect(declined.ok && declined.value.submission).toMatchObject({ status: 'refunded', refundRequested: true });
    expect(declined.ok && declined.value.refund).toEqual({ amountCents: 7425, currency: 'USD' });
  });

  it('delivering sets deliveredAt; starting a review does not refund anything', () => {
    const delivered = transition(aSubmission({ status: 'in_review' }), { type: 'deliver' }, pro, NOW);
    expect(delivered.ok && delivered.value.submission.deliveredAt).toBe('2026-03-05T12:00:00.000Z');
    const review = transition(aSubmission({ status: 'submitted' }), { type: 'start_review' }, pro, NOW);
    expect(review.ok && review.value.refund).toBeNull();
  });

  it('a deleted pro’s open submissions close; only the paid ones are refunded (the pro-deletion cascade)', () => {
    const outcomes = (['draft', 'awaiting_payment', 'submitted', 'in_review'] as const).map((status) => {
      const result = transition(aSubmission({ status }), { type: 'pro_removed' }, admin, NOW);
      return result.ok ? [status, result.value.submission.status, result.value.submission.refundRequested, result.value.refund?.amountCents ?? 0] : [status, 'refused'];
    });
    expect(outcomes).toEqual([
      ['draft', 'cancelled', false, 0],
      ['awaiting_payment', 'cancelled', false, 0],
      ['submitted', 'cancelled', true, 4950],
      ['in_review', 'cancelled', true, 4950],
    ]);
  });

  it('an athlete cancels before paying with an optional note, never after', () => {
    const cancelled = transition(aSubmission({ status: 'awaiting_payment' }), { type: 'cancel', note: ' Wrong clip ' }, athlete, NOW);
    expect(cancelled.ok && cancelled.value.event).toMatchObject({ toStatus: 'cancelled', note: 'Wrong clip', actorId: 'athlete-1' });
    const late = transition(aSubmission({ status: 'submitted' }), { type: 'cancel' }, athlete, NOW);
    expect(!late.ok && late.error).toEqual({ kind: 'data', reason: 'conflict', message: 'You cannot cancel a submission that is submitted.' });
  });
});

describe('who may do what: the refusals a person sees', () => {
  it('a pro cannot mark their own submission paid; the scheduler cannot either', () => {
    const waiting = aSubmission({ status: 'awaiting_payment', proId: 'pro-1' });
    // The pro does not even see an unpaid submission.
    expect(transition(waiting, { type: 'payment_succeeded' }, pro, NOW)).toMatchObject({ ok: false, error: { reason: 'not-found' } });
    expect(transition(waiting, { type: 'payment_succeeded' }, athlete, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(transition(waiting, { type: 'payment_succeeded' }, admin, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(transition(waiting, { type: 'payment_succeeded' }, systemActor('scheduler'), NOW)).toMatchObject({
      ok: false,
      error: { reason: 'forbidden', message: 'The scheduler service cannot pay for a submission.' },
    });
  });

  it('an athlete cannot deliver or start a review; an admin cannot deliver for the pro', () => {
    const inReview = aSubmission({ status: 'in_review' });
    expect(transition(inReview, { type: 'deliver' }, athlete, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden', message: 'You cannot deliver this submission.' } });
    expect(transition(aSubmission({ status: 'submitted' }), { type: 'start_review' }, athlete, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(transition(inReview, { type: 'deliver' }, admin, NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it('another pro and a signed-out caller are refused without learning anything', () => {
    const otherPro: Actor = { id: 'pro-2', isAdmin: false };
    expect(transition(aSubmission({ status: 'submitted' }), { type: 'start_review' }, otherPro, NOW)).toMatchObject({
      ok: false,
      error: { reason: 'not-found', message: 'We could not find that submission.' },
    });
    expect(transition(aSubmission({ status: 'submitted' }), { type: 'start_review' }, null, NOW)).toMatchObject({
      ok: false,
      error: { reason: 'forbidden', message: 'Sign in to do that.' },
    });
  });

  it('a person who is both the athlete and an admin may cancel as either, but still cannot pay by hand', () => {
    const both: Actor = { id: 'athlete-1', isAdmin: true };
    expect(transition(aSubmission({ status: 'draft' }), { type: 'cancel' }, both, NOW).ok).toBe(true);
    expect(transition(aSubmission({ status: 'awaiting_payment' }), { type: 'payment_succeeded' }, both, NOW).ok).toBe(false);
  });
});
