import type { DataError } from '../../domain/auth/auth-errors';
import type { Result } from '../../domain/result';

export interface NewNotification {
  readonly user_id: string;
  readonly title: string;
  readonly body: string;
  readonly link?: string;
}

export interface AppNotification extends NewNotification {
  readonly id: string;
  readonly read_at: string | null;
  readonly created_at: string;
}

/** In-app notifications (product.md "notifications"). */
export interface NotificationRepository {
  send(notification: NewNotification): Promise<Result<AppNotification, DataError>>;
  listFor(userId: string): Promise<Result<readonly AppNotification[], DataError>>;
}
