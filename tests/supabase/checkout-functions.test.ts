// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCheckout, type CheckoutPlan, type CreateCheckoutServices } from '../../supabase/functions/create-checkout/create-checkout';
import { refundPayment, type RefundPlan, type RefundPaymentServices } from '../../supabase/functions/refund-payment/refund-payment';
import { stripeWebhook, verifyStripeSignature, type StripeWebhookServices } from '../../supabase/functions/stripe-webhook/stripe-webhook';
import { FAKE_STRIPE_API, FAKE_STRIPE_SECRET_KEY, FAKE_WEBHOOK_SECRET, FakeStripe, stripeSignatureHeader, type StripeEventBody } from '../adapters/supabase/fake-stripe';
import { startSupabaseTestDb, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, service, codeOf } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * The checkout server functions (supabase/functions/create-checkout, stripe-webhook,
 * refund-payment) run under Node against the real migrations on PGlite (their service-role calls
 * are the SQL, run as service_role) and a fake Stripe; and the functions of
 * 20250601000500_submission_views_and_checkout.sql attacked as a client could. Each test runs in
 * one rolled-back transaction; each service call in a savepoint, as its own request would be.
 */

let db: SupabaseTestDb;
let alice: string; // athlete
let bob: string; // another athlete
let ana: string; // approved pro
let video: string; // alice's, ready
const NOW_MS = Date.UTC(2026, 2, 1, 12, 0, 0);

const { attacks, attack, titles: ATTACK_TITLES } = attackCounter();

/** One service call as its own request: a savepoint, so a refusal does not abort the test's transaction. */
async function call<T>(q: Query, work: () => Promise<T>): Promise<T | { refused: string }> {
  await q.rows('savepoint call');
  try {
    const value = await work();
    await q.rows('release savepoint call');
    return value;
  } catch (error) {
    await q.rows('rollback to savepoint call');
    return { refused: (error as { code?: string }).code ?? '' };
  }
}

async function seedSubmission(q: Query, status: string, paid = false): Promise<string> {
  const [row] = await q.rows<{ id: string }>(
    `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours, submitted_at, refund_requested)
     values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'standard', $4, 4500, 450, 'USD', 48, $5, $6) returning id`,
    [alice, ana, status === 'draft' ? null : video, status, paid ? '2026-03-01T10:00:00Z' : null, status === 'refunded'],
  );
  if (paid) {
    await q.rows(`insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, provider_ref, status, idempotency_key, attempt) values ($1, $2, 4950, 'USD', 'stripe', 'pi_seeded', 'succeeded', $3, 1)`, [row!.id, alice, `checkout:${row!.id}:1`]);
  }
  return row!.id;
}

/** The functions' services, as the Deno entry points build them, over this transaction. */
function servicesOver(q: Query, tokens: Record<string, string>) {
  const callerOf = async (token: string) => (tokens[token] ? { id: tokens[token]! } : null);
  const failAttempt = async (key: string) => void (await q.rows(`update public.payments set status = 'failed' where idempotency_key = $1 and status = 'pending'`, [key]));
  const checkout: CreateCheckoutServices = {
    callerOf,
    beginCheckout: (submissionId, athleteId) =>
      call(q, async () => (await q.rows<{ plan: CheckoutPlan }>(`select public.begin_checkout(submission_id => $1, athlete_id => $2) as plan`, [submissionId, athleteId]))[0]!.plan),
    failAttempt,
  };
  const webhook: StripeWebhookServices = {
    confirmPayment: (i) =>
      call(q, async () => {
        const [row] = await q.rows<{ outcome: { applied: boolean } }>(
          `select public.confirm_payment(submission_id => $1, idempotency_key => $2, provider => $3, provider_ref => $4, amount_cents => $5, currency => $6, provider_event_id => $7) as outcome`,
          [i.submission_id, i.idempotency_key, i.provider, i.provider_ref, i.amount_cents, i.currency, i.provider_event_id],
        );
        return { applied: row!.outcome.applied };
      }),
    failAttempt,
  };
  const refund: RefundPaymentServices = {
    callerOf,
    beginRefund: (submissionId, callerId) =>
      call(q, async () => (await q.rows<{ plan: RefundPlan }>(`select public.begin_refund(submission_id => $1, caller_id => $2) as plan`, [submissionId, callerId]))[0]!.plan),
    markRefunded: async (paymentId) => void (await q.rows(`update public.payments set status = 'refunded' where id = $1 and status = 'succeeded'`, [paymentId])),
  };
  return { checkout, webhook, refund };
}

