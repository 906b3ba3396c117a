import type { AppNotification, NewNotification, NotificationRepository, SentHistoryEntry } from '../../application/ports/notification-repository.port';
import type { PeopleDirectory, PeoplePage, PeoplePageRequest, Person } from '../../application/ports/people-directory.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { toNotification, toPerson, toSentHistoryEntry } from '../shared/table-rows';
import { isInputRefusal, postgrestRefusal, type PostgrestFailure } from './supabase-errors';
import { notificationNotFound } from '../../domain/notifications/notification';
import { peopleRequestRefusal } from '../../domain/people/person';

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
    return error ? err(await postgrestRefusal(this.client, error, dataErrors.adminOnly())) : ok(toNotification(data));
  }

  /** public.mark_notification_read: the caller's own or a broadcast, for the caller alone (notification_reads). */
  async markRead(id: string): Promise<Result<void, DataError>> {
    const { error } = await this.client.rpc('mark_notification_read', { p_id: id });
    if (!error) return ok(undefined);
    const refused = await postgrestRefusal(this.client, error, dataErrors.forbidden());
    return err(refused.reason === 'not-found' ? notificationNotFound() : refused);
  }

  /** public.list_my_notifications: the caller's own and the broadcasts, newest first, with the caller's read state. */
  async listMine(): Promise<Result<readonly AppNotification[], DataError>> {
    const { data, error } = await this.client.rpc('list_my_notifications').retry(false);
    return error ? err(await postgrestRefusal(this.client, error, dataErrors.forbidden())) : ok((data ?? []).map(toNotification));
  }

  /** public.mark_all_notifications_read: every one of the caller's inbox, broadcasts included, for the caller alone. */
  async markAllRead(): Promise<Result<void, DataError>> {
    const { error } = await this.client.rpc('mark_all_notifications_read');
    return error ? err(await postgrestRefusal(this.client, error, dataErrors.forbidden())) : ok(undefined);
  }

  /** public.list_sent_notifications: admins only (checked from profiles.is_admin), newest first, with recipients' names. */
  async listSent(): Promise<Result<readonly SentHistoryEntry[], DataError>> {
    const { data, error } = await this.client.rpc('list_sent_notifications').retry(false);
    return error ? err(await postgrestRefusal(this.client, error, dataErrors.adminOnly())) : ok((data ?? []).map(toSentHistoryEntry));
  }
}

/**
 * public.search_people and public.list_people: admins only (checked from profiles.is_admin), by part
 * of a name or an e-mail; list_people pages through everyone, with the total.
 */
export class SupabasePeopleDirectory implements PeopleDirectory {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async searchPeople(query: string): Promise<Result<readonly Person[], DataError>> {
    const { data, error } = await this.client.rpc('search_people', { p_query: query }).retry(false);
    return error ? err(await peopleRefusal(this.client, error, query)) : ok((data ?? []).map(toPerson));
  }

  async listPeople({ query, page }: PeoplePageRequest): Promise<Result<PeoplePage, DataError>> {
    const { data, error } = await this.client.rpc('list_people', { p_query: query, p_page: page }).retry(false);
    if (error) return err(await peopleRefusal(this.client, error, query, page));
    return ok({ people: (data?.people ?? []).map(toPerson), total: data?.total ?? 0 });
  }
}

/** search_people's and list_people's refusals: signed out or not an admin, or a request the domain says why it cannot be asked. */
async function peopleRefusal(client: ClipCoachSupabaseClient, error: PostgrestFailure, query: string, page?: number): Promise<DataError> {
  return (isInputRefusal(error) && peopleRequestRefusal(query, page)) || postgrestRefusal(client, error, dataErrors.adminOnly());
}
