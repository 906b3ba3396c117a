import type { AppNotification, NewNotification, NotificationRepository } from '../../application/ports/notification-repository.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { toNotification } from './supabase-marketplace-mapping';
import { postgrestToDataError } from './supabase-errors';

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

  // TEMPORARY (issue 9 in progress): broadcasts and per-person read state come with the migration.
  async markRead(): Promise<Result<void, DataError>> {
    return err(dataErrors.failed('not implemented yet'));
  }

  async listMine(): Promise<Result<readonly AppNotification[], DataError>> {
    const { data: auth } = await this.client.auth.getSession();
    const userId = auth.session?.user.id ?? '';
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
