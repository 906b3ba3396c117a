/** supabase/migrations/20250601001200_platform_counts.sql's function, typed for supabase-js. */
export type PlatformCountsRow = {
  pending_verifications: number;
  submissions_by_status: Record<string, number>;
  revenue_this_month_cents: number;
  platform_fees_this_month_cents: number;
  currency: string;
  videos_needing_repair: number;
};

export type DashboardFunctions = {
  platform_counts: { Args: Record<string, never>; Returns: PlatformCountsRow };
};
