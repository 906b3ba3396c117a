import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/domain/shared/actor';
import { DEFAULT_PRICING, quote, validatePricing } from '../../../src/domain/submissions/pricing';
import { canReadSubmission, createDraft, totalCents, validateQuestion, validateSubmissionRequest } from '../../../src/domain/submissions/submission';
import { anOffer, aSubmission } from '../../support/submission-mother';

const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const athlete: Actor = { id: 'athlete-1', isAdmin: false };
const request = { sport: 'Tennis', tier: 'standard', question: 'Is my serve toss too far forward?' };

describe('"Your question": required, 10–1,000 characters', () => {
  it('refuses an empty, a short or a long question and accepts the bounds, trimmed', () => {
    expect(validateQuestion('   ')).toBe('Tell the pro what you want feedback on.');
    expect(validateQuestion('  123456789  ')).toBe('Your question needs at least 10 characters.');
    expect(validateQuestion('1234567890')).toBeNull();
    expect(validateQuestion('x'.repeat(1_000))).toBeNull();
    expect(validateQuestion('x'.repeat(1_001))).toBe('Keep your question under 1,000 characters.');
  });

  it('names every invalid field: a sport the pro does not coach, an unknown tier, the question', () => {
    expect(validateSubmissionRequest({ sport: 'Boxing', tier: 'premium', question: 'short' }, anOffer())).toEqual({
      sport: 'This pro does not coach that sport. Choose one of theirs.',
      tier: 'Choose standard or express.',
      question: 'Your question needs at least 10 characters.',
    });
    expect(validateSubmissionRequest({ sport: '', tier: 'express', question: request.question }, anOffer())).toEqual({ sport: 'Choose a sport.' });
    expect(validateSubmissionRequest(request, anOffer())).toEqual({});
  });
});

describe('pricing: tiers, express surcharge and platform fee', () => {
  it('standard is the pro’s price and turnaround plus a 10 % fee; express adds 50 % and halves the turnaround', () => {
    expect(quote(anOffer({ priceCents: 4500, turnaroundHours: 48 }), 'standard')).toEqual({
      tier: 'standard',
      priceCents: 4500,
      platformFeeCents: 450,
      totalCents: 4950,
      currency: 'USD',
      turnaroundHours: 48,
    });
    expect(quote(anOffer({ priceCents: 4500, turnaroundHours: 48 }), 'express')).toEqual({
      tier: 'express',
      priceCents: 6750,
      platformFeeCents: 675,
      totalCents: 7425,
      currency: 'USD',
      turnaroundHours: 24,
    });
  });

  it('rounds the fee half up to the cent and never promises an express turnaround under 12 hours', () => {
    expect(quote(anOffer({ priceCents: 995 }), 'standard').platformFeeCents).toBe(100); // 99.5 → 100
    expect(quote(anOffer({ priceCents: 994 }), 'standard').platformFeeCents).toBe(99); // 99.4 → 99
    expect(quote(anOffer({ turnaroundHours: 24 }), 'express').turnaroundHours).toBe(12);
    expect(quote(anOffer({ turnaroundHours: 24 }), 'express', { ...DEFAULT_PRICING, expressMinTurnaroundHours: 18 }).turnaroundHours).toBe(18);
    expect(quote(anOffer({ priceCents: 1000 }), 'express', { ...DEFAULT_PRICING, expressSurchargePercent: 100, platformFeePercent: 0 })).toMatchObject({
      priceCents: 2000,
      totalCents: 2000,
    });
  });

  it('an admin’s pricing must be whole percents in range and a currency code', () => {
    expect(validatePricing(DEFAULT_PRICING)).toBeNull();
    expect(validatePricing({ ...DEFAULT_PRICING, currency: 'usd' })).toBe('Use a three-letter currency code such as USD.');
    expect(validatePricing({ ...DEFAULT_PRICING, platformFeePercent: 101 })).toBe('The platform fee is a whole percent from 0 to 100.');
    expect(validatePricing({ ...DEFAULT_PRICING, expressSurchargePercent: 12.5 })).toBe('The express surcharge is a whole percent from 0 to 500.');
    expect(validatePricing({ ...DEFAULT_PRICING, expressTurnaroundPercent: 0 })).toBe('The express turnaround is a whole percent from 1 to 100.');
  });
});

describe('"Continue to upload" creates a draft', () => {
  it('priced from the pro and the pricing, owned by the athlete, recorded as created', () => {
    const result = createDraft({ id: 'sub-9', pro: anOffer(), request: { ...request, tier: 'express', question: '  Is my serve toss too far forward?  ' } }, athlete, NOW);
    expect(result.ok && result.value.submission).toEqual({
      id: 'sub-9',
      athleteId: 'athlete-1',
      proId: 'pro-1',
      videoId: null,
      sport: 'Tennis',
      question: 'Is my serve toss too far forward?',
      tier: 'express',
      status: 'draft',
      priceCents: 6750,
      platformFeeCents: 675,
      referralCreditCents: 0,
      currency: 'USD',
      turnaroundHours: 24,
      submittedAt: null,
      deliveredAt: null,
      refundRequested: false,
      createdAt: '2026-03-05T12:00:00.000Z',
      updatedAt: '2026-03-05T12:00:00.000Z',
    });
    expect(result.ok && result.value.event).toEqual({ submissionId: 'sub-9', fromStatus: null, toStatus: 'draft', actorId: 'athlete-1', at: '2026-03-05T12:00:00.000Z', note: null });
  });

  it('refuses a signed-out visitor, an unlisted pro, the pro themself, another currency and an invalid field', () => {
    const draft = (pro = anOffer(), actor: Actor = athlete, r = request) => createDraft({ id: 's', pro, request: r }, actor, NOW);
    expect(draft(anOffer(), null)).toMatchObject({ ok: false, error: { reason: 'forbidden', message: 'Sign in to do that.' } });
    expect(draft(anOffer({ listed: false }))).toMatchObject({ ok: false, error: { reason: 'not-found', message: 'This pro is not taking requests.' } });
    expect(draft(anOffer(), { id: 'pro-1', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(draft(anOffer({ currency: 'EUR' }))).toMatchObject({ ok: false, error: { reason: 'invalid', message: 'Checkout takes USD only for now.' } });
    expect(draft(anOffer(), athlete, { ...request, sport: 'Boxing' })).toMatchObject({
      ok: false,
      error: { reason: 'invalid', message: 'This pro does not coach that sport. Choose one of theirs.' },
    });
  });

  it('the total is price + fee − referral credit, never below zero', () => {
    expect(totalCents({ priceCents: 4500, platformFeeCents: 450, referralCreditCents: 0 })).toBe(4950);
    expect(totalCents({ priceCents: 4500, platformFeeCents: 450, referralCreditCents: 10_000 })).toBe(0);
  });
});

describe('who reads a submission', () => {
  it('its athlete and admins always; its pro once it is submitted; nobody else', () => {
    const draft = aSubmission({ status: 'awaiting_payment' });
    const paid = aSubmission({ status: 'submitted' });
    expect(canReadSubmission(draft, athlete)).toBe(true);
    expect(canReadSubmission(draft, { id: 'admin-1', isAdmin: true })).toBe(true);
    expect(canReadSubmission(draft, { id: 'pro-1', isAdmin: false })).toBe(false);
    expect(canReadSubmission(paid, { id: 'pro-1', isAdmin: false })).toBe(true);
    expect(canReadSubmission(paid, { id: 'pro-2', isAdmin: false })).toBe(false);
    expect(canReadSubmission(paid, null)).toBe(false);
  });
});
