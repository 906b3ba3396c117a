/**
 * The contract of ratings and of the turnaround guarantee (issue 12), run against every backend.
 * It checks behaviour AND who may do what, because the backend, not the page, enforces it.
 *
 *   describeReviewsContract('MyBackend', async () => ({ journey, analyses, pros, notifications, harness }));
 *   describeTurnaroundGuaranteeContract('MyBackend', …the same subject…);
 *
 * with FRESH adapters per test (`journey`: the SubmissionAdapters, reviews included; `pros`: the
 * backend's ProRepository, where a pro's rating shows; `analyses`: its AnalysisRepository, through
 * which the pro delivers; `notifications`: its NotificationRepository)
 * and the submissions contract's harness (tests/contract/submissions.contract.ts: actAs,
 * actAgainAs, signOut, seedPro, seedVideo, completePayment, paymentsOf, tick, dispose) plus:
 *
 * - `letTimePass(submissionId, ms)`: `ms` more of the turnaround of that (paid) submission have
 *   gone by. A backend that reads the Clock advances its virtual clock; a backend that reads the
 *   time itself (Postgres now()) moves the submission's paid time back by `ms` with service rights.
 *
 * Refusals are asserted by `error.reason`, not by their wording.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisRepository } from '../../src/application/ports/analysis-repository.port';
import type { NotificationRepository } from '../../src/application/ports/notification-repository.port';
import type { ProRepository } from '../../src/application/ports/pro-repository.port';
import type { ReviewRepository } from '../../src/application/ports/review-repository.port';
import { EMPTY_CONTENT } from '../../src/domain/analysis/analysis-content';
import type { SubmissionAdapters } from '../../src/application/ports/submission-adapters';
import type { SubmissionRepository } from '../../src/application/ports/submission-repository.port';
import { dataErrors } from '../../src/domain/shared/data-error';
import { ratingInputRefusal, ratingRefusals } from '../../src/domain/reviews/review';
import { notAllowedNow, notYourPart } from '../../src/domain/submissions/submission-lifecycle';
import { submissionNotFound } from '../../src/domain/submissions/submission';
import { aPro } from '../support/pro-mother';
import type { SubmissionsContractHarness } from './submissions.contract';
import { value, refusal } from './results';

export interface ReviewsContractHarness extends SubmissionsContractHarness {
  letTimePass(submissionId: string, ms: number): Promise<void>;
}

export interface ReviewsSubject {
  readonly journey: SubmissionAdapters;
  /** A submission is delivered only with its analysis (issue 11). */
  readonly analyses: AnalysisRepository;
  readonly pros: ProRepository;
  readonly notifications: NotificationRepository;
  readonly harness: ReviewsContractHarness;
}

const HOUR = 3_600_000;
const QUESTION = 'Is my serve toss too far forward?';

