import { dataErrors, type DataError } from '../shared/data-error';
import { isSystemActor, type Principal, type SystemService } from '../shared/system-actor';
import { err, ok, type Result } from '../result';
import {
  canReadSubmission,
  submissionNotFound,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_LABELS,
  totalCents,
  turnaroundPassed,
  type Submission,
  type SubmissionChange,
  type SubmissionListRole,
  type SubmissionStatus,
} from './submission';

/**
 * The submission lifecycle, one state machine for every backend:
 *
 *   draft → awaiting_payment → submitted → in_review → delivered
 *      ↘ cancelled ↙               ↘ refunded ↙ (declined by the pro, refunded by an admin, or
 *                                                 cancelled by the athlete once the turnaround ran out)
 *
 * The table below is the whole rule: which event, from which statuses, to which status, fired by
 * whom. `athlete` is the submission's own athlete, `pro` its assigned pro, `admin` any admin,
 * `system` a server-side service (the payment provider). The SQL migration
 * (supabase/migrations/20250601000400_submissions.sql) enforces the same table, and
 * tests/supabase/submissions-security.test.ts holds it to this one, case by case.
 *
 * The turnaround guarantee (issue 12) is the event `cancel_overdue`: the athlete, not a
 * scheduler, cancels a paid submission the pro has not delivered once `submittedAt +
 * turnaroundHours` has passed (turnaroundPassed), refunded in full.
 */
export type SubmissionRole = 'athlete' | 'pro' | 'admin' | 'system';

export type SubmissionEvent =
  /** "Continue to checkout": the uploaded video is attached and payment is awaited. */
  | { readonly type: 'start_checkout'; readonly video: { readonly id: string; readonly ownerId: string; readonly status: string } }
  /** Before payment, by the athlete or an admin. */
  | { readonly type: 'cancel'; readonly note?: string }
  /** The provider confirmed the charge (webhook or simulated provider). */
  | { readonly type: 'payment_succeeded' }
  | { readonly type: 'start_review' }
  /** The pro turns the request down, with a reason the athlete reads; refunded in full. */
  | { readonly type: 'decline'; readonly reason: string }
  | { readonly type: 'deliver' }
  /** An admin gives the money back (a dispute), with a reason. */
  | { readonly type: 'refund'; readonly reason: string }
  /** The pro was deleted: open submissions close, paid ones are refunded (the pro-deletion cascade). */
  | { readonly type: 'pro_removed' }
  /** The turnaround guarantee: the athlete cancels an undelivered submission past its turnaround, refunded in full. */
  | { readonly type: 'cancel_overdue' }
  /** The athlete or the pro deleted their account: the open submission closes, refunded in full when paid (issue 12). */
  | { readonly type: 'account_closed' };

export type SubmissionEventType = SubmissionEvent['type'];

export interface TransitionRule {
  readonly from: readonly SubmissionStatus[];
  readonly to: SubmissionStatus;
  readonly by: readonly SubmissionRole[];
}

export const SUBMISSION_TRANSITIONS: Readonly<Record<SubmissionEventType, TransitionRule>> = {
  start_checkout: { from: ['draft'], to: 'awaiting_payment', by: ['athlete'] },
  cancel: { from: ['draft', 'awaiting_payment'], to: 'cancelled', by: ['athlete', 'admin'] },
  payment_succeeded: { from: ['awaiting_payment'], to: 'submitted', by: ['system'] },
  start_review: { from: ['submitted'], to: 'in_review', by: ['pro'] },
  decline: { from: ['submitted', 'in_review'], to: 'refunded', by: ['pro'] },
  deliver: { from: ['in_review'], to: 'delivered', by: ['pro'] },
  refund: { from: ['submitted', 'in_review', 'delivered'], to: 'refunded', by: ['admin'] },
  pro_removed: { from: ['draft', 'awaiting_payment', 'submitted', 'in_review'], to: 'cancelled', by: ['admin'] },
  cancel_overdue: { from: ['submitted', 'in_review'], to: 'refunded', by: ['athlete'] },
  account_closed: { from: ['awaiting_payment', 'submitted', 'in_review'], to: 'cancelled', by: ['athlete', 'pro'] },
};

export const SUBMISSION_EVENT_TYPES = Object.keys(SUBMISSION_TRANSITIONS) as SubmissionEventType[];

