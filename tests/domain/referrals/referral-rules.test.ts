import { describe, expect, it } from 'vitest';
import { planCheckout } from '../../../src/domain/payments/payment';
import {
  attributeReferral,
  changeReferralReward,
  codeForUser,
  creditBalance,
  creditToApply,
  generateReferralCode,
  MINIMUM_CHARGE_CENTS,
  normalizeReferralCode,
  readableReferrals,
  referralLink,
  rewardReferral,
  settleReferralsOnPayment,
  type Referral,
  type ReferralCode,
  type ReferralCredit,
} from '../../../src/domain/referrals/referral';
import type { Actor } from '../../../src/domain/shared/actor';
import { systemActor } from '../../../src/domain/shared/system-actor';
import { aSubmission } from '../../support/submission-mother';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const payments = systemActor('payments');
const alice: Actor = { id: 'alice', isAdmin: false };
const admin: Actor = { id: 'root', isAdmin: true };
const aliceCode: ReferralCode = { code: 'ABCD2345', userId: 'alice', createdAt: '2026-03-01T00:00:00.000Z' };

const aReferral = (over: Partial<Referral> = {}): Referral => ({
  id: 'ref-1', referrerId: 'alice', referredId: 'bob', code: 'ABCD2345', status: 'pending', rewardCents: null, createdAt: '2026-03-02T00:00:00.000Z', rewardedAt: null, ...over,
});
const earned = (userId: string, amountCents: number, referralId = `r-${amountCents}`): ReferralCredit => ({
  id: `e-${referralId}`, userId, kind: 'earned', amountCents, referralId, submissionId: null, createdAt: '2026-03-03T00:00:00.000Z',
});

describe('Issue 12 referral codes', () => {
  it('a code is 8 characters of an alphabet without look-alikes, read back whatever the case and separators', () => {
    const code = generateReferralCode([0, 1, 2, 3, 4, 5, 6, 30]);
    expect(code).toBe('ABCDEFG9');
    expect(normalizeReferralCode(' abcd-efg9 ')).toBe('ABCDEFG9');
    expect(normalizeReferralCode('ABCDEFG0')).toBeNull();
    expect(normalizeReferralCode('ABC')).toBeNull();
    expect(normalizeReferralCode(null)).toBeNull();
  });

  it('a person keeps their code; a new code never repeats one already held', () => {
    expect(codeForUser('alice', [aliceCode], () => [0], NOW)).toEqual({ ok: true, value: { code: aliceCode, created: false } });
    const draws = [[0, 1, 2, 3, 4, 5, 6, 7], [9, 9, 9, 9, 9, 9, 9, 9]];
    const taken: ReferralCode = { code: generateReferralCode(draws[0]!), userId: 'carol', createdAt: '' };
    const made = codeForUser('bob', [taken], () => draws.shift()!, NOW);
    expect(made.ok && made.value.code.code).toBe(generateReferralCode([9, 9, 9, 9, 9, 9, 9, 9]));
    expect(made.ok && made.value.created).toBe(true);
  });

  it('the link is /signup?ref=CODE on the app origin', () => {
    expect(referralLink('https://clipcoach.app/', 'ABCD2345')).toBe('https://clipcoach.app/signup?ref=ABCD2345');
  });
});

