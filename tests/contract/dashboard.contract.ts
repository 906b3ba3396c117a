/**
 * The dashboards' contract (issue 12): the admin's platform counts, read through `PlatformStats`,
 * run against every backend. It checks the figures AND that only an admin reads them, because the
 * backend, not the page, enforces it.
 *
 * To run it against a new backend, call
 *
 *   describeDashboardContract('MyBackend', async () => ({ journey, stats, harness }));
 *
 * with FRESH adapters per test (`journey`: the backend's SubmissionAdapters; `stats`: its
 * PlatformStats) and the submissions contract's harness (tests/contract/submissions.contract.ts:
 * actAs, actAgainAs, signOut, seedPro, seedVideo, completePayment, tick, dispose), whose
 * `seedVideo` must write a row the platform's counts read. The figures are compared before and
 * after each step, so a backend that seeds rows of its own still passes. Prices assume the default
 * pricing (fee 10 %, USD).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformStats } from '../../src/application/ports/platform-stats.port';
import type { SubmissionAdapters } from '../../src/application/ports/submission-adapters';
import type { PlatformCounts } from '../../src/domain/dashboards/platform-counts';
import { SUBMISSION_STATUSES } from '../../src/domain/submissions/submission';
import { aPro } from '../support/pro-mother';
import type { SubmissionsContractHarness } from './submissions.contract';
import { refusal, value } from './results';
import { dataErrors } from '../../src/domain/shared/data-error';

export interface DashboardSubject {
  readonly journey: SubmissionAdapters;
  readonly stats: PlatformStats;
  readonly harness: SubmissionsContractHarness;
}

const QUESTION = 'Is my serve toss too far forward?';

export function describeDashboardContract(name: string, makeSubject: () => Promise<DashboardSubject>): void {
  describe(`${name} — dashboard contract`, () => {
    let subject: DashboardSubject;
    beforeEach(async () => {
      subject = await makeSubject();
    });
    afterEach(async () => {
      await subject.harness.dispose?.();
    });

    const counts = async (): Promise<PlatformCounts> => value(await subject.stats.platformCounts());
    const delta = (before: PlatformCounts, after: PlatformCounts) => ({
      pendingVerifications: after.pendingVerifications - before.pendingVerifications,
      submissionsByStatus: Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, after.submissionsByStatus[s] - before.submissionsByStatus[s]])),
      revenueThisMonthCents: after.revenueThisMonthCents - before.revenueThisMonthCents,
      platformFeesThisMonthCents: after.platformFeesThisMonthCents - before.platformFeesThisMonthCents,
      videosNeedingRepair: after.videosNeedingRepair - before.videosNeedingRepair,
    });

    it('Issue 12 an admin reads pending verifications, submissions by status, revenue this month and videos needing repair, as the backend counts them', async () => {
      const { harness, journey } = subject;
      const admin = await harness.actAs('admin');
      const before = await counts();
      expect(before.currency).toBe('USD');

      const waiting = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: waiting, displayName: 'Pending Paula', verificationStatus: 'pending', verifiedAt: null, verifiedBy: null }));
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, turnaroundHours: 48 }));
      const athlete = await harness.actAs('athlete');
      value(await journey.submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
      const paid = value(await journey.submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
      const video = globalThis.crypto.randomUUID();
      await harness.seedVideo({ id: video, ownerId: athlete, status: 'ready' });
      value(await journey.submissions.act(paid.id, { type: 'start_checkout', videoId: video }));
      await harness.completePayment(paid.id);

      await harness.actAgainAs(admin);
      const middle = await counts();
      expect(delta(before, middle)).toMatchObject({
        pendingVerifications: 1,
        submissionsByStatus: { draft: 1, awaiting_payment: 0, submitted: 1, in_review: 0, delivered: 0, cancelled: 0, refunded: 0 },
        revenueThisMonthCents: 4400,
        platformFeesThisMonthCents: 400,
      });

      await harness.seedVideo({ id: globalThis.crypto.randomUUID(), ownerId: athlete, status: 'needs_repair' });
      await harness.seedVideo({ id: globalThis.crypto.randomUUID(), ownerId: athlete, status: 'failed' });
      await harness.seedVideo({ id: globalThis.crypto.randomUUID(), ownerId: athlete, status: 'uploading' });
      expect(delta(middle, await counts()).videosNeedingRepair).toBe(2);
    });

    it('Issue 12 a refund takes the payment out of this month’s revenue', async () => {
      const { harness, journey } = subject;
      const admin = await harness.actAs('admin');
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, sports: ['Tennis'], priceCents: 4000 }));
      const athlete = await harness.actAs('athlete');
      const draft = value(await journey.submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
      const video = globalThis.crypto.randomUUID();
      await harness.seedVideo({ id: video, ownerId: athlete, status: 'ready' });
      value(await journey.submissions.act(draft.id, { type: 'start_checkout', videoId: video }));
      await harness.completePayment(draft.id);
      await harness.actAgainAs(admin);
      const paid = await counts();
      value(await journey.payments.refund(draft.id));
      const refunded = await counts();
      expect(delta(paid, refunded)).toMatchObject({
        submissionsByStatus: { draft: 0, awaiting_payment: 0, submitted: -1, in_review: 0, delivered: 0, cancelled: 0, refunded: 1 },
        revenueThisMonthCents: -4400,
        platformFeesThisMonthCents: -400,
      });
    });

    it('Issue 12 R6.3 the counts are refused to an athlete, a pro and a signed-out caller', async () => {
      const { harness, stats } = subject;
      await harness.actAs('athlete');
      expect(refusal(await stats.platformCounts())).toEqual(dataErrors.adminOnly());
      await harness.actAs('pro');
      expect(refusal(await stats.platformCounts())).toEqual(dataErrors.adminOnly());
      await harness.signOut();
      expect(refusal(await stats.platformCounts())).toEqual(dataErrors.notSignedIn());
    });
  });
}
