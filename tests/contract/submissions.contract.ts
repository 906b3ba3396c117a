/**
 * The submission journey's contract (issue 10: drafts, checkout, the lifecycle, the pro's queue;
 * product.md "submissions", "payments"), run against every backend. It checks behaviour AND who
 * may do what, because the backend, not the page, enforces it.
 *
 * To run it against a new backend, call
 *
 *   describeSubmissionsContract('MyBackend', async () => ({ journey, notifications, harness }));
 *
 * with FRESH adapters per test (`journey`: the SubmissionRepository, PaymentsPort and
 * PlatformSettings; `notifications`: the backend's NotificationRepository) and a harness:
 *
 * - `actAs(role)`: creates an account with a profile (is_admin true for 'admin', set with service
 *   rights) and makes every adapter act as that user from now on; returns the user id.
 * - `actAgainAs(id)`: acts as a user `actAs` created earlier; `signOut()`: acts for nobody.
 * - `seedPro(pro)`: writes a pros row with service rights (any status).
 * - `seedVideo({ id, ownerId, status })`: writes a videos row with service rights (an uploaded
 *   clip; the backend fills the rest of the row as it needs).
 * - `completePayment(submissionId)`: the current user pays this submission the way this backend's
 *   provider takes payment, and returns once the payment is confirmed (a card form: `pay` with a
 *   good test card answers `succeeded`; a redirect: `pay` answers the provider's URL, the athlete
 *   pays there and the provider's webhook is delivered).
 * - `paymentsOf(submissionId)`: that submission's payment rows, read with service rights.
 * - `tick()`: lets time pass, so the next write is later than the last (a virtual clock moves on;
 *   a real clock may need a short wait).
 * - `dispose()` (optional).
 *
 * Ids are the backend's: every id the cases use comes from a port's or the harness's answer.
 * Refusals are asserted by `error.reason`, not by their wording. Prices assume the default
 * pricing (standard: the pro's price; express: +50 %; fee 10 %).
 *
 * The suite is provider-neutral: every backend runs every case. The card form's own cases (the
 * test card paying once under concurrent clicks, a declined card, a malformed card) are
 * `describeCardPaymentContract`, run only by backends whose `payments.method` is the card form
 * (memory, local); a redirect provider proves the same promises with its own tests (Supabase:
 * tests/contract/supabase.contract.test.ts, "Hosted checkout").
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationRepository } from '../../src/application/ports/notification-repository.port';
import type { PaymentsPort } from '../../src/application/ports/payments.port';
import type { SubmissionAdapters } from '../../src/application/ports/submission-adapters';
import type { SubmissionRepository } from '../../src/application/ports/submission-repository.port';
import type { CardInput } from '../../src/domain/payments/simulated-card';
import type { Pro } from '../../src/domain/pros/pro';
import { notAllowedNow, notYourPart } from '../../src/domain/submissions/submission-lifecycle';
import { notTakingRequests, submissionNotFound } from '../../src/domain/submissions/submission';
import { dataErrors } from '../../src/domain/shared/data-error';
import { aPro } from '../support/pro-mother';
import { value, failure, refusal } from './results';

export interface SubmissionsContractHarness {
  actAs(role: 'admin' | 'pro' | 'athlete'): Promise<string>;
  actAgainAs(userId: string): Promise<void>;
  signOut(): Promise<void>;
  seedPro(pro: Pro): Promise<void>;
  seedVideo(video: { id: string; ownerId: string; status: 'uploading' | 'ready' | 'failed' | 'needs_repair' }): Promise<void>;
  completePayment(submissionId: string): Promise<void>;
  paymentsOf(submissionId: string): Promise<readonly { status: string; amountCents: number }[]>;
  tick(): Promise<void>;
  dispose?(): Promise<void>;
}

export interface SubmissionsSubject {
  readonly journey: SubmissionAdapters;
  readonly notifications: NotificationRepository;
  readonly harness: SubmissionsContractHarness;
}

/** The simulated provider's test card that always pays (a card-form backend's `completePayment` uses it). */
export const GOOD_CARD: CardInput = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
/** `completePayment` for a card-form backend: the current user pays with the test card, which must succeed. */
export const payWithTestCard = (payments: PaymentsPort) => async (submissionId: string): Promise<void> => {
  const paying = await payments.pay(submissionId, GOOD_CARD);
  if (!paying.ok || paying.value.status !== 'succeeded') throw new Error(`the test card did not pay: ${JSON.stringify(paying)}`);
};
const DECLINED_CARD: CardInput = { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };
const QUESTION = 'Is my serve toss too far forward?';

