import type { VideoRow } from '../shared/video-rows';
import type { FullAppSettingsRow, PaymentRow, PricingRow, PublicReviewRow, ReviewRow, SubmissionEventRow, SubmissionRow } from '../shared/table-rows';

/**
 * The journey's tables and functions as supabase/migrations/20250601000400_submissions.sql and
 * 20250601000500_submission_views_and_checkout.sql define them, typed for supabase-js. Clients
 * write none of these tables but the admins' one-row settings (Insert and Update are empty): every
 * other change is a function.
 */

type ReadOnly<Row> = { Row: Row; Insert: Record<never, never>; Update: Record<never, never>; Relationships: [] };
/** A one-row table admins update (row-level security and column grants decide who). */
type AdminEdited<Row, Editable> = { Row: Row; Insert: Record<never, never>; Update: Partial<Editable>; Relationships: [] };

/** A submission with what the screens show beside it (list_submissions, get_submission). */
export type SubmissionViewRow = {
  submission: SubmissionRow;
  pro_name: string;
  athlete_name: string;
  timeline: Array<Omit<SubmissionEventRow, 'submission_id'>>;
};

export type SubmissionTables = {
  submissions: ReadOnly<SubmissionRow>;
  submission_events: ReadOnly<SubmissionEventRow & { id: number }>;
  payments: ReadOnly<PaymentRow>;
  pricing: AdminEdited<PricingRow & { id: boolean; updated_at: string }, PricingRow>;
  app_settings: AdminEdited<Required<FullAppSettingsRow> & { id: boolean; updated_at: string }, Required<FullAppSettingsRow>>;
  /** Issue 12 (20250601001100_reviews_and_turnaround.sql). */
  reviews: ReadOnly<ReviewRow>;
  /** Read here only to say why checkout refused a video (the videos adapter writes them). */
  videos: ReadOnly<Pick<VideoRow, 'id' | 'owner_id' | 'status'>>;
};

export type SubmissionFunctions = {
  create_submission: { Args: { pro_id: string; sport: string; tier: string; question: string }; Returns: SubmissionRow };
  start_checkout: { Args: { submission_id: string; video_id: string }; Returns: SubmissionRow };
  cancel_submission: { Args: { submission_id: string; note?: string | null }; Returns: SubmissionRow };
  start_review: { Args: { submission_id: string }; Returns: SubmissionRow };
  decline_submission: { Args: { submission_id: string; reason: string }; Returns: SubmissionRow };
  refund_submission: { Args: { submission_id: string; reason: string }; Returns: SubmissionRow };
  list_submissions: { Args: { as_role: 'athlete' | 'pro' | 'admin'; status?: string | null }; Returns: SubmissionViewRow[] };
  get_submission: { Args: { submission_id: string }; Returns: SubmissionViewRow[] };
  cancel_overdue_submission: { Args: { submission_id: string }; Returns: SubmissionRow };
  rate_submission: { Args: { submission_id: string; stars: number; comment?: string | null }; Returns: ReviewRow };
  latest_reviews: { Args: { pro_id: string; max_count?: number }; Returns: PublicReviewRow[] };
};
