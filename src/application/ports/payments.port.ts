import type { CardInput } from '../../domain/payments/simulated-card';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/** How a checkout is paid: a card form the app shows (simulated provider) or the hosted provider's page. */
export type CheckoutMethod = { readonly kind: 'card-form' } | { readonly kind: 'redirect' };

export type PaymentResult =
  /** Charged (or already charged before): the submission is now `submitted`. */
  | { readonly status: 'succeeded' }
  /** The card was refused; nothing was charged, the submission still awaits payment. */
  | { readonly status: 'declined'; readonly message: string }
  /** The hosted provider takes over: open this URL; its webhook confirms the payment. */
  | { readonly status: 'redirect'; readonly url: string };

/**
 * Payments (product.md): `pay` charges a submission awaiting payment exactly once, whatever the
 * number of clicks or retries (an idempotency key per checkout attempt); `refund` gives a paid
 * submission's money back. Payments are written only by the backend (server functions or the
 * simulated provider), never by the client.
 */
export interface PaymentsPort {
  readonly method: CheckoutMethod;
  /** `card` is required by the card form and ignored by a redirect provider. */
  pay(submissionId: string, card?: CardInput): Promise<Result<PaymentResult, DataError>>;
  refund(submissionId: string): Promise<Result<void, DataError>>;
}
