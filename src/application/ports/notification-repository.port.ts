import type { DataError } from '../../domain/shared/data-error';
import type { AppNotification, NewNotification, SentHistoryEntry } from '../../domain/notifications/notification';
import type { Result } from '../../domain/result';

export type { AppNotification, NewNotification, SentHistoryEntry } from '../../domain/notifications/notification';

/**
 * In-app notifications (product.md "notifications"). The backend decides who may do what
 * (src/domain/notifications/notification.ts): only admins send (to one person or to everyone),
 * each person reads their own and the broadcasts, and marks them read for themselves alone.
 */
export interface NotificationRepository {
  send(notification: NewNotification): Promise<Result<AppNotification, DataError>>;
  /** The caller's notifications and the broadcasts, newest first, with the caller's read state. */
  listMine(): Promise<Result<readonly AppNotification[], DataError>>;
  /** Marks one the caller can read as read, for the caller only. */
  markRead(id: string): Promise<Result<void, DataError>>;
  /** Marks every notification of the caller's inbox read, broadcasts included, for the caller only. */
  markAllRead(): Promise<Result<void, DataError>>;
  /** Admins only: what was sent, to whom, newest first (SENT_HISTORY_LIMIT at most). */
  listSent(): Promise<Result<readonly SentHistoryEntry[], DataError>>;
}
