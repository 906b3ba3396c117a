import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/domain/shared/actor';
import { systemActor } from '../../../src/domain/shared/system-actor';
import { orderSummary } from '../../../src/domain/payments/order-summary';
import {
  PAYMENT_STATUSES,
  paymentWentThrough,
  acceptProviderEvent,
  checkoutKey,
  pendingPayment,
  planCheckout,
  refundPayment,
  settlePayment,
  type Payment,
} from '../../../src/domain/payments/payment';
import { CARD_DECLINED_MESSAGE, luhnValid, simulateCharge, validateCard } from '../../../src/domain/payments/simulated-card';
import { aSubmission } from '../../support/submission-mother';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const athlete: Actor = { id: 'athlete-1', isAdmin: false };
const payments = systemActor('payments');
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('order summary', () => {
  it('shows price, platform fee, referral credit (0 for now) and total', () => {
    expect(orderSummary(aSubmission({ priceCents: 6750, platformFeeCents: 675 }))).toEqual({
      priceCents: 6750,
      platformFeeCents: 675,
      referralCreditCents: 0,
      totalCents: 7425,
      currency: 'USD',
    });
  });

  it('a referral credit comes off the total, never below zero', () => {
    expect(orderSummary(aSubmission(), 1000).totalCents).toBe(3950);
    expect(orderSummary(aSubmission(), 99_999)).toMatchObject({ referralCreditCents: 4950, totalCents: 0 });
    expect(orderSummary(aSubmission(), -5).referralCreditCents).toBe(0);
  });
});

describe('the simulated card provider: "Card number", "Expiry", "CVC"', () => {
  it('4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined ("Your card was declined.")', () => {
    expect(simulateCharge(card, NOW)).toEqual({ status: 'succeeded' });
    expect(simulateCharge({ ...card, cardNumber: '4000 0000 0000 0002' }, NOW)).toEqual({ status: 'declined', message: 'Your card was declined.' });
    expect(CARD_DECLINED_MESSAGE).toBe('Your card was declined.');
  });

  it('gives a field error for a malformed number, a failed checksum or a real card', () => {
    expect(validateCard({ ...card, cardNumber: '' }, NOW)).toEqual({ cardNumber: 'Enter your card number.' });
    expect(validateCard({ ...card, cardNumber: '4242 4242' }, NOW)).toEqual({ cardNumber: 'Enter the card number as printed: 12 to 19 digits.' });
    expect(validateCard({ ...card, cardNumber: '4242 4242 4242 4241' }, NOW)).toEqual({ cardNumber: 'This card number is not valid. Check it for typos.' });
    expect(simulateCharge({ ...card, cardNumber: '5555 5555 5555 4444' }, NOW)).toEqual({
      status: 'invalid',
      errors: { cardNumber: 'This is a test checkout: use the test card 4242 4242 4242 4242.' },
    });
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('accepts an expiry through the end of its month on the Clock’s now, and refuses a past or malformed one', () => {
    expect(validateCard({ ...card, expiry: '03/26' }, NOW)).toEqual({}); // March 2026, it is 15 March 2026
    expect(validateCard({ ...card, expiry: '03/26' }, Date.parse('2026-03-31T23:59:59.999Z'))).toEqual({});
    expect(validateCard({ ...card, expiry: '03/26' }, Date.parse('2026-04-01T00:00:00.000Z'))).toEqual({ expiry: 'This card has expired.' });
    expect(validateCard({ ...card, expiry: '02/26' }, NOW)).toEqual({ expiry: 'This card has expired.' });
    expect(validateCard({ ...card, expiry: '04/2026' }, NOW)).toEqual({});
    expect(validateCard({ ...card, expiry: '13/27' }, NOW)).toEqual({ expiry: 'Enter the expiry date as MM/YY.' });
    expect(validateCard({ ...card, expiry: '' }, NOW)).toEqual({ expiry: 'Enter the expiry date (MM/YY).' });
  });

  it('takes a 3- or 4-digit CVC only, and reports every bad field at once', () => {
    expect(validateCard({ ...card, cvc: '1234' }, NOW)).toEqual({});
    expect(validateCard({ ...card, cvc: '12' }, NOW)).toEqual({ cvc: 'The CVC is the 3 or 4 digits on the back of the card.' });
    expect(Object.keys(validateCard({ cardNumber: 'abc', expiry: '1/1', cvc: '' }, NOW)).sort()).toEqual(['cardNumber', 'cvc', 'expiry']);
    // A declined card's field errors win over the decline: nothing is attempted.
    expect(simulateCharge({ ...card, cardNumber: '4000 0000 0000 0002', cvc: 'x' }, NOW).status).toBe('invalid');
  });
});

const aPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'pay-1',
  submissionId: 'sub-1',
  payerId: 'athlete-1',
  amountCents: 4950,
  currency: 'USD',
  provider: 'simulated',
  providerRef: null,
  status: 'pending',
  idempotencyKey: checkoutKey('sub-1', 1),
  attempt: 1,
  createdAt: '2026-03-15T11:59:00.000Z',
  ...overrides,
});