/** The adapters of one test, set in its beforeEach, and the steps that bring a submission to a state. */
function aJourneyWorld(makeSubject: () => Promise<SubmissionsSubject>) {
  const world = {} as {
    journey: SubmissionAdapters;
    notifications: NotificationRepository;
    harness: SubmissionsContractHarness;
    submissions: SubmissionRepository;
    payments: PaymentsPort;
  };
  beforeEach(async () => {
    const subject = await makeSubject();
    Object.assign(world, subject, { submissions: subject.journey.submissions, payments: subject.journey.payments });
  });
  afterEach(async () => {
    await world.harness.dispose?.();
  });

  /** A listed pro and an athlete, acting as the athlete. */
  async function aPairing() {
    const pro = await world.harness.actAs('pro');
    await world.harness.seedPro(aPro({ id: pro, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, turnaroundHours: 48 }));
    const athlete = await world.harness.actAs('athlete');
    return { pro, athlete };
  }

  /** A draft taken to checkout with the athlete's own ready video, acting as the athlete. */
  async function awaitingPayment() {
    const pair = await aPairing();
    const draft = value(await world.submissions.createDraft(pair.pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
    const video = globalThis.crypto.randomUUID();
    await world.harness.seedVideo({ id: video, ownerId: pair.athlete, status: 'ready' });
    value(await world.submissions.act(draft.id, { type: 'start_checkout', videoId: video }));
    return { ...pair, id: draft.id, video };
  }

  /** Paid the way this backend's provider takes payment, acting as the athlete. */
  async function paid() {
    const s = await awaitingPayment();
    await world.harness.completePayment(s.id);
    return s;
  }

  return { world, aPairing, awaitingPayment, paid };
}

export function describeSubmissionsContract(name: string, makeSubject: () => Promise<SubmissionsSubject>): void {
  describe(`Submissions contract: ${name}`, () => {
    const { world, aPairing, awaitingPayment, paid } = aJourneyWorld(makeSubject);
    let journey: SubmissionAdapters;
    let notifications: NotificationRepository;
    let harness: SubmissionsContractHarness;
    let submissions: SubmissionRepository;
    let payments: PaymentsPort;
    beforeEach(() => void ({ journey, notifications, harness, submissions, payments } = world));

    it('an athlete drafts a request to a listed pro, priced from the pro and the tier, the fee from the pricing', async () => {
      const { pro, athlete } = await aPairing();
      const standard = value(await submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: `  ${QUESTION}  ` }));
      expect(standard).toMatchObject({ athleteId: athlete, proId: pro, status: 'draft', videoId: null, sport: 'Tennis', question: QUESTION, tier: 'standard' });
      expect(standard).toMatchObject({ priceCents: 4000, platformFeeCents: 400, currency: 'USD', turnaroundHours: 48 });
      const express = value(await submissions.createDraft(pro, { sport: 'Tennis', tier: 'express', question: QUESTION }));
      expect(express).toMatchObject({ priceCents: 6000, platformFeeCents: 600, turnaroundHours: 24 });
      expect(value(await journey.settings.pricing())).toMatchObject({ currency: 'USD', platformFeePercent: 10 });
      expect(value(await journey.settings.uploadSettings()).maxUploadBytes).toBe(2 * 1024 ** 3);
    });

    it('no request to a pending pro, to oneself, for a sport the pro does not coach, nor with a question outside 10–1,000 characters', async () => {
      const pending = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pending, verificationStatus: 'pending', sports: ['Tennis'] }));
      const { pro } = await aPairing();
      const ask = (proId: string, question = QUESTION, sport = 'Tennis') => submissions.createDraft(proId, { sport, tier: 'standard', question });
      expect(refusal(await ask(pending))).toEqual(notTakingRequests());
      expect(refusal(await ask(globalThis.crypto.randomUUID()))).toEqual(notTakingRequests());
      expect(refusal(await ask(pro, QUESTION, 'Golf'))).toEqual(dataErrors.invalid('This pro does not coach that sport. Choose one of theirs.'));
      expect(refusal(await ask(pro, 'Too short'))).toEqual(dataErrors.invalid('Your question needs at least 10 characters.'));
      expect(refusal(await ask(pro, 'x'.repeat(1001)))).toEqual(dataErrors.invalid('Keep your question under 1,000 characters.'));
      expect(failure(await ask(pro, 'x'.repeat(10)))).toBe('ok');
      expect(failure(await ask(pro, 'x'.repeat(1000)))).toBe('ok');
      await harness.actAgainAs(pro);
      expect(refusal(await ask(pro))).toEqual(dataErrors.invalid('You cannot request an analysis from yourself.'));
      await harness.signOut();
      expect(refusal(await ask(pro))).toEqual(dataErrors.notSignedIn());
    });

    it('checkout starts with the athlete’s own uploaded video only', async () => {
      const { pro, athlete } = await aPairing();
      const draft = value(await submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
      const uploading = globalThis.crypto.randomUUID();
      const theirs = globalThis.crypto.randomUUID();
      const mine = globalThis.crypto.randomUUID();
      const other = await harness.actAs('athlete');
      await harness.seedVideo({ id: theirs, ownerId: other, status: 'ready' });
      await harness.seedVideo({ id: uploading, ownerId: athlete, status: 'uploading' });
      await harness.seedVideo({ id: mine, ownerId: athlete, status: 'ready' });
      await harness.actAgainAs(athlete);
      expect(refusal(await submissions.act(draft.id, { type: 'start_checkout', videoId: theirs }))).toEqual(dataErrors.invalid('Choose one of your own videos.'));
      expect(refusal(await submissions.act(draft.id, { type: 'start_checkout', videoId: uploading }))).toEqual(dataErrors.invalid('Wait for the upload to finish before checkout.'));
      expect(refusal(await submissions.act(draft.id, { type: 'start_checkout', videoId: globalThis.crypto.randomUUID() }))).toEqual(dataErrors.invalid('Choose one of your own videos.'));
      expect(value(await submissions.act(draft.id, { type: 'start_checkout', videoId: mine }))).toMatchObject({ status: 'awaiting_payment', videoId: mine });
      expect(await submissions.act(draft.id, { type: 'start_checkout', videoId: mine })).toEqual({ ok: false, error: notAllowedNow('start_checkout', 'awaiting_payment') });
    });

    it('paying submits once: paying again charges nothing more, and the pro is notified with a link', async () => {
      const { id, pro } = await awaitingPayment();
      await harness.completePayment(id);
      expect(value(await payments.pay(id, GOOD_CARD))).toEqual({ status: 'succeeded' });
      expect((await harness.paymentsOf(id)).filter((p) => p.status === 'succeeded')).toEqual([{ status: 'succeeded', amountCents: 4400 }]);
      const view = value(await submissions.find(id));
      expect(view.submission.status).toBe('submitted');
      expect(view.submission.submittedAt).not.toBeNull();
      await harness.actAgainAs(pro);
      expect(value(await notifications.listMine()).map((n) => n.link)).toContain(`/submissions/${id}`);
    });

    // Delivering (wrong status, the athlete refused, the pro delivers with who and when) is the
    // analyses contract's: a submission is delivered only with its analysis.
    it('the pro sees neither the draft nor the unpaid submission, sees it once paid, then starts the review; the athlete cannot', async () => {
      const s = await awaitingPayment();
      await harness.actAgainAs(s.pro);
      expect(refusal(await submissions.find(s.id))).toEqual(submissionNotFound());
      expect(value(await submissions.list({ as: 'pro' }))).toEqual([]);
      expect(refusal(await submissions.act(s.id, { type: 'start_review' }))).toEqual(submissionNotFound());
      await harness.actAgainAs(s.athlete);
      await harness.completePayment(s.id);
      expect(refusal(await submissions.act(s.id, { type: 'start_review' }))).toEqual(notYourPart('start_review'));
      await harness.actAgainAs(s.pro);
      const queue = value(await submissions.list({ as: 'pro' }));
      expect(queue.map((v) => [v.submission.id, v.proName])).toEqual([[s.id, 'Coach Carla']]);
      expect(value(await submissions.act(s.id, { type: 'start_review' })).status).toBe('in_review');
    });

    it('Issue 12 the pro starts the review: the athlete, and no one else, is notified once with a link', async () => {
      const s = await paid();
      await harness.actAgainAs(s.athlete);
      const before = value(await notifications.listMine()).filter((n) => n.link === `/submissions/${s.id}`).length;
      await harness.actAgainAs(s.pro);
      value(await submissions.act(s.id, { type: 'start_review' }));
      expect(value(await notifications.listMine()).map((n) => n.title)).not.toContain('Your review has started');
      await harness.actAgainAs(s.athlete);
      const notices = value(await notifications.listMine()).filter((n) => n.link === `/submissions/${s.id}`);
      expect(notices.length).toBe(before + 1);
      expect(notices.map((n) => [n.title, n.body, n.readAt])).toContainEqual(['Your review has started', 'A pro started reviewing your Tennis clip.', null]);
    });

    it('the pro declines with a reason: refunded in full, the payment too, and the athlete is notified', async () => {
      const s = await paid();
      await harness.actAgainAs(s.pro);
      expect(refusal(await submissions.act(s.id, { type: 'decline', reason: 'No' }))).toEqual(dataErrors.invalid('Give the athlete a reason (at least 10 characters).'));
      expect(value(await submissions.act(s.id, { type: 'decline', reason: 'I do not coach left-handed serves.' }))).toMatchObject({ status: 'refunded', refundRequested: true });
      expect((await harness.paymentsOf(s.id)).map((p) => p.status)).toEqual(['refunded']);
      await harness.actAgainAs(s.athlete);
      const notice = value(await notifications.listMine()).find((n) => n.link === `/submissions/${s.id}`);
      expect(notice?.body).toContain('I do not coach left-handed serves.');
      expect(value(await submissions.find(s.id)).submission.status).toBe('refunded');
    });

    it('an admin refunds a paid submission; the athlete and the pro cannot', async () => {
      const s = await paid();
      expect(refusal(await payments.refund(s.id))).toEqual(notYourPart('refund'));
      await harness.actAgainAs(s.pro);
      expect(refusal(await payments.refund(s.id))).toEqual(notYourPart('refund'));
      await harness.actAs('admin');
      expect(failure(await payments.refund(s.id))).toBe('ok');
      expect((await harness.paymentsOf(s.id)).map((p) => p.status)).toEqual(['refunded']);
      expect(value(await submissions.find(s.id)).submission.status).toBe('refunded');
    });

    it('another athlete gets not-found, a signed-out visitor is refused', async () => {
      const s = await paid();
      await harness.actAs('athlete');
      expect(refusal(await submissions.find(s.id))).toEqual(submissionNotFound());
      expect(refusal(await submissions.act(s.id, { type: 'cancel' }))).toEqual(submissionNotFound());
      expect(refusal(await payments.pay(s.id, GOOD_CARD))).toEqual(submissionNotFound());
      expect(value(await submissions.list({ as: 'athlete' }))).toEqual([]);
      await harness.signOut();
      expect(refusal(await submissions.find(s.id))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await submissions.list({ as: 'athlete' }))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await submissions.act(s.id, { type: 'start_review' }))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await payments.pay(s.id, GOOD_CARD))).toEqual(dataErrors.notSignedIn());
    });

    it('lists the athlete’s own and the pro’s paid submissions, newest first, filtered by status', async () => {
      const { pro, athlete } = await aPairing();
      const draft = (question: string) => submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question }).then(value);
      const first = await draft('The first question, oldest.');
      await harness.tick();
      const second = await draft('The second question, paid.');
      const video = globalThis.crypto.randomUUID();
      await harness.seedVideo({ id: video, ownerId: athlete, status: 'ready' });
      value(await submissions.act(second.id, { type: 'start_checkout', videoId: video }));
      await harness.completePayment(second.id);
      await harness.tick();
      const third = await draft('The third question, newest.');
      const mine = value(await submissions.list({ as: 'athlete' }));
      expect(mine.map((v) => v.submission.id)).toEqual([third.id, second.id, first.id]);
      expect(mine[0]).toMatchObject({ proName: 'Coach Carla' });
      expect(value(await submissions.list({ as: 'athlete', status: 'draft' })).map((v) => v.submission.id)).toEqual([third.id, first.id]);
      expect(value(await submissions.list({ as: 'pro' }))).toEqual([]);
      await harness.actAgainAs(pro);
      expect(value(await submissions.list({ as: 'pro' })).map((v) => v.submission.id)).toEqual([second.id]);
      expect(value(await submissions.list({ as: 'pro', status: 'in_review' }))).toEqual([]);
    });

    it('R6.3 an admin lists every submission, with its athlete’s and its pro’s names, filtered by status; athletes and pros still list only theirs', async () => {
      const first = await paid();
      await harness.tick();
      const otherAthlete = await harness.actAs('athlete');
      const draft = value(await submissions.createDraft(first.pro, { sport: 'Tennis', tier: 'express', question: QUESTION }));
      expect(value(await submissions.list({ as: 'athlete' })).map((v) => v.submission.id)).toEqual([draft.id]);
      expect(refusal(await submissions.list({ as: 'admin' }))).toEqual(dataErrors.adminOnly());
      await harness.actAgainAs(first.pro);
      expect(value(await submissions.list({ as: 'pro' })).map((v) => v.submission.id)).toEqual([first.id]);
      expect(refusal(await submissions.list({ as: 'admin' }))).toEqual(dataErrors.adminOnly());

      await harness.actAs('admin');
      const all = value(await submissions.list({ as: 'admin' }));
      expect(all.map((v) => v.submission.id)).toEqual([draft.id, first.id]);
      expect(all.map((v) => [v.submission.athleteId, v.submission.proId, v.proName])).toEqual([
        [otherAthlete, first.pro, 'Coach Carla'],
        [first.athlete, first.pro, 'Coach Carla'],
      ]);
      for (const view of all) expect(view.athleteName).not.toBe('');
      expect(value(await submissions.list({ as: 'admin', status: 'submitted' })).map((v) => v.submission.id)).toEqual([first.id]);
      expect(value(await submissions.list({ as: 'admin', status: 'draft' })).map((v) => v.submission.id)).toEqual([draft.id]);
      expect(value(await submissions.list({ as: 'admin', status: 'refunded' }))).toEqual([]);
      await harness.signOut();
      expect(refusal(await submissions.list({ as: 'admin' }))).toEqual(dataErrors.notSignedIn());
    });

    it('the timeline records every change, who made it and when, oldest first', async () => {
      const s = await paid();
      await harness.actAgainAs(s.pro);
      value(await submissions.act(s.id, { type: 'start_review' }));
      const view = value(await submissions.find(s.id));
      expect(view.timeline.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
        [null, 'draft', s.athlete],
        ['draft', 'awaiting_payment', s.athlete],
        ['awaiting_payment', 'submitted', null],
        ['submitted', 'in_review', s.pro],
      ]);
      for (const e of view.timeline) expect(Number.isNaN(Date.parse(e.at))).toBe(false);
      expect(view.athleteName).not.toBe('');
    });

    it('the athlete cancels before paying, not after', async () => {
      const s = await awaitingPayment();
      expect(value(await submissions.act(s.id, { type: 'cancel', note: 'Wrong clip' })).status).toBe('cancelled');
      const t = await paid();
      expect(await submissions.act(t.id, { type: 'cancel' })).toEqual({ ok: false, error: notAllowedNow('cancel', 'submitted') });
    });
  });
}

