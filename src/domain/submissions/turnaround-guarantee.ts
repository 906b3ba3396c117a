import type { NewNotification } from '../notifications/notification';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import type { DataError } from '../shared/data-error';
import { transition } from './submission-lifecycle';
import { turnaroundEndsAt, type Submission } from './submission';

/**
 * The turnaround guarantee (issue 12): once a paid submission's turnaround has run out
 * (`submittedAt + turnaroundHours`, the tier's turnaround fixed by the pricing when the draft
 * was priced) and the pro has not delivered, its athlete may cancel it for a full refund.
 */
export interface OverdueRefund {
  /** When the turnaround ran out, epoch milliseconds. */
  readonly endsAt: number;
  readonly amountCents: number;
  readonly currency: string;
}

/**
 * May `actor` cancel `submission` for a full refund at `now` (the Clock's epoch ms)? The answer
 * is the lifecycle's own (`cancel_overdue`): only the athlete, only while submitted or in review,
 * only from the end of the turnaround on (not 1 ms before). A screen asks this to offer the button;
 * the backend asks `transition` again when it is pressed.
 */
export function overdueRefund(submission: Submission, actor: Actor, now: number): Result<OverdueRefund, DataError> {
  const outcome = transition(submission, { type: 'cancel_overdue' }, actor, now);
  if (!outcome.ok) return outcome;
  const endsAt = turnaroundEndsAt(submission);
  if (endsAt === null || outcome.value.refund === null) return err({ kind: 'data', reason: 'conflict', message: 'This submission was not paid.' });
  return ok({ endsAt, ...outcome.value.refund });
}

/** What the pro is told when the athlete cancels under the guarantee (the SQL sends the same words). */
export function overdueCancellationNotice(submission: Pick<Submission, 'id' | 'proId' | 'sport' | 'turnaroundHours'>): NewNotification {
  return {
    userId: submission.proId,
    title: 'A submission was cancelled',
    body: `The athlete cancelled the ${submission.sport} submission for a full refund: it was not delivered within its ${submission.turnaroundHours}-hour turnaround.`,
    link: `/submissions/${submission.id}`,
  };
}