describe('Issue 12 referral attribution', () => {
  it('a sign-up with a code becomes a pending referral of its owner', () => {
    const made = attributeReferral({ referredId: 'bob', code: aliceCode, existing: [], id: 'ref-1', now: NOW });
    expect(made).toMatchObject({ ok: true, value: { referrerId: 'alice', referredId: 'bob', status: 'pending', code: 'ABCD2345' } });
  });

  it('refuses an unknown code, a self-referral, a second referrer and a person who already paid', () => {
    expect(attributeReferral({ referredId: 'bob', code: aliceCode, existing: [], referredHasPaid: true, id: 'x', now: NOW })).toMatchObject({ ok: false, error: { reason: 'conflict' } });
    expect(attributeReferral({ referredId: 'bob', code: null, existing: [], id: 'x', now: NOW })).toMatchObject({ ok: false, error: { reason: 'not-found' } });
    expect(attributeReferral({ referredId: 'alice', code: aliceCode, existing: [], id: 'x', now: NOW })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(attributeReferral({ referredId: 'bob', code: aliceCode, existing: [{ referredId: 'bob' }], id: 'x', now: NOW })).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });
});

describe('Issue 12 referral reward', () => {
  it('the payment service rewards a referral once, with the admin-set amount', () => {
    const first = rewardReferral(aReferral(), [], { rewardCents: 1500 }, payments, 'c-1', NOW);
    expect(first).toMatchObject({ ok: true, value: { referral: { status: 'rewarded', rewardCents: 1500 }, credit: { userId: 'alice', kind: 'earned', amountCents: 1500, referralId: 'ref-1' } } });
    if (!first.ok) throw new Error('setup');
    expect(rewardReferral(first.value.referral, [first.value.credit], { rewardCents: 1500 }, payments, 'c-2', NOW)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
    expect(rewardReferral(aReferral(), [first.value.credit], { rewardCents: 1500 }, payments, 'c-2', NOW)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });

  it('no person grants a reward, not even an admin', () => {
    expect(rewardReferral(aReferral(), [], { rewardCents: 1500 }, alice, 'c', NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(rewardReferral(aReferral(), [], { rewardCents: 1500 }, admin, 'c', NOW)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it('only admins change the reward amount, within 0–1,000.00 in whole cents', () => {
    expect(changeReferralReward({ rewardCents: 2000 }, admin)).toEqual({ ok: true, value: { rewardCents: 2000 } });
    expect(changeReferralReward({ rewardCents: 2000 }, alice)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(changeReferralReward({ rewardCents: 2000 }, null)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(changeReferralReward({ rewardCents: -1 }, admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(changeReferralReward({ rewardCents: 12.5 }, admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(changeReferralReward({ rewardCents: 100_001 }, admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
  });

  it('a person reads only the referrals they are part of; an admin reads all', () => {
    const all = [aReferral(), aReferral({ id: 'ref-2', referrerId: 'carol', referredId: 'dan' })];
    expect(readableReferrals(all, alice)).toEqual({ ok: true, value: [all[0]] });
    expect(readableReferrals(all, admin)).toEqual({ ok: true, value: all });
    expect(readableReferrals(all, null)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });
});

describe('Issue 12 referral credit at checkout', () => {
  it('the balance is earned minus spent, never below zero', () => {
    const spent: ReferralCredit = { ...earned('alice', 700), id: 's', kind: 'spent', referralId: null, submissionId: 'sub-9' };
    expect(creditBalance([earned('alice', 1000), earned('alice', 500, 'r2'), spent, earned('bob', 900)], 'alice')).toBe(800);
    expect(creditBalance([{ ...spent, amountCents: 5000 }], 'alice')).toBe(0);
  });

  it('credit reduces the total, never below zero or the minimum charge', () => {
    expect(creditToApply(4950, 1000)).toBe(1000);
    expect(creditToApply(4950, 10_000)).toBe(4950 - MINIMUM_CHARGE_CENTS);
    expect(creditToApply(40, 1000)).toBe(0);
    expect(creditToApply(4950, 0)).toBe(0);
  });

  it('planCheckout charges the total minus the credit the backend read', () => {
    const waiting = aSubmission({ status: 'awaiting_payment' });
    expect(planCheckout(waiting, [], { id: waiting.athleteId, isAdmin: false }, 1000)).toMatchObject({ ok: true, value: { kind: 'new-attempt', amountCents: 3950, referralCreditCents: 1000 } });
  });

  it('a succeeded payment spends the credit it used, once, and rewards the referrer of a first-time payer', () => {
    const credits = [earned('bob', 1000)];
    const settled = settleReferralsOnPayment({
      submission: { id: 'sub-1', athleteId: 'bob', totalCents: 4950 },
      amountPaidCents: 3950,
      referral: aReferral(),
      credits,
      settings: { rewardCents: 1500 },
      ids: { spent: 's-1', earned: 'e-1' },
      now: NOW,
      principal: payments,
    });
    expect(settled).toMatchObject({
      ok: true,
      value: {
        referral: { status: 'rewarded' },
        credits: [
          { kind: 'spent', userId: 'bob', amountCents: 1000, submissionId: 'sub-1' },
          { kind: 'earned', userId: 'alice', amountCents: 1500, referralId: 'ref-1' },
        ],
      },
    });
    if (!settled.ok) throw new Error('setup');
    // The same payment settled again (a webhook delivered twice) spends and rewards nothing more.
    const again = settleReferralsOnPayment({
      submission: { id: 'sub-1', athleteId: 'bob', totalCents: 4950 },
      amountPaidCents: 3950,
      referral: settled.value.referral,
      credits: [...credits, ...settled.value.credits],
      settings: { rewardCents: 1500 },
      ids: { spent: 's-2', earned: 'e-2' },
      now: NOW,
      principal: payments,
    });
    expect(again).toEqual({ ok: true, value: { referral: null, credits: [] } });
  });

  it('an abandoned checkout spends nothing: only a succeeded payment is settled, by the payment service', () => {
    const input = {
      submission: { id: 'sub-1', athleteId: 'bob', totalCents: 4950 }, amountPaidCents: 4950, referral: null, credits: [], settings: { rewardCents: 1500 },
      ids: { spent: 's', earned: 'e' }, now: NOW,
    };
    expect(settleReferralsOnPayment({ ...input, principal: payments })).toEqual({ ok: true, value: { referral: null, credits: [] } });
    expect(settleReferralsOnPayment({ ...input, principal: alice })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });
});
