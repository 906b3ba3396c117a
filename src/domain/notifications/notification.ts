import { isSafeRedirectPath } from '../navigation/redirect-path';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin, requireSignedIn } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { latestFirst } from '../shared/compare-keys';

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

/** Which field of a notification breaks a rule, with a sentence for that field. */
export type NotificationContentErrors = Partial<Record<'title' | 'body' | 'link', string>>;

/** The title, body and link against the table's checks (title 1 to 200 characters, body at most 5 000, an in-app link). */
export function notificationContentErrors(input: Pick<NewNotification, 'title' | 'body' | 'link'>): NotificationContentErrors {
  const errors: NotificationContentErrors = {};
  if (input.title.length < 1 || input.title.length > NOTIFICATION_TITLE_MAX) errors.title = `A notification title has 1 to ${NOTIFICATION_TITLE_MAX} characters.`;
  if (input.body.length > NOTIFICATION_BODY_MAX) errors.body = `A notification body has at most ${NOTIFICATION_BODY_MAX} characters.`;
  if (input.link !== undefined && !isSafeRedirectPath(input.link)) errors.link = 'A notification links to a page of this site only.';
  return errors;
}

/** Only admins send, to one person or to everyone; the title, body and link obey the table's checks. */
export function sendNotification(input: NewNotification, actor: Actor, id: string, nowIso: string): Result<SentNotification, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  const errors = notificationContentErrors(input);
  const first = errors.title ?? errors.body ?? errors.link;
  if (first) return err(dataErrors.invalid(first));
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
    latestFirst(sent.filter((n) => readableBy(n, actor)).map((n) => ({ ...n, readAt: readAt.get(n.id) ?? null }))),
  );
}

/** A notification that is not there, or not the caller's to read. */
export const notificationNotFound = (): DataError => dataErrors.notFound('We could not find that notification.');

/** Marks a notification the caller can read as read, for the caller alone; reading it again keeps the first time. */
export function markNotificationRead(
  notification: SentNotification | null,
  existing: NotificationRead | null,
  actor: Actor,
  nowIso: string,
): Result<NotificationRead, DataError> {
  const reader = requireSignedIn(actor);
  if (!reader.ok) return reader;
  if (!notification || !readableBy(notification, actor)) return err(notificationNotFound());
  if (existing && existing.userId === reader.value.id && existing.notificationId === notification.id) return ok(existing);
  return ok({ notificationId: notification.id, userId: reader.value.id, readAt: nowIso });
}

/**
 * "Mark all read": a read for the caller of every notification in their inbox they have not
 * read yet (broadcasts included, for the caller alone). Reads already there keep their time.
 */
export function markAllNotificationsRead(
  sent: readonly SentNotification[],
  reads: readonly NotificationRead[],
  actor: Actor,
  nowIso: string,
): Result<readonly NotificationRead[], DataError> {
  const inbox = inboxOf(sent, reads, actor);
  if (!inbox.ok) return inbox;
  const readerId = actor!.id;
  return ok(inbox.value.filter((n) => n.readAt === null).map((n) => ({ notificationId: n.id, userId: readerId, readAt: nowIso })));
}

/** How many notifications of an inbox are unread. */
export const unreadCount = (inbox: readonly Pick<AppNotification, 'readAt'>[]): number => inbox.filter((n) => n.readAt === null).length;

/** The bell's accessible name: "Notifications", with the unread count when there is one. */
export const notificationsButtonLabel = (unread: number): string => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** One line of the admins' history: what was sent, to whom (`null` is everyone). */
export interface SentHistoryEntry extends SentNotification {
  readonly recipient: { readonly id: string; readonly name: string } | null;
}

/** How many sent notifications the history shows. */
export const SENT_HISTORY_LIMIT = 100;

/**
 * The history of what was sent (/admin/notifications): admins only, newest first (among equal
 * times, the later sent first), each with its recipient's name (`nameOf`, '' when unknown).
 */
export function sentHistory(
  sent: readonly SentNotification[],
  nameOf: (userId: string) => string,
  actor: Actor,
): Result<readonly SentHistoryEntry[], DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  return ok(
    latestFirst(sent)
      .slice(0, SENT_HISTORY_LIMIT)
      .map((n) => ({ ...n, recipient: n.userId === null ? null : { id: n.userId, name: nameOf(n.userId) } })),
  );
}

/** What an admin fills in on /admin/notifications. */
export interface NotificationDraft {
  /** 'everyone', a person's id, or null while no one is chosen. */
  readonly recipient: 'everyone' | { readonly id: string } | null;
  readonly title: string;
  readonly message: string;
  /** An in-app path, or '' for none. */
  readonly link: string;
}

export type NotificationDraftErrors = Partial<Record<'recipient' | 'title' | 'message' | 'link', string>>;

/**
 * The admin's draft as a notification to send, or the errors of each field: a recipient, a
 * title, a message (an admin's notice says something), and an optional in-app link.
 */
export function composeNotification(draft: NotificationDraft): Result<NewNotification, NotificationDraftErrors> {
  const title = draft.title.trim();
  const body = draft.message.trim();
  const link = draft.link.trim() === '' ? undefined : draft.link.trim();
  const content = notificationContentErrors({ title, body, link });
  const errors: NotificationDraftErrors = {};
  if (draft.recipient === null) errors.recipient = 'Choose "Everyone" or one person.';
  if (title === '') errors.title = 'Enter a title.';
  else if (content.title) errors.title = content.title;
  if (body === '') errors.message = 'Enter a message.';
  else if (content.body) errors.message = content.body;
  if (content.link) errors.link = 'Enter a path of this site that starts with "/", such as /pros.';
  if (Object.keys(errors).length > 0 || draft.recipient === null) return err(errors);
  const userId = draft.recipient === 'everyone' ? null : draft.recipient.id;
  return ok(link === undefined ? { userId, title, body } : { userId, title, body, link });
}
