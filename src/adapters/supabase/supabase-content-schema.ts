import type { SuccessStoryRow, SupportRequestRow } from '../shared/content-rows';

/**
 * The content tables and functions as supabase/migrations/20250601001300_content.sql defines
 * them, typed for supabase-js. Insert and Update list only the columns granted to signed-in users.
 */
type StoryColumns = Pick<SuccessStoryRow, 'athlete_name' | 'pro_id' | 'pro_name' | 'sport' | 'before_text' | 'after_text' | 'quote'>;

export type ContentTables = {
  success_stories: {
    Row: SuccessStoryRow;
    Insert: StoryColumns;
    Update: Partial<StoryColumns & Pick<SuccessStoryRow, 'published'>>;
    Relationships: [];
  };
  support_requests: {
    Row: SupportRequestRow;
    Insert: Record<never, never>;
    Update: Record<never, never>;
    Relationships: [];
  };
};

export type ContentFunctions = {
  contact_support: { Args: { p_subject: string; p_message: string }; Returns: { id: string; created_at: string }[] };
};