/** `start` and every status the transitions can lead to from it, in SUBMISSION_STATUSES' order. */
function reachableFrom(start: SubmissionStatus): readonly SubmissionStatus[] {
  const reached = new Set<SubmissionStatus>([start]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const rule of Object.values(SUBMISSION_TRANSITIONS)) {
      if (reached.has(rule.to) || !rule.from.some((status) => reached.has(status))) continue;
      reached.add(rule.to);
      grew = true;
    }
  }
  return SUBMISSION_STATUSES.filter((status) => reached.has(status));
}

/** The statuses a paid submission can have: the one payment gives, and every one after it. */
const PAID_STATUSES = reachableFrom(SUBMISSION_TRANSITIONS.payment_succeeded.to);

/**
 * The statuses a list on /submissions can hold, to filter it by: a pro's review queue holds paid
 * submissions only (canReadSubmission), so never a draft or one awaiting payment; an athlete's own
 * list and an admin's list of every submission hold any status.
 */
export const statusesListedIn = (list: SubmissionListRole): readonly SubmissionStatus[] => (list === 'pro' ? PAID_STATUSES : SUBMISSION_STATUSES);

/** Which system service may fire which event (a scheduler cannot confirm a payment). */
const SYSTEM_SERVICE_FOR: Partial<Record<SubmissionEventType, SystemService>> = { payment_succeeded: 'payments' };

/** A reason the athlete can act on: at least this many characters. */
export const REASON_MIN = 10;

/** A video a submission can carry: the athlete's own, uploaded (a `needs_repair` clip is kept and submitted; admins repair it). */
export const SUBMITTABLE_VIDEO_STATUSES: readonly string[] = ['ready', 'needs_repair'];

/** Whether a video can go to checkout yet: its bytes are stored and its facts read (or it is kept for repair). */
export const isSubmittableVideo = (video: { readonly status: string }): boolean => SUBMITTABLE_VIDEO_STATUSES.includes(video.status);

const VERBS: Record<SubmissionEventType, string> = {
  start_checkout: 'go to checkout for',
  cancel: 'cancel',
  payment_succeeded: 'pay for',
  start_review: 'start reviewing',
  decline: 'decline',
  deliver: 'deliver',
  refund: 'refund',
  pro_removed: 'close',
  cancel_overdue: 'cancel for a full refund',
  account_closed: 'close with your account',
};

/**
 * What a person is told when an event meets a status that does not allow it now, or, for a
 * cancellation under the turnaround guarantee, a turnaround that has not run out. The hosted
 * backend refuses both in SQL (23514) and its adapter reads the submission's status to say this.
 */
export function notAllowedNow(eventType: SubmissionEventType, status: SubmissionStatus): DataError {
  if (eventType === 'cancel_overdue' && SUBMISSION_TRANSITIONS.cancel_overdue.from.includes(status)) {
    return dataErrors.conflict('The pro still has time to deliver: the turnaround has not run out yet.');
  }
  return dataErrors.conflict(`You cannot ${VERBS[eventType]} a submission that is ${SUBMISSION_STATUS_LABELS[status].toLowerCase()}.`);
}

/**
 * What a person is told when their part on this submission (athlete, pro, admin) does not fire
 * the event. The hosted backend refuses in SQL (42501) and its adapter says this.
 */
export const notYourPart = (eventType: SubmissionEventType): DataError => dataErrors.forbidden(`You cannot ${VERBS[eventType]} this submission.`);

/**
 * Why a video cannot go to checkout with this submission: not the athlete's own (or not there),
 * or not uploaded yet; null when it can. The hosted backend refuses in SQL (22023) and its adapter
 * reads the video back to say this.
 */
export function checkoutVideoRefusal(submission: Pick<Submission, 'athleteId'>, video: { readonly ownerId: string; readonly status: string } | null): DataError | null {
  if (video === null || video.ownerId !== submission.athleteId) return dataErrors.invalid('Choose one of your own videos.');
  return isSubmittableVideo(video) ? null : dataErrors.invalid('Wait for the upload to finish before checkout.');
}

/** Why a reason given to the athlete (declining, refunding) is refused, or null. */
export const reasonRefusal = (reason: string): DataError | null =>
  reason.trim().length < REASON_MIN ? dataErrors.invalid(`Give the athlete a reason (at least ${REASON_MIN} characters).`) : null;

/** The timeline's note for a cancellation under the turnaround guarantee (the SQL records the same words). */
export const OVERDUE_CANCEL_NOTE = 'Not delivered within the turnaround: cancelled by the athlete for a full refund.';

/** The timeline's note when a submission closes because its athlete or pro deleted their account (the SQL records the same words). */
export const ACCOUNT_CLOSED_NOTE = 'The account was deleted: closed, refunded in full when paid.';

