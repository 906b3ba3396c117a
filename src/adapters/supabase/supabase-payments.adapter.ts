import { FunctionsHttpError } from '@supabase/supabase-js';
import type { CheckoutMethod, PaymentResult, PaymentsPort } from '../../application/ports/payments.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { submissionNotFound } from '../../domain/submissions/submission';
import { paymentRefusals } from '../../domain/payments/payment';
import { err, ok, type Result } from '../../domain/result';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { isUuid } from './supabase-marketplace-mapping';
import { ADMIN_REFUND_REASON } from '../shared/submission-journey';
import { lifecycleRefusal } from './supabase-submission-repository.adapter';
import { SQL_CODES } from './supabase-errors';

/**
 * Payments on the hosted backend: Stripe Checkout. `pay` asks the create-checkout server function
 * for the session of the submission's current attempt (the amount is the database's; the same
 * attempt key on a retry, so a double click opens the same session) and answers its URL; Stripe's
 * webhook (stripe-webhook) confirms the payment and moves the submission to `submitted`.
 * `refund` is an admin's refund: the lifecycle closes the submission with a refund
 * (refund_submission; already closed so is a conflict, and then only the money is asked again),
 * then refund-payment gives the money back.
 * Functions in supabase/functions/; this adapter writes no payment itself.
 */
export class SupabasePayments implements PaymentsPort {
  readonly method: CheckoutMethod = { kind: 'redirect' };

  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async pay(submissionId: string): Promise<Result<PaymentResult, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const { data, error } = await this.client.functions.invoke<{ status?: string; url?: string }>('create-checkout', { body: { submission_id: submissionId } });
    if (error) return err(await functionToDataError(error, CHECKOUT_REFUSALS));
    if (data?.status === 'succeeded') return ok({ status: 'succeeded' });
    if (data?.status === 'redirect' && typeof data.url === 'string') return ok({ status: 'redirect', url: data.url });
    return err(dataErrors.failed('The checkout answered something unexpected.'));
  }

  async refund(submissionId: string): Promise<Result<void, DataError>> {
    if (!isUuid(submissionId)) return err(submissionNotFound());
    const closed = await this.client.rpc('refund_submission', { submission_id: submissionId, reason: ADMIN_REFUND_REASON });
    // Already closed (23514): only the money is asked for again.
    if (closed.error && closed.error.code !== SQL_CODES.checkFailed) return err(await lifecycleRefusal(this.client, submissionId, 'refund', closed.error));
    const { error } = await this.client.functions.invoke('refund-payment', { body: { submission_id: submissionId } });
    return error ? err(await functionToDataError(error)) : ok(undefined);
  }
}

/**
 * create-checkout's refusals (its HTTP status for begin_checkout's SQLSTATE) in the domain's words:
 * 403 not the payer, 404 not theirs to see, 409 not waiting for a payment.
 */
const CHECKOUT_REFUSALS: FunctionRefusals = { 403: paymentRefusals.notThePayer, 404: submissionNotFound, 409: paymentRefusals.notAwaitingPayment };

/** The domain's refusal for a function's HTTP status, where the function has one (its own text is then not shown). */
type FunctionRefusals = Partial<Record<number, () => DataError>>;

/** The functions answer with an HTTP status and `{ error }` in words a person can read, or a status `refusals` names. */
export async function functionToDataError(error: unknown, refusals: FunctionRefusals = {}): Promise<DataError> {
  if (!(error instanceof FunctionsHttpError) || !(error.context instanceof Response)) return dataErrors.unavailable();
  const status = error.context.status;
  const named = refusals[status];
  if (named) return named();
  let message: string | undefined;
  try {
    const body = (await error.context.clone().json()) as { error?: unknown };
    if (typeof body?.error === 'string' && body.error) message = body.error;
  } catch {
    // Not JSON: the status alone decides.
  }
  if (status === 401) return dataErrors.notSignedIn();
  if (status === 403) return dataErrors.forbidden(message);
  if (status === 404) return dataErrors.notFound(message);
  if (status === 409) return dataErrors.conflict(message);
  if (status === 400) return dataErrors.invalid(message);
  if (status >= 500) return dataErrors.unavailable(message);
  return dataErrors.failed(message);
}
