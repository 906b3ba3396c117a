/**
 * The marketplace's tables and functions as supabase/migrations/20250601000200_marketplace.sql
 * defines them, typed for supabase-js. Insert and Update list only the columns the migration
 * grants to signed-in users.
 */

export type ProRow = {
  id: string;
  display_name: string;
  headline: string;
  bio: string;
  sports: string[];
  years_experience: number;
  price_cents: number;
  currency: string;
  turnaround_hours: number;
  avatar_path: string | null;
  verification_status: string;
  rejection_reason: string | null;
  submitted_at: string | null;
  verified_at: string | null;
  verified_by: string | null;
  /** numeric(3,2): PostgREST sends a JSON number. */
  rating_avg: number | string | null;
  reviews_count: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
};

type ProApplicationColumns = Pick<
  ProRow,
  'display_name' | 'headline' | 'bio' | 'sports' | 'years_experience' | 'price_cents' | 'currency' | 'turnaround_hours' | 'avatar_path'
>;

export type ProDocumentRow = {
  id: string;
  pro_id: string;
  kind: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  storage_path: string;
  uploaded_at: string;
};

export type NotificationRow = {
  id: string;
  user_id: string | null;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

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
};
