import { isSafeRedirectPath } from '../navigation/redirect-path';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin, requireSignedIn } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';

/** Limits of the notifications table (supabase/migrations/*_marketplace.sql). */
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 5_000;

export interface NewNotification {
  /** The recipient; `null` is a broadcast to everyone signed in. */
  readonly userId: string | null;
  readonly title: string;
  readonly body: string;
  /** An in-app path (`/pros/…`); anything that leaves the site is refused. */
  readonly link?: string;
}

/** A notification as sent: who reads it lives apart, per person (`NotificationRead`). */
export interface SentNotification extends NewNotification {
  readonly id: string;
  readonly createdAt: string;
}

/** One person read one notification (a broadcast is read by each person for themselves). */
export interface NotificationRead {
  readonly notificationId: string;
  readonly userId: string;
  readonly readAt: string;
}

/** A notification as one person sees it, with their own read state. */
export interface AppNotification extends SentNotification {
  /** When the person reading the list read it. */
  readonly readAt: string | null;
}

/** Only admins send, to one person or to everyone; the title, body and link obey the table's checks. */
export function sendNotification(input: NewNotification, actor: Actor, id: string, nowIso: string): Result<SentNotification, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  if (input.title.length < 1 || input.title.length > NOTIFICATION_TITLE_MAX) {
    return err(dataErrors.invalid(`A notification title has 1 to ${NOTIFICATION_TITLE_MAX} characters.`));
  }
  if (input.body.length > NOTIFICATION_BODY_MAX) return err(dataErrors.invalid(`A notification body has at most ${NOTIFICATION_BODY_MAX} characters.`));
  if (input.link !== undefined && !isSafeRedirectPath(input.link)) return err(dataErrors.invalid('A notification links to a page of this site only.'));
  const sent: SentNotification = { userId: input.userId, title: input.title, body: input.body, id, createdAt: nowIso };
  return ok(input.link === undefined ? sent : { ...sent, link: input.link });
}

/** A person reads the notifications sent to them and the broadcasts. */
export const readableBy = (notification: SentNotification, actor: Actor): boolean =>
  actor !== null && (notification.userId === null || notification.userId === actor.id);

/**
 * The caller's inbox: their notifications and the broadcasts, each with the caller's own read
 * state, newest first (among equal times, the later sent first). Signed out, there is no inbox.
 */
export function inboxOf(
  sent: readonly SentNotification[],
  reads: readonly NotificationRead[],
  actor: Actor,
): Result<readonly AppNotification[], DataError> {
  const reader = requireSignedIn(actor);
  if (!reader.ok) return reader;
  const readAt = new Map(reads.filter((r) => r.userId === reader.value.id).map((r) => [r.notificationId, r.readAt]));
  return ok(
    sent
      .filter((n) => readableBy(n, actor))
      .map((n, order) => ({ n: { ...n, readAt: readAt.get(n.id) ?? null }, order }))
      .sort((a, b) => b.n.createdAt.localeCompare(a.n.createdAt) || b.order - a.order)
      .map(({ n }) => n),
  );
}

/** Marks a notification the caller can read as read, for the caller alone; reading it again keeps the first time. */
export function markNotificationRead(
  notification: SentNotification | null,
  existing: NotificationRead | null,
  actor: Actor,
  nowIso: string,
): Result<NotificationRead, DataError> {
  const reader = requireSignedIn(actor);
  if (!reader.ok) return reader;
  if (!notification || !readableBy(notification, actor)) return err(dataErrors.notFound('We could not find that notification.'));
  if (existing && existing.userId === reader.value.id && existing.notificationId === notification.id) return ok(existing);
  return ok({ notificationId: notification.id, userId: reader.value.id, readAt: nowIso });
}
