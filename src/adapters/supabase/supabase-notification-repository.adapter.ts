import type { AppNotification, NewNotification, NotificationRepository } from '../../application/ports/notification-sender.port';
import type { DataError } from '../../domain/auth/auth-errors';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { postgrestToDataError, toNotification } from './supabase-marketplace-mapping';

/** In-app notifications: sent by admins, read by their user alone (policies in supabase/migrations). */
export class SupabaseNotificationRepository implements NotificationRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async send(notification: NewNotification): Promise<Result<AppNotification, DataError>> {
    const { data, error } = await this.client
      .from('notifications')
      .insert({ user_id: notification.user_id, title: notification.title, body: notification.body, link: notification.link ?? null })
      .select('*')
      .single();
    return error ? err(postgrestToDataError(error)) : ok(toNotification(data));
  }

  async listFor(userId: string): Promise<Result<readonly AppNotification[], DataError>> {
    const { data, error } = await this.client
      .from('notifications')
      .select('*')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .retry(false);
    return error ? err(postgrestToDataError(error)) : ok(data.map(toNotification));
  }
}
