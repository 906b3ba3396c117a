import type { CardInput } from '../../domain/payments/simulated-card';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { PaymentResult, PaymentsPort } from '../ports/payments.port';

/** The "Pay" button: charged once however often it is pressed (the backend keys each attempt). */
export class PayForSubmission {
  constructor(private readonly payments: PaymentsPort) {}

  execute(submissionId: string, card?: CardInput): Promise<Result<PaymentResult, DataError>> {
    return this.payments.pay(submissionId, card);
  }
}
