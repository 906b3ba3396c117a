import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSupabaseBackend, type SupabaseBackend } from '../../../src/adapters/supabase/supabase-backend';
import { proRow } from '../../../src/adapters/shared/table-rows';
import { DEFAULT_PRICING, quote } from '../../../src/domain/submissions/pricing';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../src/domain/videos/video';
import { aPro } from '../../support/pro-mother';
import type { SupabaseHttpDouble } from './supabase-http-double';
import { installSupabaseDouble } from './supabase-test-backend';

/**
 * The hosted submissions, payments and settings adapters over supabase-js and the HTTP double,
 * whose database runs the real migrations (so the pricing, the RLS and the lifecycle functions are
 * the SQL's) and whose functions gateway runs the real create-checkout, stripe-webhook and
 * refund-payment modules against a fake Stripe.
 */
describe('Supabase submission, payments and settings adapters over the HTTP double', () => {
  const supabase = installSupabaseDouble();
  const PASSWORD = 'correct-horse-battery';
  const QUESTION = 'Is my serve toss too far forward?';
  let double: SupabaseHttpDouble;
  const people: SupabaseBackend[] = [];
  let proId: string;

  /** A signed-in person with their own client (own session storage key), as on their own device. */
  const signedIn = async (role: 'athlete' | 'pro' | 'admin', id?: string): Promise<{ id: string; backend: SupabaseBackend }> => {
    const email = `${role}-${globalThis.crypto.randomUUID().slice(0, 8)}@example.com`;
    let userId = id;
    if (userId) {
      const user = double.userById(userId)!;
      user.password = PASSWORD;
      user.email = email;
    } else {
      userId = (await double.seedUser({ email, password: PASSWORD, metadata: { account_type: role === 'pro' ? 'pro' : 'athlete', first_name: 'Alex', last_name: 'Athlete' }, isAdmin: role === 'admin' })).id;
    }
    const backend = createSupabaseBackend({ url: double.url, anonKey: double.anonKey, productSlug: `clipcoach_${people.length}` }, supabase.clock);
    people.push(backend);
    const result = await backend.auth.signInWithPassword({ email, password: PASSWORD });
    if (!result.ok) throw new Error(result.error.message);
    return { id: userId, backend };
  };

  const seedVideo = async (ownerId: string): Promise<string> => {
    const id = globalThis.crypto.randomUUID();
    await double.seedVideo({ id, ownerId, status: 'ready' });
    return id;
  };

  const paymentsOf = (submissionId: string) =>
    double.asService<{ status: string; attempt: number; idempotency_key: string; amount_cents: number; provider_ref: string | null }>(
      `select status, attempt, idempotency_key, amount_cents, provider_ref from public.payments where submission_id = $1 order by attempt`,
      [submissionId],
    );

  beforeEach(async () => {
    double = await supabase.freshDouble();
    proId = globalThis.crypto.randomUUID();
    await double.marketplace.seedPro(proRow(aPro({ id: proId, displayName: 'Coach Carla', sports: ['Tennis', 'Golf'], priceCents: 4500, turnaroundHours: 48 })));
  });
  afterEach(async () => {
    await Promise.all(people.splice(0).map((backend) => backend.dispose()));
  });

  it('issue 10 item 1 a draft is priced by the database from the pro and the pricing; the client sends no price', async () => {
    const athlete = await signedIn('athlete');
    const draft = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'express', question: `  ${QUESTION}  ` });
    const expected = quote({ priceCents: 4500, currency: 'USD', turnaroundHours: 48 }, 'express', DEFAULT_PRICING);
    expect(draft.ok && draft.value).toMatchObject({
      athleteId: athlete.id,
      proId,
      status: 'draft',
      tier: 'express',
      question: QUESTION,
      priceCents: expected.priceCents,
      platformFeeCents: expected.platformFeeCents,
      turnaroundHours: expected.turnaroundHours,
      currency: 'USD',
      videoId: null,
      submittedAt: null,
    });
    const [call] = double.requestsTo('POST', '/rest/v1/rpc/create_submission');
    expect(Object.keys(call!.body as object).sort()).toEqual(['pro_id', 'question', 'sport', 'tier']);
  });

  it('issue 10 item 1 a draft the rules refuse comes back as a data error: an unknown pro, a sport the pro does not coach, a short question', async () => {
    const athlete = await signedIn('athlete');
    const unknown = await athlete.backend.journey.submissions.createDraft(globalThis.crypto.randomUUID(), { sport: 'Tennis', tier: 'standard', question: QUESTION });
    const sport = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Rugby', tier: 'standard', question: QUESTION });
    const short = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'standard', question: 'Help?' });
    expect([unknown, sport, short].map((r) => !r.ok && r.error.reason)).toEqual(['not-found', 'invalid', 'invalid']);
  });

  it('issue 10 item 6 find and list follow the backend: another athlete gets not-found, the pro sees the request only once paid', async () => {
    const athlete = await signedIn('athlete');
    const stranger = await signedIn('athlete');
    const pro = await signedIn('pro', proId);
    const draft = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'standard', question: QUESTION });
    if (!draft.ok) throw new Error(draft.error.message);
    const id = draft.value.id;

    const own = await athlete.backend.journey.submissions.find(id);
    expect(own.ok && { proName: own.value.proName, athleteName: own.value.athleteName, timeline: own.value.timeline.map((e) => [e.fromStatus, e.toStatus, e.actorId]) }).toEqual({
      proName: 'Coach Carla',
      athleteName: 'Alex Athlete',
      timeline: [[null, 'draft', athlete.id]],
    });
    const theirs = await stranger.backend.journey.submissions.find(id);
    const unpaid = await pro.backend.journey.submissions.find(id);
    const malformed = await athlete.backend.journey.submissions.find('not-a-uuid');
    expect([theirs, unpaid, malformed].map((r) => !r.ok && r.error.reason)).toEqual(['not-found', 'not-found', 'not-found']);
    const queue = await pro.backend.journey.submissions.list({ as: 'pro' });
    const strangerList = await stranger.backend.journey.submissions.list({ as: 'athlete' });
    expect([queue.ok && queue.value.length, strangerList.ok && strangerList.value.length]).toEqual([0, 0]);

    await athlete.backend.journey.submissions.act(id, { type: 'start_checkout', videoId: await seedVideo(athlete.id) });
    const paying = await athlete.backend.journey.payments.pay(id);
    if (!paying.ok || paying.value.status !== 'redirect') throw new Error('expected a redirect to Stripe');
    expect((await double.completeCheckout(paying.value.url)).status).toBe(200);

    const paidQueue = await pro.backend.journey.submissions.list({ as: 'pro' });
    expect(paidQueue.ok && paidQueue.value.map((v) => [v.submission.id, v.submission.status, v.athleteName])).toEqual([[id, 'submitted', 'Alex Athlete']]);
    const seen = await pro.backend.journey.submissions.find(id);
    expect(seen.ok && seen.value.timeline.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      [null, 'draft', athlete.id],
      ['draft', 'awaiting_payment', athlete.id],
      ['awaiting_payment', 'submitted', null],
    ]);
    expect((await stranger.backend.journey.submissions.find(id)).ok).toBe(false);
  });

  it('issue 10 item 6 lists newest first and filters by status', async () => {
    const athlete = await signedIn('athlete');
    const first = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'standard', question: QUESTION });
    const second = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Golf', tier: 'standard', question: QUESTION });
    if (!first.ok || !second.ok) throw new Error('drafts');
    await athlete.backend.journey.submissions.act(first.value.id, { type: 'cancel', note: 'Changed my mind' });
    const all = await athlete.backend.journey.submissions.list({ as: 'athlete' });
    const cancelled = await athlete.backend.journey.submissions.list({ as: 'athlete', status: 'cancelled' });
    expect(all.ok && all.value.map((v) => v.submission.sport)).toEqual(['Golf', 'Tennis']);
    expect(cancelled.ok && cancelled.value.map((v) => [v.submission.id, v.timeline.at(-1)?.note])).toEqual([[first.value.id, 'Changed my mind']]);
  });

  it('issue 10 item 5 act() goes through the lifecycle functions: wrong role forbidden, wrong status conflict, a decline needs its reason', async () => {
    const athlete = await signedIn('athlete');
    const pro = await signedIn('pro', proId);
    const draft = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'standard', question: QUESTION });
    if (!draft.ok) throw new Error(draft.error.message);
    const id = draft.value.id;
    const early = await athlete.backend.journey.submissions.act(id, { type: 'start_review' });
    const checkout = await athlete.backend.journey.submissions.act(id, { type: 'start_checkout', videoId: await seedVideo(athlete.id) });
    const again = await athlete.backend.journey.submissions.act(id, { type: 'start_checkout', videoId: globalThis.crypto.randomUUID() });
    expect(!early.ok && early.error.reason).toBe('forbidden');
    expect(checkout.ok && checkout.value.status).toBe('awaiting_payment');
    expect(!again.ok && again.error.reason).toBe('conflict');

    await athlete.backend.journey.payments.pay(id);
    await double.deliverStripeEvent(double.stripe.pay(double.stripe.onlySession()));
    const review = await pro.backend.journey.submissions.act(id, { type: 'start_review' });
    const curt = await pro.backend.journey.submissions.act(id, { type: 'decline', reason: 'No.' });
    const declined = await pro.backend.journey.submissions.act(id, { type: 'decline', reason: 'I do not coach left-handed serves.' });
    expect(review.ok && review.value.status).toBe('in_review');
    expect(!curt.ok && curt.error.reason).toBe('invalid');
    expect(declined.ok && [declined.value.status, declined.value.refundRequested]).toEqual(['refunded', true]);
  });

  describe('payments: Stripe Checkout through the server functions', () => {
    const awaitingPayment = async () => {
      const athlete = await signedIn('athlete');
      const draft = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'standard', question: QUESTION });
      if (!draft.ok) throw new Error(draft.error.message);
      await athlete.backend.journey.submissions.act(draft.value.id, { type: 'start_checkout', videoId: await seedVideo(athlete.id) });
      return { athlete, id: draft.value.id, total: draft.value.priceCents + draft.value.platformFeeCents };
    };

    it('issue 10 item 4 the hosted method is a redirect; pay answers the session URL; a double click opens the same session under the same key', async () => {
      const { athlete, id, total } = await awaitingPayment();
      expect(athlete.backend.journey.payments.method).toEqual({ kind: 'redirect' });
      const first = await athlete.backend.journey.payments.pay(id);
      const second = await athlete.backend.journey.payments.pay(id);
      const session = double.stripe.onlySession();
      expect(first).toEqual({ ok: true, value: { status: 'redirect', url: session.url } });
      expect(second).toEqual(first);
      expect(double.stripe.calls.map((c) => [c.path, c.idempotencyKey])).toEqual([
        ['/v1/checkout/sessions', `checkout:${id}:1`],
        ['/v1/checkout/sessions', `checkout:${id}:1`],
      ]);
      expect([session.amount_total, session.currency, session.metadata, session.success_url]).toEqual([
        total,
        'usd',
        { submission_id: id, idempotency_key: `checkout:${id}:1` },
        `${double.appUrl}/payment-success?submission=${id}&session_id={CHECKOUT_SESSION_ID}`,
      ]);
      expect(await paymentsOf(id)).toEqual([{ status: 'pending', attempt: 1, idempotency_key: `checkout:${id}:1`, amount_cents: total, provider_ref: null }]);
    });

    it('issue 10 item 4 the webhook marks the payment succeeded and the submission submitted once, whatever the number of deliveries', async () => {
      const { athlete, id, total } = await awaitingPayment();
      await athlete.backend.journey.payments.pay(id);
      const session = double.stripe.onlySession();
      const event = double.stripe.pay(session);
      const deliveries = [await double.deliverStripeEvent(event), await double.deliverStripeEvent(event)];
      expect(await Promise.all(deliveries.map(async (r) => [r.status, await r.json()]))).toEqual([
        [200, { received: true, applied: true }],
        [200, { received: true, applied: false }],
      ]);
      expect(await paymentsOf(id)).toEqual([{ status: 'succeeded', attempt: 1, idempotency_key: `checkout:${id}:1`, amount_cents: total, provider_ref: session.payment_intent }]);
      const found = await athlete.backend.journey.submissions.find(id);
      expect(found.ok && [found.value.submission.status, found.value.timeline.filter((e) => e.toStatus === 'submitted').length]).toEqual(['submitted', 1]);
      // A later "Pay" (the success page reloaded) charges nothing.
      expect(await athlete.backend.journey.payments.pay(id)).toEqual({ ok: true, value: { status: 'succeeded' } });
      expect(double.stripe.calls).toHaveLength(1);
    });

    it('issue 10 item 4 a bad signature or a stale timestamp is refused with 400 and changes nothing', async () => {
      const { athlete, id } = await awaitingPayment();
      await athlete.backend.journey.payments.pay(id);
      const event = double.stripe.pay(double.stripe.onlySession());
      const forged = await double.deliverStripeEvent(event, { secret: 'whsec_somebody_else' });
      const stale = await double.deliverStripeEvent(event, { timestampS: Math.floor(Date.now() / 1000) - 301 });
      expect([forged.status, stale.status]).toEqual([400, 400]);
      expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['pending']);
      expect(await double.asService(`select * from public.payment_events`)).toEqual([]);
    });

    it('issue 10 item 4 an abandoned session expires: its attempt fails and the next "Pay" opens a new session under a new key', async () => {
      const { athlete, id } = await awaitingPayment();
      await athlete.backend.journey.payments.pay(id);
      expect((await double.deliverStripeEvent(double.stripe.expire(double.stripe.onlySession()))).status).toBe(200);
      const retried = await athlete.backend.journey.payments.pay(id);
      expect(retried.ok && retried.value.status).toBe('redirect');
      expect((await paymentsOf(id)).map((p) => [p.attempt, p.status])).toEqual([
        [1, 'failed'],
        [2, 'pending'],
      ]);
      expect(double.stripe.calls.map((c) => c.idempotencyKey)).toEqual([`checkout:${id}:1`, `checkout:${id}:2`]);
    });

    it('issue 10 item 4 only the athlete pays, only while payment is awaited; Stripe down is unavailable', async () => {
      const { athlete, id } = await awaitingPayment();
      const pro = await signedIn('pro', proId);
      const draftOnly = await athlete.backend.journey.submissions.createDraft(proId, { sport: 'Tennis', tier: 'standard', question: QUESTION });
      if (!draftOnly.ok) throw new Error(draftOnly.error.message);
      const byPro = await pro.backend.journey.payments.pay(id);
      const onDraft = await athlete.backend.journey.payments.pay(draftOnly.value.id);
      double.stripe.failNext = 503;
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const down = await athlete.backend.journey.payments.pay(id);
      logged.mockRestore();
      expect([byPro, onDraft, down].map((r) => !r.ok && r.error.reason)).toEqual(['not-found', 'conflict', 'unavailable']);
    });

    it('issue 10 item 6 a declined paid request is refunded in full at Stripe once, by the decline; a later admin refund sends nothing more', async () => {
      const { athlete, id } = await awaitingPayment();
      const pro = await signedIn('pro', proId);
      const admin = await signedIn('admin');
      await athlete.backend.journey.payments.pay(id);
      const session = double.stripe.onlySession();
      await double.deliverStripeEvent(double.stripe.pay(session));
      const early = await pro.backend.journey.payments.refund(id);
      expect(!early.ok && early.error.reason).toBe('forbidden');
      await pro.backend.journey.submissions.act(id, { type: 'decline', reason: 'I do not coach left-handed serves.' });
      expect(double.stripe.refunds.map((r) => [r.payment_intent, r.idempotencyKey])).toEqual([[session.payment_intent, `refund:${id}`]]);
      expect(await admin.backend.journey.payments.refund(id)).toEqual({ ok: true, value: undefined });
      const byAthlete = await athlete.backend.journey.payments.refund(id);
      expect(!byAthlete.ok && byAthlete.error.reason).toBe('forbidden');
      expect(double.stripe.refunds).toHaveLength(1);
      expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['refunded']);
    });
  });

  it('issue 10 item 2 settings: everyone signed in reads the pricing and the upload settings', async () => {
    const athlete = await signedIn('athlete');
    expect(await athlete.backend.journey.settings.pricing()).toEqual({ ok: true, value: DEFAULT_PRICING });
    expect(await athlete.backend.journey.settings.uploadSettings()).toEqual({ ok: true, value: DEFAULT_UPLOAD_SETTINGS });
  });
});
