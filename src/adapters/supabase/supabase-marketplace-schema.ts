import type { NotificationRow, PersonRow, ProDocumentRow, ProRow, SentHistoryRow } from '../shared/table-rows';

/**
 * The marketplace's tables and functions as supabase/migrations/20250601000200_marketplace.sql
 * defines them, typed for supabase-js. Insert and Update list only the columns the migration
 * grants to signed-in users.
 */

type ProApplicationColumns = Pick<
  ProRow,
  'display_name' | 'headline' | 'bio' | 'sports' | 'years_experience' | 'price_cents' | 'currency' | 'turnaround_hours' | 'avatar_path'
>;

/** What pro_deletion_impact and delete_pro answer (jsonb). */
export type DeletionImpactJson = { open_submissions: number; payments: number; payments_to_refund: number };
export type DeletionOutcomeJson = { cancelled_submissions: number; refunds_requested: number };

export type MarketplaceTables = {
  pros: {
    Row: ProRow;
    Insert: { id: string } & Partial<ProApplicationColumns>;
    Update: Partial<ProApplicationColumns>;
    Relationships: [];
  };
  pro_documents: {
    Row: ProDocumentRow;
    Insert: Omit<ProDocumentRow, 'uploaded_at' | 'id'> & { id?: string };
    Update: Record<never, never>;
    Relationships: [];
  };
  notifications: {
    Row: NotificationRow;
    Insert: Pick<NotificationRow, 'user_id' | 'title' | 'body'> & { link?: string | null };
    Update: Pick<NotificationRow, 'read_at'>;
    Relationships: [];
  };
};

export type MarketplaceFunctions = {
  submit_pro_application: { Args: Record<string, never>; Returns: ProRow };
  approve_pro: { Args: { pro_id: string }; Returns: ProRow };
  reject_pro: { Args: { pro_id: string; reason: string }; Returns: ProRow };
  pro_deletion_impact: { Args: { pro_id: string }; Returns: DeletionImpactJson };
  delete_pro: { Args: { pro_id: string }; Returns: DeletionOutcomeJson };
  list_my_notifications: { Args: Record<string, never>; Returns: NotificationRow[] };
  mark_notification_read: { Args: { p_id: string }; Returns: undefined };
  // supabase/migrations/20250601000900_notification_center.sql
  mark_all_notifications_read: { Args: Record<string, never>; Returns: undefined };
  list_sent_notifications: { Args: Record<string, never>; Returns: SentHistoryRow[] };
  search_people: { Args: { p_query: string }; Returns: PersonRow[] };
  // supabase/migrations/20250601001900_people_directory_pages.sql
  list_people: { Args: { p_query: string; p_page: number }; Returns: { total: number; people: PersonRow[] } };
};
