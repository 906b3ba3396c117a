/**
 * The decision of the stripe-webhook function, free of Deno and of supabase-js so it can be tested
 * under Node. Stripe calls it without a Supabase JWT (verify_jwt = false in supabase/config.toml):
 * the signature over the raw body is the only proof the event is Stripe's. A paid Checkout session
 * calls public.confirm_payment with the provider event id, which records the event in
 * payment_events in the same transaction as the payment and the submission's move to
 * `submitted`: applied once, whatever the number of deliveries. An expired or failed session
 * closes its attempt (the next "Pay" takes a new key).
 */

export interface ConfirmPaymentInput {
  readonly submission_id: string;
  readonly idempotency_key: string;
  readonly provider: 'stripe';
  readonly provider_ref: string;
  readonly amount_cents: number;
  readonly currency: string;
  readonly provider_event_id: string;
}

export interface StripeWebhookServices {
  /** public.confirm_payment with service rights: {applied} or the database's refusal by SQLSTATE ('' when unreachable). */
  confirmPayment(input: ConfirmPaymentInput): Promise<{ readonly applied: boolean } | { readonly refused: string }>;
  /** Marks the attempt's pending payment failed (its session expired or its payment failed). */
  failAttempt(idempotencyKey: string): Promise<void>;
}

export interface StripeWebhookConfig {
  /** STRIPE_WEBHOOK_SECRET (whsec_…). */
  readonly webhookSecret: string;
  /** The server's clock, epoch ms. */
  readonly now?: () => number;
}

interface CheckoutSessionObject {
  readonly id: string;
  readonly amount_total: number | null;
  readonly currency: string | null;
  readonly payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  readonly payment_intent: string | null;
  readonly client_reference_id: string | null;
  readonly metadata: Record<string, string> | null;
}

interface StripeEvent {
  readonly id: string;
  readonly type: string;
  readonly data: { readonly object: CheckoutSessionObject };
}

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Codes a later delivery may get past (the database was unreachable): Stripe retries on a non-2xx answer. */
const transient = (code: string): boolean => code === '' || code.startsWith('08') || code === '57014' || code.startsWith('PGRST00');

export async function stripeWebhook(request: Request, services: StripeWebhookServices, config: StripeWebhookConfig): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });
  // The raw body: the signature is over these exact bytes, so it is read before any parsing.
  const payload = await request.text();
  const check = await verifyStripeSignature(payload, request.headers.get('Stripe-Signature'), config.webhookSecret, (config.now ?? Date.now)());
  if (!check.valid) return json(400, { error: `Invalid signature (${check.reason})` });

  let event: StripeEvent;
  try {
    event = JSON.parse(payload) as StripeEvent;
  } catch {
    return json(400, { error: 'Invalid payload' });
  }
  const session = event.data?.object;
  const key = session?.metadata?.idempotency_key;
  const submissionId = session?.metadata?.submission_id ?? session?.client_reference_id ?? null;

  try {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        // A delayed method (a bank debit) completes the session unpaid; its async_payment_succeeded pays it.
        if (session.payment_status !== 'paid') return json(200, { received: true, applied: false });
        if (!key || !submissionId || session.amount_total === null || !session.currency) return json(200, { received: true, applied: false, error: 'Not a ClipCoach checkout' });
        const result = await services.confirmPayment({
          submission_id: submissionId,
          idempotency_key: key,
          provider: 'stripe',
          provider_ref: session.payment_intent ?? session.id,
          amount_cents: session.amount_total,
          currency: session.currency.toUpperCase(),
          provider_event_id: event.id,
        });
        if ('refused' in result) {
          if (transient(result.refused)) return json(500, { error: 'Try again later' });
          // Retrying cannot change the answer (the submission was cancelled meanwhile, the amount
          // differs): acknowledged so Stripe stops, logged for a person to refund by hand.
          console.error('stripe-webhook: payment refused by the database; refund by hand', event.id, submissionId, result.refused);
          return json(200, { received: true, applied: false, error: 'Payment not applied' });
        }
        return json(200, { received: true, applied: result.applied });
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        if (key) await services.failAttempt(key);
        return json(200, { received: true, applied: !!key });
      default:
        return json(200, { received: true, applied: false });
    }
  } catch (error) {
    console.error('stripe-webhook failed', error);
    return json(500, { error: 'Try again later' });
  }
}

// ---------------------------------------------------------------------------------------------
/**
 * Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually), checked with
 * WebCrypto so the same module runs on Deno and Node without the stripe package: the
 * `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`; a `v1` is
 * HMAC-SHA256(webhook secret, `${t}.${raw body}`) in hex; the timestamp must be within the
 * tolerance of now (300 s, Stripe's default) so a captured delivery cannot be replayed later.
 */

export const SIGNATURE_TOLERANCE_S = 300;

export type SignatureCheck = { readonly valid: true } | { readonly valid: false; readonly reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

const encoder = new TextEncoder();

export async function hmacSha256Hex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two hex strings in time independent of where they differ. */
function equalConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** `nowMs`: the server's clock (epoch ms), passed in so a test decides what "stale" is. */
export async function verifyStripeSignature(
  payload: string,
  header: string | null,
  secret: string,
  nowMs: number,
  toleranceS: number = SIGNATURE_TOLERANCE_S,
): Promise<SignatureCheck> {
  if (!header) return { valid: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([k]) => k === 't').map(([, v]) => v ?? '');
  const signatures = parts.filter(([k, v]) => k === 'v1' && !!v).map(([, v]) => v!.toLowerCase());
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0]!) || signatures.length === 0) return { valid: false, reason: 'malformed' };
  const t = timestamps[0]!;
  const expected = await hmacSha256Hex(secret, `${t}.${payload}`);
  if (!signatures.some((signature) => equalConstantTime(signature, expected))) return { valid: false, reason: 'mismatch' };
  if (Math.abs(nowMs / 1000 - Number(t)) > toleranceS) return { valid: false, reason: 'stale' };
  return { valid: true };
}
