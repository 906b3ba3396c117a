import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/domain/shared/actor';
import { OVERDUE_CANCEL_NOTE, transition } from '../../../src/domain/submissions/submission-lifecycle';
import { analysisDueAt, HOUR_MS, turnaroundEndsAt } from '../../../src/domain/submissions/submission';
import { overdueCancellationNotice, overdueRefund } from '../../../src/domain/submissions/turnaround-guarantee';
import { aSubmission } from '../../support/submission-mother';

const athlete: Actor = { id: 'athlete-1', isAdmin: false };
const PAID_AT = Date.parse('2026-03-01T10:00:00.000Z');
/** Express, 12 hours: the tier's turnaround as the pricing fixed it on the submission. */
const express = (status: 'submitted' | 'in_review' | 'delivered' | 'refunded' = 'submitted') => aSubmission({ status, tier: 'express', turnaroundHours: 12 });
const ENDS_AT = PAID_AT + 12 * HOUR_MS;

describe('Issue 12 the turnaround guarantee: cancel for a full refund once the turnaround has run out', () => {
  it('Issue 12 ends at the paid time plus the tier’s turnaround; unpaid, there is no deadline', () => {
    expect(turnaroundEndsAt(express())).toBe(ENDS_AT);
    expect(turnaroundEndsAt(aSubmission({ status: 'awaiting_payment' }))).toBeNull();
  });

  it('Issue 13 the analysis is due at that deadline while the pro owes it (submitted, in review); delivered or refunded, nothing is due', () => {
    expect(analysisDueAt(express('submitted'))).toBe(ENDS_AT);
    expect(analysisDueAt(express('in_review'))).toBe(ENDS_AT);
    expect(analysisDueAt(express('delivered'))).toBeNull();
    expect(analysisDueAt(express('refunded'))).toBeNull();
  });

  it('Issue 12 nothing is offered 1 ms before the turnaround ends; it is offered right at it, refunding the total', () => {
    const before = overdueRefund(express(), athlete, ENDS_AT - 1);
    expect(!before.ok && before.error.reason).toBe('conflict');
    expect(overdueRefund(express(), athlete, ENDS_AT)).toEqual({ ok: true, value: { endsAt: ENDS_AT, amountCents: 4950, currency: 'USD' } });
    expect(overdueRefund(express('in_review'), athlete, ENDS_AT + 1).ok).toBe(true);
  });

  it('Issue 12 only the athlete may claim it: the pro and an admin are refused, a stranger gets not-found, signed out is refused', () => {
    const late = ENDS_AT + HOUR_MS;
    const reason = (actor: Actor) => {
      const r = overdueRefund(express(), actor, late);
      return r.ok ? 'ok' : r.error.reason;
    };
    expect(reason({ id: 'pro-1', isAdmin: false })).toBe('forbidden');
    expect(reason({ id: 'admin-1', isAdmin: true })).toBe('forbidden');
    expect(reason({ id: 'someone-else', isAdmin: false })).toBe('not-found');
    expect(reason(null)).toBe('forbidden');
  });

  it('Issue 12 not once delivered or already refunded, however late', () => {
    for (const status of ['delivered', 'refunded'] as const) {
      const r = overdueRefund(express(status), athlete, ENDS_AT + 100 * HOUR_MS);
      expect(!r.ok && r.error.reason, status).toBe('conflict');
    }
  });

  it('Issue 12 the transition refunds in full, records the athlete and the time, and the pro is told', () => {
    const now = ENDS_AT + 5;
    const outcome = transition(express('in_review'), { type: 'cancel_overdue' }, athlete, now);
    expect(outcome.ok && outcome.value.submission).toMatchObject({ status: 'refunded', refundRequested: true });
    expect(outcome.ok && outcome.value.event).toEqual({
      submissionId: 'sub-1', fromStatus: 'in_review', toStatus: 'refunded', actorId: 'athlete-1', at: new Date(now).toISOString(), note: OVERDUE_CANCEL_NOTE,
    });
    expect(outcome.ok && outcome.value.refund).toEqual({ amountCents: 4950, currency: 'USD' });
    expect(overdueCancellationNotice(express())).toEqual({
      userId: 'pro-1',
      title: 'A submission was cancelled',
      body: 'The athlete cancelled the Tennis submission for a full refund: it was not delivered within its 12-hour turnaround.',
      link: '/submissions/sub-1',
    });
  });
});