/**
 * The card form's own promises (the simulated provider: `payments.method` is `card-form`), run
 * only by the backends that take a card in the app. Same subject and harness as above.
 */
export function describeCardPaymentContract(name: string, makeSubject: () => Promise<SubmissionsSubject>): void {
  describe(`Card payment contract: ${name}`, () => {
    const { world, awaitingPayment } = aJourneyWorld(makeSubject);
    let notifications: NotificationRepository;
    let harness: SubmissionsContractHarness;
    let submissions: SubmissionRepository;
    let payments: PaymentsPort;
    beforeEach(() => void ({ notifications, harness, submissions, payments } = world));

    it('paying with the test card submits once: a second pay charges nothing more, and the pro is notified with a link', async () => {
      const { id, pro } = await awaitingPayment();
      expect(payments.method).toEqual({ kind: 'card-form' });
      const [first, second] = await Promise.all([payments.pay(id, GOOD_CARD), payments.pay(id, GOOD_CARD)]);
      expect([value(first), value(second)]).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
      expect(value(await payments.pay(id, GOOD_CARD))).toEqual({ status: 'succeeded' });
      expect((await harness.paymentsOf(id)).filter((p) => p.status === 'succeeded')).toEqual([{ status: 'succeeded', amountCents: 4400 }]);
      const view = value(await submissions.find(id));
      expect(view.submission.status).toBe('submitted');
      expect(view.submission.submittedAt).not.toBeNull();
      await harness.actAgainAs(pro);
      expect(value(await notifications.listMine()).map((n) => n.link)).toContain(`/submissions/${id}`);
    });

    it('a declined card charges nothing and leaves the submission awaiting payment; a malformed card is a field error', async () => {
      const { id } = await awaitingPayment();
      expect(value(await payments.pay(id, DECLINED_CARD))).toEqual({ status: 'declined', message: 'Your card was declined.' });
      expect((await harness.paymentsOf(id)).filter((p) => p.status === 'succeeded')).toEqual([]);
      expect(value(await submissions.find(id)).submission.status).toBe('awaiting_payment');
      const malformed = await payments.pay(id, { cardNumber: '4242 4242 4242 4241', expiry: '13/40', cvc: '1' });
      expect(!malformed.ok && malformed.error).toMatchObject({ reason: 'invalid', message: expect.stringContaining('not valid') });
      expect(value(await payments.pay(id, GOOD_CARD))).toEqual({ status: 'succeeded' });
      expect((await harness.paymentsOf(id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    });
  });
}
