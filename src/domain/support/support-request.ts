import type { SentNotification } from '../notifications/notification';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireSignedIn } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { countText } from '../shared/number-text';

/** "Contact support" on /help: a signed-in person writes to the platform's administrators. */
export interface SupportRequestInput {
  readonly subject: string;
  readonly message: string;
}

/** A request as stored (support_requests): who wrote it and when. */
export interface SupportRequest extends SupportRequestInput {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: string;
}

/** Who wrote, as the admins' notification names them (read from the sender's profile and account). */
export interface SupportSender {
  readonly name: string;
  readonly email: string | null;
}

/** The same limits in public.contact_support (supabase/migrations/*_content.sql). */
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2_000;
/** A person sends at most this many requests in an hour, so nobody floods the admins' inboxes. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export const SUPPORT_RATE_LIMITED_MESSAGE = `You have sent ${SUPPORT_REQUESTS_PER_HOUR} messages to support in the last hour. Please wait a little before sending another.`;
export const SUPPORT_UNSTAFFED_MESSAGE = 'Support cannot be reached right now: no administrator is set up. Please try again later.';

/** The subject and message trimmed, or why they cannot be sent. */
export function validateSupportRequest(input: SupportRequestInput): Result<SupportRequestInput, DataError> {
  const subject = input.subject.trim();
  const message = input.message.trim();
  if (subject.length < 1 || subject.length > SUPPORT_SUBJECT_MAX) return err(dataErrors.invalid(`The subject has 1 to ${SUPPORT_SUBJECT_MAX} characters.`));
  if (message.length < SUPPORT_MESSAGE_MIN || message.length > SUPPORT_MESSAGE_MAX) {
    return err(dataErrors.invalid(`The message has ${SUPPORT_MESSAGE_MIN} to ${countText(SUPPORT_MESSAGE_MAX)} characters.`));
  }
  return ok({ subject, message });
}

/** The notification each admin receives (title and body fit the notifications table's limits). */
export function supportNotificationText(request: SupportRequestInput, sender: SupportSender): { title: string; body: string } {
  const from = sender.email ? `${sender.name || 'A user'} <${sender.email}>` : sender.name || 'A user';
  return { title: `Support request: ${request.subject}`, body: `From ${from}\n\n${request.message}` };
}

export interface SupportContact {
  readonly request: SupportRequest;
  /** One per admin, addressed to them alone: the sender never sees them. */
  readonly notifications: readonly SentNotification[];
}

/**
 * A signed-in person contacts support: the request is kept, and every admin gets a notification
 * with the subject, the message and who sent it. Refused signed out, with an invalid subject or
 * message, past SUPPORT_REQUESTS_PER_HOUR in the last hour, or when there is no admin to reach.
 */
export function contactSupport(
  input: SupportRequestInput,
  actor: Actor,
  context: {
    readonly sender: SupportSender;
    /** The sender's earlier requests (their createdAt is what counts). */
    readonly earlier: readonly { readonly createdAt: string }[];
    readonly adminIds: readonly string[];
    readonly newId: () => string;
    readonly nowMs: number;
  },
): Result<SupportContact, DataError> {
  const sender = requireSignedIn(actor);
  if (!sender.ok) return sender;
  const valid = validateSupportRequest(input);
  if (!valid.ok) return valid;
  const recent = context.earlier.filter((r) => context.nowMs - Date.parse(r.createdAt) < HOUR_MS).length;
  if (recent >= SUPPORT_REQUESTS_PER_HOUR) return err(dataErrors.conflict(SUPPORT_RATE_LIMITED_MESSAGE));
  if (context.adminIds.length === 0) return err(dataErrors.unavailable(SUPPORT_UNSTAFFED_MESSAGE));
  const createdAt = new Date(context.nowMs).toISOString();
  const request: SupportRequest = { ...valid.value, id: context.newId(), userId: sender.value.id, createdAt };
  const text = supportNotificationText(valid.value, context.sender);
  const notifications = context.adminIds.map((adminId): SentNotification => ({ id: context.newId(), userId: adminId, ...text, createdAt }));
  return ok({ request, notifications });
}
