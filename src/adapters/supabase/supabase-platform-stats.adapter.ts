import type { PlatformStats } from '../../application/ports/platform-stats.port';
import { emptyStatusCounts, type PlatformCounts } from '../../domain/dashboards/platform-counts';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { isSubmissionStatus } from '../../domain/submissions/submission';
import type { PlatformCountsRow } from './supabase-dashboard-schema';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { postgrestRefusal } from './supabase-errors';

export function toPlatformCounts(row: PlatformCountsRow): PlatformCounts {
  const byStatus = emptyStatusCounts();
  for (const [status, count] of Object.entries(row.submissions_by_status ?? {})) if (isSubmissionStatus(status)) byStatus[status] = Number(count);
  return {
    pendingVerifications: Number(row.pending_verifications),
    submissionsByStatus: byStatus,
    revenueThisMonthCents: Number(row.revenue_this_month_cents),
    platformFeesThisMonthCents: Number(row.platform_fees_this_month_cents),
    currency: row.currency,
    videosNeedingRepair: Number(row.videos_needing_repair),
  };
}

/**
 * The admin's counts from `platform_counts()` (supabase/migrations/20250601001200_platform_counts.sql),
 * a security definer function that refuses anyone whose profile is not is_admin and counts as the
 * domain's `platformCounts` does (tests/supabase/dashboard-security.test.ts holds it to it).
 */
export class SupabasePlatformStats implements PlatformStats {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async platformCounts(): Promise<Result<PlatformCounts, DataError>> {
    const { data, error } = await this.client.rpc('platform_counts').retry(false);
    if (error) return err(await postgrestRefusal(this.client, error, dataErrors.adminOnly()));
    return data ? ok(toPlatformCounts(data)) : err(dataErrors.failed());
  }
}