describe('one charge per checkout, however often "Pay" is pressed', () => {
  const waiting = aSubmission({ status: 'awaiting_payment' });

  it('the first press starts attempt 1 with the key checkout:<submissionId>:1 for the total', () => {
    const plan = planCheckout(waiting, [], athlete);
    expect(plan).toEqual({ ok: true, value: { kind: 'new-attempt', attempt: 1, idempotencyKey: 'checkout:sub-1:1', amountCents: 4950, currency: 'USD', referralCreditCents: 0 } });
    if (!plan.ok || plan.value.kind !== 'new-attempt') throw new Error('setup');
    expect(pendingPayment(waiting, plan.value, { id: 'pay-1', provider: 'simulated' }, NOW)).toEqual(aPayment({ createdAt: '2026-03-15T12:00:00.000Z' }));
  });

  it('a double click while the first is pending reuses its key; after success nothing is charged again', () => {
    expect(planCheckout(waiting, [aPayment()], athlete)).toEqual({ ok: true, value: { kind: 'in-progress', payment: aPayment() } });
    const paid = aPayment({ status: 'succeeded', providerRef: 'sim_1' });
    expect(planCheckout(aSubmission({ status: 'submitted' }), [paid], athlete)).toEqual({ ok: true, value: { kind: 'already-paid', payment: paid } });
  });

  it('after a decline the retry is a new attempt with a new key; other submissions’ payments do not count', () => {
    const payments = [aPayment({ status: 'failed' }), aPayment({ id: 'pay-2', status: 'failed', attempt: 2, idempotencyKey: 'checkout:sub-1:2' }), aPayment({ id: 'x', submissionId: 'sub-2', attempt: 7 })];
    expect(planCheckout(waiting, payments, athlete)).toMatchObject({ ok: true, value: { kind: 'new-attempt', attempt: 3, idempotencyKey: 'checkout:sub-1:3' } });
  });

  it('only the athlete pays, only while the submission awaits payment', () => {
    expect(planCheckout(waiting, [], null)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(planCheckout(waiting, [], { id: 'admin-1', isAdmin: true })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(planCheckout(waiting, [], { id: 'pro-1', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'not-found' } });
    expect(planCheckout(aSubmission({ status: 'draft' }), [], athlete)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
    expect(planCheckout(aSubmission({ status: 'cancelled' }), [], athlete)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });
});

describe('settling and refunding: the payment service only, each answer applied once', () => {
  it('a pending payment succeeds once; the same answer again changes nothing; a contrary answer is a conflict', () => {
    const first = settlePayment(aPayment(), { status: 'succeeded', providerRef: 'sim_1' }, payments);
    expect(first).toEqual({ ok: true, value: { payment: aPayment({ status: 'succeeded', providerRef: 'sim_1' }), changed: true } });
    if (!first.ok) throw new Error('setup');
    expect(settlePayment(first.value.payment, { status: 'succeeded', providerRef: 'sim_1' }, payments)).toMatchObject({ ok: true, value: { changed: false } });
    expect(settlePayment(first.value.payment, { status: 'failed' }, payments)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });

  it('no person can settle or refund a payment, not the athlete, the pro or an admin', () => {
    for (const person of [athlete, { id: 'pro-1', isAdmin: false }, { id: 'admin-1', isAdmin: true }, null]) {
      expect(settlePayment(aPayment(), { status: 'succeeded', providerRef: 'x' }, person)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
      expect(refundPayment(aPayment({ status: 'succeeded' }), person)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    }
    expect(settlePayment(aPayment(), { status: 'failed' }, systemActor('scheduler'))).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it('refunds a succeeded payment once; a pending or failed one cannot be refunded', () => {
    expect(refundPayment(aPayment({ status: 'succeeded' }), payments)).toMatchObject({ ok: true, value: { payment: { status: 'refunded' }, changed: true } });
    expect(refundPayment(aPayment({ status: 'refunded' }), payments)).toMatchObject({ ok: true, value: { changed: false } });
    expect(refundPayment(aPayment({ status: 'failed' }), payments)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });
});

describe('webhook deliveries: a provider event id is applied once', () => {
  it('applies a new event id and skips one already applied', () => {
    const first = acceptProviderEvent([], 'evt_1', NOW);
    expect(first).toEqual({ apply: true, record: { providerEventId: 'evt_1', receivedAt: '2026-03-15T12:00:00.000Z' } });
    expect(acceptProviderEvent([{ providerEventId: 'evt_1' }], 'evt_1', NOW + 5_000)).toEqual({ apply: false });
    expect(acceptProviderEvent([{ providerEventId: 'evt_1' }], 'evt_2', NOW)).toMatchObject({ apply: true });
  });
});

describe('Issue 12 a payment that went through', () => {
  it('is one that succeeded, refunded since or not; a pending or failed one moved no money', () => {
    expect(PAYMENT_STATUSES.filter(paymentWentThrough)).toEqual(['succeeded', 'refunded']);
  });
});