function aWorld(makeSubject: () => Promise<ReviewsSubject>) {
  const world = {} as ReviewsSubject & { submissions: SubmissionRepository; reviews: ReviewRepository };
  beforeEach(async () => {
    const subject = await makeSubject();
    Object.assign(world, subject, { submissions: subject.journey.submissions, reviews: subject.journey.reviews });
  });
  afterEach(async () => {
    await world.harness.dispose?.();
  });

  /** A listed pro (no reviews yet; a 1-hour turnaround) and an athlete, acting as the athlete. */
  async function aPairing() {
    const pro = await world.harness.actAs('pro');
    await world.harness.seedPro(aPro({ id: pro, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, turnaroundHours: 1, ratingAvg: null, reviewsCount: 0 }));
    const athlete = await world.harness.actAs('athlete');
    return { pro, athlete };
  }

  /** A paid submission of `athlete` to `pro`, acting as the athlete. */
  async function paid(pair: { pro: string; athlete: string }) {
    await world.harness.actAgainAs(pair.athlete);
    const draft = value(await world.submissions.createDraft(pair.pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
    const video = globalThis.crypto.randomUUID();
    await world.harness.seedVideo({ id: video, ownerId: pair.athlete, status: 'ready' });
    value(await world.submissions.act(draft.id, { type: 'start_checkout', videoId: video }));
    await world.harness.completePayment(draft.id);
    return draft.id;
  }

  /** Paid, reviewed and delivered by the pro with an analysis (a summary); acting as the athlete again. */
  async function delivered(pair: { pro: string; athlete: string }) {
    const id = await paid(pair);
    await world.harness.actAgainAs(pair.pro);
    value(await world.submissions.act(id, { type: 'start_review' }));
    value(await world.analyses.deliver(id, { ...EMPTY_CONTENT, summary: 'Move the toss forward.' }));
    await world.harness.actAgainAs(pair.athlete);
    return id;
  }

  return { world, aPairing, paid, delivered };
}

export function describeReviewsContract(name: string, makeSubject: () => Promise<ReviewsSubject>): void {
  describe(`Reviews contract: ${name}`, () => {
    const { world, aPairing, paid, delivered } = aWorld(makeSubject);

    it('Issue 12 the athlete rates a delivered analysis; the pro’s rating and count follow; the pro’s page lists the latest reviews', async () => {
      const pair = await aPairing();
      const first = await delivered(pair);
      const review = value(await world.reviews.rate(first, { stars: 5, comment: '  Clear drills, thank you.  ' }));
      expect(review).toMatchObject({ submissionId: first, proId: pair.pro, athleteId: pair.athlete, stars: 5, comment: 'Clear drills, thank you.' });
      expect(value(await world.pros.findPublic(pair.pro))).toMatchObject({ ratingAvg: 5, reviewsCount: 1 });
      await world.harness.tick();
      const second = await delivered(pair);
      value(await world.reviews.rate(second, { stars: 4 }));
      expect(value(await world.pros.findPublic(pair.pro))).toMatchObject({ ratingAvg: 4.5, reviewsCount: 2 });
      await world.harness.signOut();
      const latest = value(await world.reviews.latestForPro(pair.pro, 5));
      expect(latest.map((r) => [r.stars, r.comment, r.athleteFirstName])).toEqual([
        [4, null, 'athlete'],
        [5, 'Clear drills, thank you.', 'athlete'],
      ]);
      expect(value(await world.reviews.latestForPro(pair.pro, 1))).toHaveLength(1);
      expect(Number.isNaN(Date.parse(latest[0]!.createdAt))).toBe(false);
    });

    it('Issue 12 a second rating is refused, and the pro’s figures do not move', async () => {
      const pair = await aPairing();
      const id = await delivered(pair);
      value(await world.reviews.rate(id, { stars: 2 }));
      expect(refusal(await world.reviews.rate(id, { stars: 5 }))).toEqual(ratingRefusals.alreadyRated());
      expect(value(await world.reviews.findForSubmission(id))).toMatchObject({ stars: 2 });
      expect(value(await world.pros.findPublic(pair.pro))).toMatchObject({ ratingAvg: 2, reviewsCount: 1 });
    });

    it('Issue 12 nobody but the athlete rates: the pro and an admin are refused, another athlete gets not-found, signed out is refused', async () => {
      const pair = await aPairing();
      const id = await delivered(pair);
      await world.harness.actAgainAs(pair.pro);
      expect(refusal(await world.reviews.rate(id, { stars: 5 }))).toEqual(ratingRefusals.notTheAthlete());
      await world.harness.actAs('admin');
      expect(refusal(await world.reviews.rate(id, { stars: 5 }))).toEqual(ratingRefusals.notTheAthlete());
      await world.harness.actAs('athlete');
      expect(refusal(await world.reviews.rate(id, { stars: 5 }))).toEqual(submissionNotFound());
      expect(refusal(await world.reviews.findForSubmission(id))).toEqual(submissionNotFound());
      await world.harness.signOut();
      expect(refusal(await world.reviews.rate(id, { stars: 5 }))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await world.reviews.findForSubmission(id))).toEqual(dataErrors.notSignedIn());
      expect(value(await world.pros.findPublic(pair.pro))).toMatchObject({ ratingAvg: null, reviewsCount: 0 });
    });

    it('Issue 12 not before the delivery; whole stars from 1 to 5 and a comment up to 1,000 characters only', async () => {
      const pair = await aPairing();
      const early = await paid(pair);
      expect(refusal(await world.reviews.rate(early, { stars: 5 }))).toEqual(ratingRefusals.notDelivered());
      expect(refusal(await world.reviews.rate(globalThis.crypto.randomUUID(), { stars: 5 }))).toEqual(submissionNotFound());
      const id = await delivered(pair);
      for (const stars of [0, 6, 3.5]) expect(refusal(await world.reviews.rate(id, { stars })), String(stars)).toEqual(ratingInputRefusal({ stars }));
      const long = { stars: 3, comment: 'x'.repeat(1001) };
      expect(refusal(await world.reviews.rate(id, long))).toEqual(ratingInputRefusal(long));
      expect(value(await world.reviews.findForSubmission(id))).toBeNull();
      expect(value(await world.reviews.rate(id, { stars: 3, comment: 'x'.repeat(1000) })).comment).toHaveLength(1000);
    });

    it('Issue 12 the submission’s readers read its review: the athlete, the pro and an admin', async () => {
      const pair = await aPairing();
      const id = await delivered(pair);
      value(await world.reviews.rate(id, { stars: 4, comment: 'Helpful.' }));
      for (const reader of [pair.athlete, pair.pro]) {
        await world.harness.actAgainAs(reader);
        expect(value(await world.reviews.findForSubmission(id))).toMatchObject({ stars: 4, comment: 'Helpful.' });
      }
      await world.harness.actAs('admin');
      expect(value(await world.reviews.findForSubmission(id))).toMatchObject({ stars: 4 });
    });
  });
}

export function describeTurnaroundGuaranteeContract(name: string, makeSubject: () => Promise<ReviewsSubject>): void {
  describe(`Turnaround guarantee contract: ${name}`, () => {
    const { world, aPairing, paid, delivered } = aWorld(makeSubject);

    it('Issue 12 refused before the turnaround ends; then the athlete cancels for a full refund, the payment is refunded and the pro is told', async () => {
      const pair = await aPairing();
      const id = await paid(pair);
      await world.harness.letTimePass(id, HOUR - 60_000);
      expect(refusal(await world.submissions.act(id, { type: 'cancel_overdue' }))).toEqual(notAllowedNow('cancel_overdue', 'submitted'));
      expect(value(await world.submissions.find(id)).submission.status).toBe('submitted');
      await world.harness.letTimePass(id, 60_000);
      // Nobody else may claim it.
      await world.harness.actAgainAs(pair.pro);
      expect(refusal(await world.submissions.act(id, { type: 'cancel_overdue' }))).toEqual(notYourPart('cancel_overdue'));
      await world.harness.actAs('admin');
      expect(refusal(await world.submissions.act(id, { type: 'cancel_overdue' }))).toEqual(notYourPart('cancel_overdue'));
      await world.harness.actAs('athlete');
      expect(refusal(await world.submissions.act(id, { type: 'cancel_overdue' }))).toEqual(submissionNotFound());
      await world.harness.signOut();
      expect(refusal(await world.submissions.act(id, { type: 'cancel_overdue' }))).toEqual(dataErrors.notSignedIn());

      await world.harness.actAgainAs(pair.athlete);
      expect(value(await world.submissions.act(id, { type: 'cancel_overdue' }))).toMatchObject({ status: 'refunded', refundRequested: true });
      expect((await world.harness.paymentsOf(id)).map((p) => [p.status, p.amountCents])).toEqual([['refunded', 4400]]);
      const view = value(await world.submissions.find(id));
      expect(view.timeline.at(-1)).toMatchObject({ fromStatus: 'submitted', toStatus: 'refunded', actorId: pair.athlete });
      expect(refusal(await world.submissions.act(id, { type: 'cancel_overdue' }))).toEqual(notAllowedNow('cancel_overdue', 'refunded'));
      await world.harness.actAgainAs(pair.pro);
      const told = value(await world.notifications.listMine()).filter((n) => n.link === `/submissions/${id}` && n.title === 'A submission was cancelled');
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('full refund');
    });

    it('Issue 12 a delivered analysis cannot be cancelled for a refund, however late', async () => {
      const pair = await aPairing();
      const id = await delivered(pair);
      await world.harness.letTimePass(id, 2 * HOUR);
      const late = await world.submissions.act(id, { type: 'cancel_overdue' });
      expect(late.ok ? 'cancelled' : `${late.error.reason}: ${late.error.message}`).toMatch(/^conflict: /);
      expect((await world.harness.paymentsOf(id)).map((p) => p.status)).toEqual(['succeeded']);
    });
  });
}