const TOKENS = () => ({ 'token-of-alice': alice, 'token-of-bob': bob, 'token-of-ana': ana });
const post = (path: string, token: string | null, body: unknown) =>
  new Request(`https://project.supabase.co/functions/v1/${path}`, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const stripeConfig = (stripe: FakeStripe) => ({ stripeSecretKey: FAKE_STRIPE_SECRET_KEY, stripeApi: FAKE_STRIPE_API, fetch: stripe.fetch, appUrl: 'https://app.test' });
const webhookConfig = { webhookSecret: FAKE_WEBHOOK_SECRET, now: () => NOW_MS };
const delivery = (event: StripeEventBody, options: { t?: number; secret?: string; header?: string } = {}) => {
  const body = JSON.stringify(event);
  const header = options.header ?? stripeSignatureHeader(body, options.t ?? NOW_MS / 1000, options.secret ?? FAKE_WEBHOOK_SECRET);
  return new Request('https://project.supabase.co/functions/v1/stripe-webhook', { method: 'POST', headers: { 'Stripe-Signature': header }, body });
};
const state = (q: Query, id: string) =>
  Promise.all([
    q.rows<{ status: string; submitted: number }>(
      `select s.status, (select count(*)::int from public.submission_events e where e.submission_id = s.id and e.to_status = 'submitted') as submitted from public.submissions s where s.id = $1`,
      [id],
    ),
    q.rows<{ status: string; attempt: number; amount_cents: number }>(`select status, attempt, amount_cents from public.payments where submission_id = $1 order by attempt`, [id]),
    q.rows<{ n: number }>(`select count(*)::int as n from public.payment_events`),
  ]).then(([[s], payments, [events]]) => ({ status: s!.status, submittedEvents: s!.submitted, payments, webhookEvents: events!.n }));

/** An awaiting-payment submission of alice, checked out through the function: its id, the session, the event Stripe will send once paid. */
async function checkedOut(q: Query, stripe: FakeStripe) {
  const id = await seedSubmission(q, 'awaiting_payment');
  const response = await createCheckout(post('create-checkout', 'token-of-alice', { submission_id: id, amount_cents: 1 }), servicesOver(q, TOKENS()).checkout, stripeConfig(stripe));
  expect(response.status).toBe(200);
  const session = stripe.onlySession();
  return { id, session, response: (await response.json()) as { status: string; url: string } };
}

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice', last_name: 'Athlete' });
  bob = await db.signUp('bob@example.com', { first_name: 'Bob' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(
      `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours, verification_status)
       values ($1, 'Ana Ace', 'Coach', 'Coaching athletes for many years with video analysis.', array['Tennis'], 5, 4500, 48, 'approved')`,
      [ana],
    );
    const [row] = await q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height, thumbnail_path)
       values ($1::uuid, $1::text || '/serve.mp4', 'serve.mp4', 'video/mp4', 1000, 'ready', 12.5, 1280, 720, $1::text || '/serve.jpg') returning id`,
      [alice],
    );
    video = row!.id;
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}, 180_000);

afterAll(() => {
  console.log(`checkout and submission-view attacks refused: ${attacks.refused} of ${attacks.tried}`);
  vi.restoreAllMocks();
  return db?.pg.close();
});

describe('create-checkout (the function under Node, over the real SQL and a fake Stripe)', () => {
  it('issue 10 item 4 opens a Stripe Checkout session for the total the database holds, under the attempt key; a retry replays it', async () => {
    const stripe = new FakeStripe();
    await db.as(service, async (q) => {
      const { id, session, response } = await checkedOut(q, stripe);
      expect(response).toEqual({ status: 'redirect', url: session.url });
      expect([session.amount_total, session.currency, session.form['line_items[0][price_data][product_data][name]']]).toEqual([4950, 'usd', 'Video analysis by Ana Ace']);
      const again = await createCheckout(post('create-checkout', 'token-of-alice', { submission_id: id }), servicesOver(q, TOKENS()).checkout, stripeConfig(stripe));
      expect(await again.json()).toEqual({ status: 'redirect', url: session.url });
      expect(stripe.calls.map((c) => [c.idempotencyKey, c.authorization])).toEqual([
        [`checkout:${id}:1`, `Bearer ${FAKE_STRIPE_SECRET_KEY}`],
        [`checkout:${id}:1`, `Bearer ${FAKE_STRIPE_SECRET_KEY}`],
      ]);
      expect((await state(q, id)).payments).toEqual([{ status: 'pending', attempt: 1, amount_cents: 4950 }]);
    });
  });

  it('issue 10 item 4 answers 401 without a token or with an unknown one, 400 without a submission id; Stripe is never called', async () => {
    const stripe = new FakeStripe();
    await db.as(service, async (q) => {
      const services = servicesOver(q, TOKENS()).checkout;
      const id = await seedSubmission(q, 'awaiting_payment');
      const statuses = [
        (await createCheckout(post('create-checkout', null, { submission_id: id }), services, stripeConfig(stripe))).status,
        (await createCheckout(post('create-checkout', 'forged', { submission_id: id }), services, stripeConfig(stripe))).status,
        (await createCheckout(post('create-checkout', 'token-of-alice', { submission: id }), services, stripeConfig(stripe))).status,
      ];
      expect(statuses).toEqual([401, 401, 400]);
      expect(stripe.calls).toEqual([]);
    });
  });
});

describe('stripe-webhook (the function under Node, over the real SQL)', () => {
  it('issue 10 item 4 a paid session marks the payment succeeded and the submission submitted once; a replayed event changes nothing', async () => {
    const stripe = new FakeStripe();
    await db.as(service, async (q) => {
      const { id, session } = await checkedOut(q, stripe);
      const event = stripe.pay(session);
      const services = servicesOver(q, TOKENS()).webhook;
      const first = await stripeWebhook(delivery(event), services, webhookConfig);
      const after = await state(q, id);
      const replays = [await stripeWebhook(delivery(event), services, webhookConfig), await stripeWebhook(delivery(event, { t: NOW_MS / 1000 + 60 }), services, webhookConfig)];
      expect([first.status, await first.json()]).toEqual([200, { received: true, applied: true }]);
      expect(await Promise.all(replays.map((r) => r.json()))).toEqual([{ received: true, applied: false }, { received: true, applied: false }]);
      expect(after).toEqual({ status: 'submitted', submittedEvents: 1, payments: [{ status: 'succeeded', attempt: 1, amount_cents: 4950 }], webhookEvents: 1 });
      expect(await state(q, id)).toEqual(after);
      // Stripe's other event for the same payment (another id) is refused by the attempt key, not applied twice.
      const other = await stripeWebhook(delivery(stripe.event('checkout.session.async_payment_succeeded', session, 'evt_other')), services, webhookConfig);
      expect(await other.json()).toEqual({ received: true, applied: false });
      expect((await state(q, id)).submittedEvents).toBe(1);
    });
  });

  attack('a bad signature, a missing one, a stale or a future timestamp is refused with 400 and changes nothing', async () => {
    const stripe = new FakeStripe();
    await db.as(service, async (q) => {
      const { id, session } = await checkedOut(q, stripe);
      const event = stripe.pay(session);
      const before = await state(q, id);
      const services = servicesOver(q, TOKENS()).webhook;
      const answers = await Promise.all(
        [
          delivery(event, { secret: 'whsec_someone_else' }),
          delivery(event, { header: '' }),
          delivery(event, { header: `t=${NOW_MS / 1000},v0=abc` }),
          delivery(event, { t: NOW_MS / 1000 - 301 }),
          delivery(event, { t: NOW_MS / 1000 + 301 }),
        ].map(async (request) => (await stripeWebhook(request, services, webhookConfig)).status),
      );
      expect(answers).toEqual([400, 400, 400, 400, 400]);
      // The body was changed after signing (another amount): the signature no longer matches.
      const body = JSON.stringify(event);
      const tampered = new Request('https://x/functions/v1/stripe-webhook', {
        method: 'POST',
        headers: { 'Stripe-Signature': stripeSignatureHeader(body, NOW_MS / 1000) },
        body: body.replace('"amount_total":4950', '"amount_total":1'),
      });
      expect((await stripeWebhook(tampered, services, webhookConfig)).status).toBe(400);
      expect(await state(q, id)).toEqual(before);
    });
  });

  attack('a correctly signed event for another amount is not applied: the database compares it with the total', async () => {
    const stripe = new FakeStripe();
    await db.as(service, async (q) => {
      const { id, session } = await checkedOut(q, stripe);
      const event = stripe.pay(session);
      (event.data.object as { amount_total: number }).amount_total = 100;
      const response = await stripeWebhook(delivery(event), servicesOver(q, TOKENS()).webhook, webhookConfig);
      expect([response.status, await response.json()]).toEqual([200, { received: true, applied: false, error: 'Payment not applied' }]);
      expect(await state(q, id)).toMatchObject({ status: 'awaiting_payment', payments: [{ status: 'pending' }], webhookEvents: 0 });
    });
  });

  it('issue 10 item 4 the signature check accepts any of several v1 signatures (a rolled secret) and is WebCrypto HMAC-SHA256 of t.payload', async () => {
    const payload = '{"id":"evt_1"}';
    const good = stripeSignatureHeader(payload, 1_700_000_000).split(',')[1];
    expect(await verifyStripeSignature(payload, `t=1700000000,v1=${'0'.repeat(64)},${good}`, FAKE_WEBHOOK_SECRET, 1_700_000_000_000)).toEqual({ valid: true });
    expect(await verifyStripeSignature(payload, `t=1700000000,${good}`, FAKE_WEBHOOK_SECRET, 1_700_000_300_000)).toEqual({ valid: true });
    expect(await verifyStripeSignature(payload, `t=1700000000,${good}`, FAKE_WEBHOOK_SECRET, 1_700_000_301_000)).toEqual({ valid: false, reason: 'stale' });
  });
});

describe('submission views, begin_checkout and begin_refund: attacks that must fail', () => {
  attack('an anonymous visitor calls no view; no signed-in user calls begin_checkout or begin_refund, not even for their own submission', async () => {
    const id = await db.owner((q) => q.rows(`set local role service_role`).then(() => seedSubmission(q, 'awaiting_payment')));
    try {
      // One at a time: PGlite has one connection.
      const codes = [
        await codeOf(() => db.as({ role: 'anon' }, (q) => q.rows(`select * from public.list_submissions('athlete')`))),
        await codeOf(() => db.as({ role: 'anon' }, (q) => q.rows(`select * from public.get_submission($1)`, [id]))),
        await codeOf(() => db.as(user(alice), (q) => q.rows(`select public.begin_checkout($1, $2)`, [id, alice]))),
        await codeOf(() => db.as(user(alice), (q) => q.rows(`select public.begin_refund($1, $2)`, [id, alice]))),
      ];
      expect(codes).toEqual(['42501', '42501', '42501', '42501']);
    } finally {
      await db.owner((q) => q.rows(`delete from public.submissions where id = $1`, [id]));
    }
  });

  attack('R6.3 get_submission: a stranger, and the pro before payment, get not found; list_submissions shows neither, and every submission to admins only', async () => {
    await db.as(service, async (q) => {
      const unpaid = await seedSubmission(q, 'awaiting_payment');
      const paid = await seedSubmission(q, 'submitted', true);
      const read = async (who: string, sql: string, params: unknown[]) => {
        await q.rows(`savepoint r`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: who, role: 'authenticated' })]);
        await q.rows(`set local role authenticated`);
        try {
          return await q.rows<{ submission: { id: string } }>(sql, params);
        } catch (error) {
          return (error as { code?: string }).code ?? 'error';
        } finally {
          await q.rows(`rollback to savepoint r`);
          await q.rows(`set local role service_role`);
        }
      };
      expect(await read(bob, `select * from public.get_submission($1)`, [unpaid])).toBe('PT404');
      expect(await read(bob, `select * from public.get_submission($1)`, [paid])).toBe('PT404');
      expect(await read(ana, `select * from public.get_submission($1)`, [unpaid])).toBe('PT404');
      expect(await read(bob, `select * from public.list_submissions('athlete')`, [])).toEqual([]);
      expect(await read(bob, `select * from public.list_submissions('pro')`, [])).toEqual([]);
      const queue = await read(ana, `select * from public.list_submissions('pro')`, []);
      expect(Array.isArray(queue) && queue.map((r) => r.submission.id)).toEqual([paid]);
      expect(await read(ana, `select * from public.list_submissions('admin')`, [])).toBe('42501');
      expect(await read(ana, `select * from public.list_submissions('everyone')`, [])).toBe('22023');
      const seen = await read(ana, `select athlete_name, pro_name from public.get_submission($1)`, [paid]);
      expect(seen).toEqual([{ athlete_name: 'Alice Athlete', pro_name: 'Ana Ace' }]);
    });
  });

  attack('begin_checkout pays only the athlete’s own submission awaiting payment, once, for the database’s total', async () => {
    await db.as(service, async (q) => {
      const awaiting = await seedSubmission(q, 'awaiting_payment');
      const draft = await seedSubmission(q, 'draft');
      const paid = await seedSubmission(q, 'submitted', true);
      const plan = (submission: string, who: string) => call(q, async () => (await q.rows<{ plan: Record<string, unknown> }>(`select public.begin_checkout($1, $2) as plan`, [submission, who]))[0]!.plan);
      expect(await plan(awaiting, bob)).toEqual({ refused: 'PT404' });
      expect(await plan(paid, ana)).toEqual({ refused: '42501' });
      expect(await plan(draft, alice)).toEqual({ refused: '23514' });
      expect(await plan(paid, alice)).toEqual({ kind: 'already-paid' });
      const first = await plan(awaiting, alice);
      const second = await plan(awaiting, alice);
      expect(first).toMatchObject({ kind: 'attempt', attempt: 1, amount_cents: 4950, currency: 'USD', reused: false });
      expect(second).toMatchObject({ kind: 'attempt', attempt: 1, idempotency_key: `checkout:${awaiting}:1`, reused: true });
      expect((await state(q, paid)).payments).toHaveLength(1);
      expect((await state(q, awaiting)).payments).toHaveLength(1);
    });
  });

  attack('refund-payment moves money only where the lifecycle decided a refund, once, and only for a reader of the submission', async () => {
    const stripe = new FakeStripe();
    await db.as(service, async (q) => {
      const open = await seedSubmission(q, 'in_review', true);
      const closed = await seedSubmission(q, 'refunded', true);
      const services = servicesOver(q, TOKENS()).refund;
      const ask = async (token: string, id: string) => {
        const response = await refundPayment(post('refund-payment', token, { submission_id: id }), services, stripeConfig(stripe));
        return [response.status, await response.json()];
      };
      expect(await ask('token-of-ana', open)).toEqual([409, { error: 'This submission was not closed with a refund.' }]);
      expect(await ask('token-of-bob', closed)).toEqual([404, { error: 'We could not find that submission.' }]);
      expect(await ask('token-of-ana', closed)).toEqual([200, { status: 'refunded' }]);
      expect(await ask('token-of-alice', closed)).toEqual([200, { status: 'already-refunded' }]);
      expect(stripe.refunds.map((r) => [r.payment_intent, r.idempotencyKey])).toEqual([['pi_seeded', `refund:${closed}`]]);
      expect((await state(q, open)).payments.map((p) => p.status)).toEqual(['succeeded']);
    });
  });

  it('the new functions are security definer with an empty search_path', async () => {
    const names = ['list_submissions', 'get_submission', 'begin_checkout', 'begin_refund', 'pro_name_of', 'person_name_of', 'timeline_of'];
    const fns = await db.owner((q) => q.rows<{ name: string; secdef: boolean; config: string[] | null }>(`select proname as name, prosecdef as secdef, proconfig as config from pg_proc where proname = any($1)`, [names]));
    expect(fns.map((f) => f.name).sort()).toEqual([...names].sort());
    for (const fn of fns) expect(fn, fn.name).toMatchObject({ secdef: true, config: ['search_path=""'] });
  });
});

it('every checkout and submission-view attack was tried and refused', () => {
  expect(attacks).toEqual({ tried: ATTACK_TITLES.length, refused: ATTACK_TITLES.length });
});
