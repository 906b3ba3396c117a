/**
 * The decision of the refund-payment function, free of Deno and of supabase-js so it can be tested
 * under Node. It moves money only where the lifecycle already decided to (the pro declined, an
 * admin refunded, the pro left: `refund_requested`, see public.begin_refund); anyone who may read
 * the submission may ask, because asking twice or by someone else refunds nothing more. Stripe
 * refunds the payment intent in full under the key `refund:<submissionId>`, so a retry never
 * refunds twice; then the payment is marked refunded.
 */

import { CORS_HEADERS, json, readSubmissionCall } from '../_shared/browser-call.ts';

export type RefundPlan =
  | { readonly kind: 'refund'; readonly payment_id: string; readonly provider: string; readonly provider_ref: string | null; readonly amount_cents: number; readonly currency: string }
  | { readonly kind: 'already-refunded' }
  | { readonly kind: 'nothing-paid' };

export interface RefundPaymentServices {
  callerOf(accessToken: string): Promise<{ readonly id: string } | null>;
  /** public.begin_refund(submission_id, caller_id) with service rights, or the refusal's SQLSTATE. */
  beginRefund(submissionId: string, callerId: string): Promise<RefundPlan | { readonly refused: string }>;
  /** succeeded → refunded, with service rights. */
  markRefunded(paymentId: string): Promise<void>;
}

export interface RefundPaymentConfig {
  readonly stripeSecretKey: string;
  readonly stripeApi?: string;
  readonly fetch?: typeof fetch;
}

export { CORS_HEADERS };



function refusal(code: string): Response {
  if (code === 'PT404') return json(404, { error: 'We could not find that submission.' });
  if (code === '42501') return json(403, { error: 'You cannot refund this submission.' });
  if (code === '23514') return json(409, { error: 'This submission was not closed with a refund.' });
  if (code.startsWith('22')) return json(400, { error: 'That refund request is not valid.' });
  return json(503, { error: 'Refunds are unavailable. Try again in a moment.' });
}

/**
 * Refunds one submission the lifecycle closed with a refund, for `callerId`: the plan from
 * begin_refund, the provider's refund under the key `refund:<submissionId>`, the payment marked
 * refunded. The HTTP answer the refund-payment function gives; delete-account reuses it per submission.
 */
export async function refundSubmission(submissionId: string, callerId: string, services: Omit<RefundPaymentServices, 'callerOf'>, config: RefundPaymentConfig): Promise<Response> {
  const plan = await services.beginRefund(submissionId, callerId);
  if ('refused' in plan) return refusal(plan.refused);
  if (plan.kind !== 'refund') return json(200, { status: plan.kind });
  if (plan.provider === 'stripe') {
    if (!plan.provider_ref) return json(409, { error: 'This payment has no provider reference to refund.' });
    const form = new URLSearchParams({ payment_intent: plan.provider_ref });
    const response = await (config.fetch ?? fetch)(`${(config.stripeApi ?? 'https://api.stripe.com').replace(/\/+$/, '')}/v1/refunds`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.stripeSecretKey}`, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `refund:${submissionId}` },
      body: form.toString(),
    });
    if (!response.ok) {
      console.error('refund-payment: Stripe refused the refund', response.status, await response.text().catch(() => ''));
      return json(502, { error: 'The payment provider is unavailable. Try again in a moment.' });
    }
  }
  // A simulated payment (seeded, or from the embedded backend's provider) moves no real money.
  await services.markRefunded(plan.payment_id);
  return json(200, { status: 'refunded' });
}

export async function refundPayment(request: Request, services: RefundPaymentServices, config: RefundPaymentConfig): Promise<Response> {
  const call = await readSubmissionCall(request, 'Say which submission to refund.');
  if (call instanceof Response) return call;
  const { accessToken, submissionId } = call;

  try {
    const caller = await services.callerOf(accessToken);
    if (!caller) return json(401, { error: 'Invalid JWT' });
    return await refundSubmission(submissionId, caller.id, services, config);
  } catch (error) {
    console.error('refund-payment failed', error);
    return json(500, { error: 'Could not refund the payment' });
  }
}
