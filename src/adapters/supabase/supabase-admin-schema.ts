import type { ProfileRow } from '../shared/table-rows';

/** A demo creator's mark (supabase/migrations/20250601001400_admin_users_and_demo.sql demo_records). */
export type DemoRecordRow = { row_id: string; kind: 'pro' | 'applicant' | 'athlete' | 'submission'; batch_id: string; label: string; created_by: string | null; created_at: string };

/** The admin functions of supabase/migrations/20250601001400_admin_users_and_demo.sql, typed for supabase-js. */
export type AdminFunctions = {
  admin_person: { Args: { p_user_id: string }; Returns: (ProfileRow & { email: string })[] };
  grant_admin: { Args: { p_user_id: string }; Returns: ProfileRow };
  revoke_admin: { Args: { p_user_id: string }; Returns: ProfileRow };
  create_demo_people: { Args: { p_batch: string; p_people: unknown }; Returns: DemoRecordRow[] };
  create_demo_submissions: { Args: { p_batch: string; p_rows: unknown }; Returns: DemoRecordRow[] };
  /** supabase/migrations/20250601001800_running_the_platform.sql: published stories naming demo people. */
  create_demo_stories: { Args: { p_batch: string; p_rows: unknown }; Returns: DemoRecordRow[] };
  list_demo_records: { Args: Record<string, never>; Returns: DemoRecordRow[] };
  wipe_demo_data: { Args: Record<string, never>; Returns: number };
};
