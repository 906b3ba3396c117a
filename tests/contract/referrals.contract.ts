/**
 * The contract of referrals (issue 12), run against every backend. It checks behaviour AND who may
 * do what, because the backend, not the page, enforces it.
 *
 *   describeReferralsContract('MyBackend', async () => ({ referrals, journey, harness }));
 *
 * with FRESH adapters per test (`referrals`: the backend's ReferralRepository; `journey`: its
 * SubmissionAdapters) and the submissions contract's harness (tests/contract/submissions.contract.ts:
 * actAs, actAgainAs, signOut, seedPro, seedVideo, completePayment, paymentsOf, tick, dispose) plus:
 *
 * - `signUpWithCode(code, firstName)`: a new athlete signs up through the backend's own sign-up path
 *   with `referral_code` in the metadata (as /signup?ref=CODE sends it), confirms the e-mail and is
 *   signed in; answers their id.
 * - `abandonCheckout(submissionId)`: the current user starts paying and does not finish (a declined
 *   card on a card-form backend; a hosted checkout session never completed).
 *
 * Refusals are asserted by `error.reason`, not by their wording.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReferralRepository } from '../../src/application/ports/referral-repository.port';
import type { SubmissionAdapters } from '../../src/application/ports/submission-adapters';
import { normalizeReferralCode, referralRefusals } from '../../src/domain/referrals/referral';
import { dataErrors } from '../../src/domain/shared/data-error';
import { aPro } from '../support/pro-mother';
import type { SubmissionsContractHarness } from './submissions.contract';
import { value, refusal } from './results';

export interface ReferralsContractHarness extends SubmissionsContractHarness {
  signUpWithCode(code: string | null, firstName: string): Promise<string>;
  abandonCheckout(submissionId: string): Promise<void>;
}

export interface ReferralsSubject {
  readonly referrals: ReferralRepository;
  readonly journey: SubmissionAdapters;
  readonly harness: ReferralsContractHarness;
}

const QUESTION = 'Is my serve toss too far forward?';
/** Coach Carla's price: 40.00 + a 10 % fee = 44.00 a standard review. */
const TOTAL = 4400;

