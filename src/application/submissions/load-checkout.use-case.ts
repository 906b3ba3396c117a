import { orderSummary, type OrderSummary } from '../../domain/payments/order-summary';
import { err, ok, type Result } from '../../domain/result';
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

/** /checkout?submission=<id>: the submission as the backend lets the caller read it, and its order summary. */
export class LoadCheckout {
  constructor(
    private readonly submissions: SubmissionRepository,
    private readonly payments: PaymentsPort,
  ) {}

  async execute(submissionId: string): Promise<Result<Checkout, DataError>> {
    const found = await this.submissions.find(submissionId);
    if (!found.ok) return found;
    const { submission } = found.value;
    if (submission.status === 'draft') return err(dataErrors.conflict('Upload your video before checkout.'));
    return ok({ view: found.value, summary: orderSummary(submission, submission.referralCreditCents), method: this.payments.method });
  }
}
