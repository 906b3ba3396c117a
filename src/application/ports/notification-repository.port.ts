import type { DataError } from '../../domain/shared/data-error';
import type { Result } from '../../domain/result';

export interface NewNotification {
  /** The recipient; `null` is a broadcast to everyone signed in. */
  readonly user_id: string | null;
  readonly title: string;
  readonly body: string;
  /** An in-app path (`/pros/…`); the backend refuses anything that leaves the site. */
  readonly link?: string;
}

export interface AppNotification extends NewNotification {
  readonly id: string;
  /** When the person reading the list read it (a broadcast's read state is per person). */
  readonly read_at: string | null;
  readonly created_at: string;
}

/**
 * In-app notifications (product.md "notifications"). The backend decides who may do what:
 * only admins send (to one person or to everyone), each person reads their own and the
 * broadcasts, and marks them read for themselves alone.
 */
export interface NotificationRepository {
  send(notification: NewNotification): Promise<Result<AppNotification, DataError>>;
  /** The caller's notifications and the broadcasts, newest first, with the caller's read state. */
  listMine(): Promise<Result<readonly AppNotification[], DataError>>;
  /** Marks one the caller can read as read, for the caller only. */
  markRead(id: string): Promise<Result<void, DataError>>;
}
