import type { Payment } from '../payments/payment';
import type { Pro } from '../pros/pro';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import type { DataError } from '../shared/data-error';
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from '../submissions/submission';
import { needsRepair, type Video } from '../videos/video';
import { calendarMonthOf, isInMonth } from './calendar-month';

/** /admin and an admin's /dashboard: what needs action, and how the platform is doing this month. */
export interface PlatformCounts {
  /** Pros waiting for verification (pending, not deleted). */
  readonly pendingVerifications: number;
  /** Every submission, by status (every status present, 0 when none). */
  readonly submissionsByStatus: Readonly<Record<SubmissionStatus, number>>;
  /** What athletes paid this calendar month (payments still succeeded: refunds left out). */
  readonly revenueThisMonthCents: number;
  /** Of which the platform's fees. */
  readonly platformFeesThisMonthCents: number;
  readonly currency: string;
  /** What /admin/video-repair lists (`needsRepair`). */
  readonly videosNeedingRepair: number;
}

export interface PlatformRows {
  readonly pros: Iterable<Pick<Pro, 'verificationStatus' | 'deletedAt'>>;
  readonly submissions: Iterable<Pick<Submission, 'id' | 'status' | 'submittedAt' | 'platformFeeCents'>>;
  readonly payments: Iterable<Pick<Payment, 'submissionId' | 'status' | 'amountCents' | 'currency'>>;
  readonly videos: Iterable<Pick<Video, 'status' | 'durationS' | 'thumbnailPath'>>;
  /** The platform's currency (pricing): revenue sums payments in it. */
  readonly currency: string;
}

export const emptyStatusCounts = (): Record<SubmissionStatus, number> =>
  Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<SubmissionStatus, number>;

/**
 * The counts, for admins only (anyone else is refused). A payment counts in the month its
 * submission was paid (`submittedAt`, set when the payment succeeded), as the pro's earnings do.
 */
export function platformCounts(rows: PlatformRows, actor: Actor, now: number): Result<PlatformCounts, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return err(admin.error);
  const month = calendarMonthOf(now);
  const byStatus = emptyStatusCounts();
  const paidThisMonth = new Map<string, number>();
  for (const s of rows.submissions) {
    byStatus[s.status] += 1;
    if (isInMonth(s.submittedAt, month)) paidThisMonth.set(s.id, s.platformFeeCents);
  }
  let revenue = 0;
  let fees = 0;
  for (const p of rows.payments) {
    const fee = paidThisMonth.get(p.submissionId);
    if (p.status !== 'succeeded' || p.currency !== rows.currency || fee === undefined) continue;
    revenue += p.amountCents;
    fees += fee;
  }
  let pending = 0;
  for (const pro of rows.pros) if (pro.deletedAt === null && pro.verificationStatus === 'pending') pending += 1;
  let repair = 0;
  for (const video of rows.videos) if (needsRepair(video)) repair += 1;
  return ok({
    pendingVerifications: pending,
    submissionsByStatus: byStatus,
    revenueThisMonthCents: revenue,
    platformFeesThisMonthCents: fees,
    currency: rows.currency,
    videosNeedingRepair: repair,
  });
}
