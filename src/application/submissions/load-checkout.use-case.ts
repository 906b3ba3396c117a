import { orderSummary, type OrderSummary } from '../../domain/payments/order-summary';
import { creditToApply } from '../../domain/referrals/referral';
import { err, ok, type Result } from '../../domain/result';
import { totalCents, type Submission } from '../../domain/submissions/submission';
import type { ReferralRepository } from '../ports/referral-repository.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { CheckoutMethod, PaymentsPort } from '../ports/payments.port';
import type { SubmissionRepository, SubmissionView } from '../ports/submission-repository.port';

export interface Checkout {
  readonly view: SubmissionView;
  /** Pro, tier, price, platform fee, total: what the athlete pays. */
  readonly summary: OrderSummary;
  /** A card form (simulated provider) or the hosted provider's page. */
  readonly method: CheckoutMethod;
}

/**
 * /checkout?submission=<id>: the submission as the backend lets the caller read it, and its order
 * summary. While it awaits payment, the athlete's referral credit (their balance, as the backend
 * reports it) shows as it will come off: `creditToApply`, the rule the backend's checkout applies
 * again when it charges, so the page only previews what the server decides.
 */
export class LoadCheckout {
  constructor(
    private readonly submissions: SubmissionRepository,
    private readonly payments: PaymentsPort,
    private readonly referrals: ReferralRepository | null = null,
  ) {}

  async execute(submissionId: string): Promise<Result<Checkout, DataError>> {
    const found = await this.submissions.find(submissionId);
    if (!found.ok) return found;
    const { submission } = found.value;
    if (submission.status === 'draft') return err(dataErrors.conflict('Upload your video before checkout.'));
    return ok({ view: found.value, summary: orderSummary(submission, await this.creditFor(submission)), method: this.payments.method });
  }

  private async creditFor(submission: Submission): Promise<number> {
    if (submission.status !== 'awaiting_payment' || !this.referrals) return submission.referralCreditCents;
    const mine = await this.referrals.mine();
    // Without the balance the page shows no credit; the backend still applies it when it charges.
    if (!mine.ok || mine.value.userId !== submission.athleteId) return submission.referralCreditCents;
    return creditToApply(totalCents(submission), mine.value.balanceCents);
  }
}