export interface TransitionOutcome extends SubmissionChange {
  /** Money to give back (in full), when the change closes a paid submission; the adapter calls the payments port. */
  readonly refund: { readonly amountCents: number; readonly currency: string } | null;
}

/** The roles a principal holds on this submission. */
export function rolesOf(submission: Pick<Submission, 'athleteId' | 'proId'>, principal: Principal): readonly SubmissionRole[] {
  if (principal === null) return [];
  if (isSystemActor(principal)) return ['system'];
  const roles: SubmissionRole[] = [];
  if (principal.id === submission.athleteId) roles.push('athlete');
  if (principal.id === submission.proId) roles.push('pro');
  if (principal.isAdmin) roles.push('admin');
  return roles;
}

const wasPaid = (status: SubmissionStatus): boolean => status === 'submitted' || status === 'in_review' || status === 'delivered';

/**
 * Fires `event` on `submission` as `principal` at `now` (the Clock's epoch milliseconds): the new
 * submission and the timeline record, or a refusal — `forbidden` for the wrong role, `not-found`
 * for someone who may not even read it, `conflict` for an event its status does not allow,
 * `invalid` for a missing reason or an unusable video.
 */
export function transition(submission: Submission, event: SubmissionEvent, principal: Principal, now: number): Result<TransitionOutcome, DataError> {
  const rule = SUBMISSION_TRANSITIONS[event.type];
  if (principal === null) return err(dataErrors.notSignedIn());
  if (isSystemActor(principal)) {
    if (!rule.by.includes('system') || SYSTEM_SERVICE_FOR[event.type] !== principal.service) {
      return err(dataErrors.forbidden(`The ${principal.service} service cannot ${VERBS[event.type]} a submission.`));
    }
  } else {
    if (!canReadSubmission(submission, principal)) return err(submissionNotFound());
    const roles = rolesOf(submission, principal);
    if (!rule.by.some((role) => roles.includes(role))) return err(notYourPart(event.type));
  }
  if (!rule.from.includes(submission.status)) return err(notAllowedNow(event.type, submission.status));

  const at = new Date(now).toISOString();
  let next: Submission = { ...submission, status: rule.to, updatedAt: at };
  let note: string | null = null;
  switch (event.type) {
    case 'start_checkout': {
      const refused = checkoutVideoRefusal(submission, event.video);
      if (refused) return err(refused);
      next = { ...next, videoId: event.video.id };
      break;
    }
    case 'cancel':
      note = event.note?.trim() || null;
      break;
    case 'payment_succeeded':
      next = { ...next, submittedAt: at };
      break;
    case 'deliver':
      next = { ...next, deliveredAt: at };
      break;
    case 'decline':
    case 'refund': {
      const refused = reasonRefusal(event.reason);
      if (refused) return err(refused);
      note = event.reason.trim();
      next = { ...next, refundRequested: true };
      break;
    }
    case 'cancel_overdue':
      if (!turnaroundPassed(submission, now)) return err(notAllowedNow(event.type, submission.status));
      note = OVERDUE_CANCEL_NOTE;
      next = { ...next, refundRequested: true };
      break;
    case 'account_closed':
      note = ACCOUNT_CLOSED_NOTE;
      next = { ...next, refundRequested: wasPaid(submission.status) };
      break;
    case 'pro_removed':
      note = 'The pro left ClipCoach.';
      next = { ...next, refundRequested: wasPaid(submission.status) };
      break;
    case 'start_review':
      break;
  }
  const actorId = isSystemActor(principal) ? null : principal.id;
  const refund = next.refundRequested && !submission.refundRequested ? { amountCents: totalCents(submission), currency: submission.currency } : null;
  return ok({ submission: next, event: { submissionId: submission.id, fromStatus: submission.status, toStatus: rule.to, actorId, at, note }, refund });
}

/** The events this principal may fire now (the buttons a page shows; the backend still decides). */
export function availableEvents(submission: Submission, principal: Principal): readonly SubmissionEventType[] {
  if (principal === null) return [];
  if (!isSystemActor(principal) && !canReadSubmission(submission, principal)) return [];
  const roles = rolesOf(submission, principal);
  return SUBMISSION_EVENT_TYPES.filter((type) => {
    const rule = SUBMISSION_TRANSITIONS[type];
    if (!rule.from.includes(submission.status) || !rule.by.some((role) => roles.includes(role))) return false;
    return !isSystemActor(principal) || SYSTEM_SERVICE_FOR[type] === principal.service;
  });
}
