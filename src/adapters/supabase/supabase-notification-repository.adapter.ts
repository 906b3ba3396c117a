import type { AppNotification, NewNotification, NotificationRepository } from '../../application/ports/notification-repository.port';
import type { DataError } from '../../domain/shared/data-error';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { toNotification } from '../shared/table-rows';
import { postgrestToDataError } from './supabase-errors';

/**
 * In-app notifications: sent by admins (to one user, or to everyone with user_id null), read by
 * their user alone, read state per person (policies and functions in supabase/migrations).
 */
export class SupabaseNotificationRepository implements NotificationRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async send(notification: NewNotification): Promise<Result<AppNotification, DataError>> {
    const { data, error } = await this.client
      .from('notifications')
      .insert({ user_id: notification.userId, title: notification.title, body: notification.body, link: notification.link ?? null })
      .select('*')
      .single();
    return error ? err(postgrestToDataError(error)) : ok(toNotification(data));
  }

  /** public.mark_notification_read: the caller's own or a broadcast, for the caller alone (notification_reads). */
  async markRead(id: string): Promise<Result<void, DataError>> {
    const { error } = await this.client.rpc('mark_notification_read', { p_id: id });
    return error ? err(postgrestToDataError(error)) : ok(undefined);
  }

  /** public.list_my_notifications: the caller's own and the broadcasts, newest first, with the caller's read state. */
  async listMine(): Promise<Result<readonly AppNotification[], DataError>> {
    const { data, error } = await this.client.rpc('list_my_notifications').retry(false);
    return error ? err(postgrestToDataError(error)) : ok((data ?? []).map(toNotification));
  }
}
