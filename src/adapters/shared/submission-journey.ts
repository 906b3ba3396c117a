import type { SubmissionAction } from '../../application/ports/submission-repository.port';
import { sendNotification, type SentNotification } from '../../domain/notifications/notification';
import type { Actor } from '../../domain/shared/actor';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { SubmissionEvent } from '../../domain/submissions/submission-lifecycle';
import type { SubmissionChange } from '../../domain/submissions/submission';
import { submissionNotice } from '../../domain/notifications/submission-notices';
import { err, ok, type Result } from '../../domain/result';
import type { Submission } from '../../domain/submissions/submission';
import { overdueCancellationNotice } from '../../domain/submissions/turnaround-guarantee';

/**
 * What the simulated backends (memory and embedded) share when they carry a submission along:
 * how a port's action becomes a lifecycle event, and the notifications the backend sends as the
 * service. No rule lives here: the domain decides, these only name what is sent.
 */

/** The part of a videos row a checkout checks (the videos engineer owns the rest). */
export interface VideoRef {
  readonly id: string;
  readonly ownerId: string;
  readonly status: string;
}

/** No such video: the lifecycle refuses it as someone else's ("Choose one of your own videos."). */
const missingVideo = (id: string): VideoRef => ({ id, ownerId: '', status: 'missing' });

/**
 * Every backend's refusal for an action the port does not offer (a caller outside the types, say
 * an old client's bare "deliver": a submission is delivered only with its analysis).
 */
export const notASubmissionAction = (): DataError => dataErrors.invalid('That is not something you can do with a submission.');

/** The lifecycle event a port action fires; start_checkout carries the video row the backend read. */
export function eventFor(action: SubmissionAction, videoFor: (id: string) => VideoRef | null): Result<SubmissionEvent, DataError> {
  switch (action.type) {
    case 'start_checkout':
      return ok({ type: 'start_checkout', video: videoFor(action.videoId) ?? missingVideo(action.videoId) });
    case 'cancel':
      return ok(action.note === undefined ? { type: 'cancel' } : { type: 'cancel', note: action.note });
    case 'decline':
      return ok({ type: 'decline', reason: action.reason });
    case 'start_review':
    case 'cancel_overdue':
      return ok({ type: action.type });
    default:
      return err(notASubmissionAction());
  }
}

/** The reason an admin's refund records (the port's `refund` takes none). */
export const ADMIN_REFUND_REASON = 'Refunded in full by the ClipCoach team.';

/**
 * The backend sends these notifications as the service (the hosted backend's service role, which
 * holds admin rights on notifications), so the notification rule still checks title, body and link.
 */
export const SERVICE_SENDER: Actor = { id: 'service', isAdmin: true };

/** The notice a step of a submission sends (the domain's submissionNotice), or null when it sends none. */
export function submissionNoticeFor(change: SubmissionChange, id: string): Result<SentNotification | null, DataError> {
  const notice = submissionNotice(change);
  return notice ? sendNotification(notice, SERVICE_SENDER, id, change.event.at) : ok(null);
}

/** The pro hears that the athlete cancelled under the turnaround guarantee (the domain's words). */
export function overdueCancelledNotification(submission: Submission, id: string, nowIso: string): Result<SentNotification, DataError> {
  return sendNotification(overdueCancellationNotice(submission), SERVICE_SENDER, id, nowIso);
}

export { SIMULATED_PROVIDER } from '../../domain/payments/simulated-payment';

/** No such pro: offered as unlisted, so the draft rule refuses it as it refuses a pending pro. */
export const unlistedOffer = (proId: string, currency: string) => ({ id: proId, sports: [], priceCents: 0, currency, turnaroundHours: 1, listed: false }) as const;
