/**
 * The decision of the create-checkout function, free of Deno and of supabase-js so it can be
 * tested under Node: the caller is whoever the bearer token belongs to; the database plans the
 * attempt (public.begin_checkout, planCheckout of src/domain/payments/payment.ts: the amount is the
 * submission's total, read there, never sent by the client); Stripe creates a Checkout session
 * under the attempt's idempotency key `checkout:<submissionId>:<attempt>`, so a double click or a
 * retry replays the same session instead of charging twice. The answer is the session's URL.
 */

import { CORS_HEADERS, json, readSubmissionCall } from '../_shared/browser-call.ts';

export type CheckoutPlan =
  | { readonly kind: 'already-paid' }
  | {
      readonly kind: 'attempt';
      readonly attempt: number;
      readonly idempotency_key: string;
      readonly amount_cents: number;
      readonly currency: string;
      readonly reused: boolean;
      readonly pro_name: string;
    };

/** A database refusal, by its SQLSTATE (PT404, 42501, 23514, 22023) or '' when unreachable. */
export type Refusal = { readonly refused: string };

export interface CreateCheckoutServices {
  /** The user the access token belongs to, as the auth service says (null: not a valid session). */
  callerOf(accessToken: string): Promise<{ readonly id: string } | null>;
  /** public.begin_checkout(submission_id, athlete_id) with service rights. */
  beginCheckout(submissionId: string, athleteId: string): Promise<CheckoutPlan | Refusal>;
  /** The attempt's session is gone (expired at Stripe): it will never be paid; the next attempt takes a new key. */
  failAttempt(idempotencyKey: string): Promise<void>;
}

export interface CreateCheckoutConfig {
  /** STRIPE_SECRET_KEY. */
  readonly stripeSecretKey: string;
  /** APP_URL: where Stripe sends the athlete back (/payment-success, /checkout). */
  readonly appUrl: string;
  /** Stripe's API; a test points it at a fake. */
  readonly stripeApi?: string;
  readonly fetch?: typeof fetch;
}

export { CORS_HEADERS };



/** The HTTP answer for a database refusal (the payments adapter maps it back to a data error). */
export function refusalResponse(code: string): Response {
  if (code === 'PT404') return json(404, { error: 'We could not find that submission.' });
  if (code === '42501') return json(403, { error: 'Only the athlete who made the request pays for it.' });
  if (code === '23514') return json(409, { error: 'This submission is not waiting for a payment.' });
  if (code.startsWith('22') || code.startsWith('23')) return json(400, { error: 'That checkout request is not valid.' });
  return json(503, { error: 'Checkout is unavailable. Try again in a moment.' });
}

interface StripeSession {
  readonly id: string;
  readonly url: string | null;
  readonly status?: 'open' | 'complete' | 'expired' | null;
}

/** Stripe's form encoding of the session's parameters (nested keys in brackets). */
export function checkoutSessionForm(submissionId: string, plan: Extract<CheckoutPlan, { kind: 'attempt' }>, appUrl: string): URLSearchParams {
  const base = appUrl.replace(/\/+$/, '');
  const form = new URLSearchParams();
  form.set('mode', 'payment');
  form.set('client_reference_id', submissionId);
  form.set('line_items[0][quantity]', '1');
  form.set('line_items[0][price_data][currency]', plan.currency.toLowerCase());
  form.set('line_items[0][price_data][unit_amount]', String(plan.amount_cents));
  form.set('line_items[0][price_data][product_data][name]', plan.pro_name ? `Video analysis by ${plan.pro_name}` : 'Video analysis');
  for (const prefix of ['metadata', 'payment_intent_data[metadata]']) {
    form.set(`${prefix}[submission_id]`, submissionId);
    form.set(`${prefix}[idempotency_key]`, plan.idempotency_key);
  }
  form.set('success_url', `${base}/payment-success?submission=${encodeURIComponent(submissionId)}&session_id={CHECKOUT_SESSION_ID}`);
  form.set('cancel_url', `${base}/checkout?submission=${encodeURIComponent(submissionId)}`);
  // No expires_at: a retry must send exactly the same parameters under its key (Stripe refuses otherwise).
  return form;
}

async function createSession(config: CreateCheckoutConfig, form: URLSearchParams, idempotencyKey: string): Promise<StripeSession | { failed: number }> {
  const send = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(`${(config.stripeApi ?? 'https://api.stripe.com').replace(/\/+$/, '')}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.stripeSecretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': idempotencyKey,
      },
      body: form.toString(),
    });
  } catch (error) {
    console.error('create-checkout: Stripe unreachable', error);
    return { failed: 503 };
  }
  if (!response.ok) {
    console.error('create-checkout: Stripe refused the session', response.status, await response.text().catch(() => ''));
    return { failed: response.status >= 500 ? 503 : 502 };
  }
  return (await response.json()) as StripeSession;
}

export async function createCheckout(request: Request, services: CreateCheckoutServices, config: CreateCheckoutConfig): Promise<Response> {
  const call = await readSubmissionCall(request, 'Say which submission to pay for.');
  if (call instanceof Response) return call;
  const { accessToken, submissionId } = call;

  try {
    const caller = await services.callerOf(accessToken);
    if (!caller) return json(401, { error: 'Invalid JWT' });
    // Twice at most: a replayed session that expired closes its attempt, and the next one gets a new key.
    for (let round = 0; round < 2; round += 1) {
      const plan = await services.beginCheckout(submissionId, caller.id);
      if ('refused' in plan) return refusalResponse(plan.refused);
      if (plan.kind === 'already-paid') return json(200, { status: 'succeeded' });
      const session = await createSession(config, checkoutSessionForm(submissionId, plan, config.appUrl), plan.idempotency_key);
      if ('failed' in session) return json(session.failed, { error: 'The payment provider is unavailable. Try again in a moment.' });
      if (session.status === 'complete') return json(200, { status: 'succeeded' });
      if (session.status === 'expired' || !session.url) {
        await services.failAttempt(plan.idempotency_key);
        continue;
      }
      return json(200, { status: 'redirect', url: session.url });
    }
    return json(503, { error: 'Checkout is unavailable. Try again in a moment.' });
  } catch (error) {
    console.error('create-checkout failed', error);
    return json(500, { error: 'Could not start the checkout' });
  }
}