export function describeReferralsContract(name: string, makeSubject: () => Promise<ReferralsSubject>): void {
  describe(`${name} — referrals contract (issue 12)`, () => {
    const world = {} as ReferralsSubject & { pro: string };
    beforeEach(async () => {
      Object.assign(world, await makeSubject());
      world.pro = await world.harness.actAs('pro');
      await world.harness.seedPro(aPro({ id: world.pro, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, currency: 'USD' }));
    });
    afterEach(async () => {
      await world.harness.dispose?.();
    });

    /** A submission of the current athlete awaiting payment. */
    async function awaitingPayment(athlete: string): Promise<string> {
      const draft = value(await world.journey.submissions.createDraft(world.pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
      const video = globalThis.crypto.randomUUID();
      await world.harness.seedVideo({ id: video, ownerId: athlete, status: 'ready' });
      value(await world.journey.submissions.act(draft.id, { type: 'start_checkout', videoId: video }));
      return draft.id;
    }

    async function paidSubmission(athlete: string): Promise<string> {
      const id = await awaitingPayment(athlete);
      await world.harness.completePayment(id);
      return id;
    }

    /** An admin sets the reward; a referrer and the person they brought (signed in as the latter). */
    async function aReferral(rewardCents = 1500) {
      await world.harness.actAs('admin');
      value(await world.referrals.saveSettings({ rewardCents }));
      const referrer = await world.harness.actAs('athlete');
      const code = value(await world.referrals.mine()).code;
      const referred = await world.harness.signUpWithCode(code, 'Rita');
      return { referrer, referred, code };
    }

    it('Issue 12 every account has one referral code, the same on every read; signed out, none', async () => {
      await world.harness.actAs('athlete');
      const first = value(await world.referrals.mine());
      expect(normalizeReferralCode(first.code)).toBe(first.code);
      expect(first).toMatchObject({ balanceCents: 0, currency: 'USD', referrals: [] });
      expect(value(await world.referrals.mine()).code).toBe(first.code);
      await world.harness.actAs('athlete');
      expect(value(await world.referrals.mine()).code).not.toBe(first.code);
      await world.harness.signOut();
      expect(refusal(await world.referrals.mine())).toEqual(dataErrors.notSignedIn());
    });

    it('Issue 12 anyone, signed out included, reads who owns a code (first name only); an unknown code is not found', async () => {
      await world.harness.actAs('athlete');
      const { code } = value(await world.referrals.mine());
      await world.harness.signOut();
      expect(value(await world.referrals.invitation(code.toLowerCase()))).toEqual({ code, referrerFirstName: 'athlete' });
      expect(refusal(await world.referrals.invitation('ZZZZZZZZ'))).toEqual(referralRefusals.noSuchCode());
      expect(refusal(await world.referrals.invitation('not a code'))).toEqual(referralRefusals.noSuchCode());
    });

    it('Issue 12 a sign-up through the link becomes the referrer\'s pending referral; a sign-up with a bad code still signs up, unreferred', async () => {
      const { referrer } = await aReferral();
      expect(value(await world.referrals.mine()).referrals).toEqual([]);
      await world.harness.actAgainAs(referrer);
      expect(value(await world.referrals.mine()).referrals).toEqual([expect.objectContaining({ referredName: 'Rita', status: 'pending', rewardCents: null })]);
      await world.harness.signUpWithCode('ZZZZZZZZ', 'Nobody');
      await world.harness.actAgainAs(referrer);
      expect(value(await world.referrals.mine()).referrals).toHaveLength(1);
    });

    it('Issue 12 the backend refuses a self-referral and a second referrer, in the same words on every backend', async () => {
      const { referrer } = await aReferral();
      const own = value(await world.referrals.mine()).code;
      expect(refusal(await world.referrals.claim(own))).toEqual(referralRefusals.ownCode());
      await world.harness.actAgainAs(referrer);
      const referrerCode = value(await world.referrals.mine()).code;
      expect(refusal(await world.referrals.claim(referrerCode))).toEqual(referralRefusals.ownCode());
      const other = await world.harness.actAs('athlete');
      const otherCode = value(await world.referrals.mine()).code;
      await world.harness.signUpWithCode(referrerCode, 'Sam');
      expect(refusal(await world.referrals.claim(otherCode))).toEqual(referralRefusals.alreadyReferred());
      await world.harness.actAgainAs(other);
      expect(value(await world.referrals.mine()).referrals).toEqual([]);
      await world.harness.signOut();
      expect(refusal(await world.referrals.claim(otherCode))).toEqual(dataErrors.notSignedIn());
    });

    it('Issue 12 the referred person\'s first paid submission earns the referrer one credit of the admin-set amount, exactly once', async () => {
      const { referrer, referred } = await aReferral(1500);
      await paidSubmission(referred);
      await world.harness.actAgainAs(referrer);
      expect(value(await world.referrals.mine())).toMatchObject({ balanceCents: 1500, referrals: [{ status: 'rewarded', rewardCents: 1500 }] });
      await world.harness.actAgainAs(referred);
      await paidSubmission(referred);
      await world.harness.actAgainAs(referrer);
      expect(value(await world.referrals.mine()).balanceCents).toBe(1500);
    });

    it('Issue 12 the referrer\'s credit comes off their next checkout, spent only when the payment succeeds', async () => {
      const { referrer, referred } = await aReferral(1500);
      await paidSubmission(referred);
      await world.harness.actAgainAs(referrer);
      const id = await awaitingPayment(referrer);
      await world.harness.abandonCheckout(id);
      expect(value(await world.referrals.mine()).balanceCents).toBe(1500);
      const next = await awaitingPayment(referrer);
      await world.harness.completePayment(next);
      expect((await world.harness.paymentsOf(next)).find((p) => p.status === 'succeeded')?.amountCents).toBe(TOTAL - 1500);
      expect(value(await world.referrals.mine()).balanceCents).toBe(0);
      // The referred person's own payment was never reduced.
      await world.harness.actAgainAs(referred);
      expect(value(await world.referrals.mine()).balanceCents).toBe(0);
    });

    it('Issue 12 only admins list every code, referral and reward and change the reward amount', async () => {
      const { referrer, referred, code } = await aReferral(1500);
      await paidSubmission(referred);
      expect(refusal(await world.referrals.adminView())).toEqual(dataErrors.adminOnly());
      expect(refusal(await world.referrals.saveSettings({ rewardCents: 99_999 }))).toEqual(dataErrors.adminOnly());
      await world.harness.signOut();
      expect(refusal(await world.referrals.adminView())).toEqual(dataErrors.notSignedIn());
      expect(refusal(await world.referrals.saveSettings({ rewardCents: 99_999 }))).toEqual(dataErrors.notSignedIn());
      await world.harness.actAs('admin');
      expect(refusal(await world.referrals.saveSettings({ rewardCents: -5 }))).toEqual(dataErrors.invalid('The reward is an amount from 0 to 1000 in whole cents.'));
      const view = value(await world.referrals.adminView());
      expect(view.settings).toEqual({ rewardCents: 1500 });
      expect(view.codes).toEqual(expect.arrayContaining([expect.objectContaining({ code, userId: referrer })]));
      expect(view.referrals).toEqual([expect.objectContaining({ referrerId: referrer, referredId: referred, status: 'rewarded', rewardCents: 1500 })]);
      expect(view.rewards).toEqual([expect.objectContaining({ userId: referrer, kind: 'earned', amountCents: 1500 })]);
      expect(value(await world.referrals.saveSettings({ rewardCents: 2500 }))).toEqual({ rewardCents: 2500 });
      expect(value(await world.referrals.adminView()).settings).toEqual({ rewardCents: 2500 });
    });
  });
}
