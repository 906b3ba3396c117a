import { createHmac, randomUUID } from 'node:crypto';

/**
 * Stripe's API as the checkout functions use it, small and faithful where it matters: a Checkout
 * session per idempotency key (the same key replays the same session, as Stripe does for 24 h;
 * the same key with other parameters is refused), refunds under their own keys, and webhook
 * events signed as Stripe signs them (HMAC-SHA256 of `${t}.${body}` with the endpoint's secret,
 * computed here with node:crypto, independently of the function's WebCrypto check).
 */

export const FAKE_STRIPE_API = 'https://api.stripe.test';
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_double';
export const FAKE_WEBHOOK_SECRET = 'whsec_test_double';

export interface FakeSession {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  payment_intent: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  /** The form Stripe received, for the replay check and for assertions. */
  form: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  payment_intent: string;
  idempotencyKey: string | null;
}

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  /** Every request the functions sent, with its idempotency key. */
  readonly calls: Array<{ method: string; path: string; idempotencyKey: string | null; authorization: string | null }> = [];
  private readonly byKey = new Map<string, { form: string; answer: unknown }>();
  /** The next requests fail with this status (the provider down). */
  failNext: number | null = null;

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const idempotencyKey = request.headers.get('Idempotency-Key');
    this.calls.push({ method: request.method, path: url.pathname, idempotencyKey, authorization: request.headers.get('Authorization') });
    if (request.headers.get('Authorization') !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    if (this.failNext !== null) {
      const status = this.failNext;
      this.failNext = null;
      return stripeError(status, 'api_error', 'Stripe is down');
    }
    const body = await request.text();
    if (idempotencyKey) {
      const earlier = this.byKey.get(idempotencyKey);
      if (earlier) {
        if (earlier.form !== body) return stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        return json(200, this.current(earlier.answer));
      }
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    let answer: unknown;
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') answer = this.createSession(form);
    else if (request.method === 'POST' && url.pathname === '/v1/refunds') answer = this.createRefund(form, idempotencyKey);
    else return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname})`);
    if (idempotencyKey) this.byKey.set(idempotencyKey, { form: body, answer });
    return json(200, this.current(answer));
  };

  /** A replay answers the object as it was created; a session's status is read fresh so a test can expire it. */
  private current(answer: unknown): unknown {
    const session = answer as { id?: string; object?: string };
    if (session.object === 'checkout.session' && session.id) {
      const live = [...this.sessions.values()].find((s) => s.id === session.id);
      return live ? { ...(answer as object), status: live.status } : answer;
    }
    return answer;
  }

  private createSession(form: Record<string, string>) {
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const session: FakeSession = {
      id,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? 1),
      currency: form['line_items[0][price_data][currency]'] ?? '',
      payment_intent: `pi_test_${randomUUID().replaceAll('-', '')}`,
      client_reference_id: form.client_reference_id ?? null,
      metadata: { submission_id: form['metadata[submission_id]'] ?? '', idempotency_key: form['metadata[idempotency_key]'] ?? '' },
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      form,
    };
    this.sessions.set(id, session);
    return { object: 'checkout.session', id, url: session.url, status: session.status, amount_total: session.amount_total, currency: session.currency };
  }

  private createRefund(form: Record<string, string>, idempotencyKey: string | null) {
    const refund: FakeRefund = { id: `re_test_${randomUUID().replaceAll('-', '')}`, payment_intent: form.payment_intent ?? '', idempotencyKey };
    this.refunds.push(refund);
    return { object: 'refund', id: refund.id, payment_intent: refund.payment_intent, status: 'succeeded' };
  }

  /** The only session opened so far (most tests open one). */
  onlySession(): FakeSession {
    const all = [...this.sessions.values()];
    if (all.length !== 1) throw new Error(`expected one Checkout session, found ${all.length}`);
    return all[0]!;
  }

  /** The athlete paid on Stripe's page: the session completes; returns the event Stripe will deliver. */
  pay(session: FakeSession, eventId = `evt_${randomUUID().replaceAll('-', '')}`): StripeEventBody {
    session.status = 'complete';
    session.payment_status = 'paid';
    return this.event('checkout.session.completed', session, eventId);
  }

  expire(session: FakeSession, eventId = `evt_${randomUUID().replaceAll('-', '')}`): StripeEventBody {
    session.status = 'expired';
    return this.event('checkout.session.expired', session, eventId);
  }

  event(type: string, session: FakeSession, eventId: string): StripeEventBody {
    const object = {
      id: session.id,
      object: 'checkout.session',
      amount_total: session.amount_total,
      currency: session.currency,
      payment_status: session.payment_status,
      payment_intent: session.payment_intent,
      client_reference_id: session.client_reference_id,
      metadata: session.metadata,
      status: session.status,
    };
    return { id: eventId, object: 'event', type, data: { object } };
  }
}

export type StripeEventBody = { id: string; object: 'event'; type: string; data: { object: Record<string, unknown> } };

/** The `Stripe-Signature` header Stripe sends with `body` at `timestampS` (unix seconds). */
export function stripeSignatureHeader(body: string, timestampS: number, secret: string = FAKE_WEBHOOK_SECRET): string {
  const v1 = createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
  return `t=${timestampS},v1=${v1}`;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stripeError = (status: number, type: string, message: string) => json(status, { error: { type, message } });
