import { earningsThisMonth, listingFacts, reviewQueue, verificationStep, type ListingFacts, type Money, type ReviewQueueEntry, type VerificationStep } from '../../domain/dashboards/pro-dashboard';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { AuthStore } from '../auth/auth-state.store';
import type { Clock } from '../ports/clock.port';
import type { PlatformSettings } from '../ports/platform-settings.port';
import type { ProRepository } from '../ports/pro-repository.port';
import type { SubmissionRepository } from '../ports/submission-repository.port';

export interface ProDashboard {
  readonly verification: VerificationStep;
  /** Paid reviews still owed, overdue first, then by due time. */
  readonly queue: readonly ReviewQueueEntry[];
  readonly earningsThisMonth: Money;
  /** What athletes see of a listed pro (rating, price, turnaround, sports) and the analyses delivered; null until listed. */
  readonly listing: ListingFacts | null;
}

/**
 * A pro's /dashboard: their verification and its next step, the review queue with due times, this
 * month's earnings and, once listed, their listing. Everything comes from what the backend lets this pro read (their own
 * application, the paid submissions assigned to them); the pricing gives the currency.
 */
export class LoadProDashboard {
  constructor(
    private readonly authStore: AuthStore,
    private readonly pros: ProRepository,
    private readonly submissions: SubmissionRepository,
    private readonly settings: PlatformSettings,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<Result<ProDashboard, DataError>> {
    const state = this.authStore.state.value;
    if (state.status !== 'signed-in') return err(dataErrors.notSignedIn());
    const [own, assigned, pricing] = await Promise.all([this.pros.findOwn(state.user.id), this.submissions.list({ as: 'pro' }), this.settings.pricing()]);
    if (!own.ok) return own;
    if (!assigned.ok) return assigned;
    if (!pricing.ok) return pricing;
    const now = this.clock.now();
    return ok({
      verification: verificationStep(own.value),
      queue: reviewQueue(assigned.value, now),
      earningsThisMonth: earningsThisMonth(
        assigned.value.map((view) => view.submission),
        now,
        pricing.value.currency,
      ),
      listing: listingFacts(
        own.value,
        assigned.value.map((view) => view.submission),
      ),
    });
  }
}
