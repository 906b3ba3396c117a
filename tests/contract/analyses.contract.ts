/**
 * The analysis's contract (issue 11: the studio's draft, delivery, the athlete's playback;
 * product.md "analyses"), run against every backend. It checks behaviour AND who may do what,
 * because the backend, not the page, enforces it.
 *
 * To run it against a new backend, call
 *
 *   describeAnalysesContract('MyBackend', async () => ({ analyses, journey, notifications, harness }));
 *
 * with FRESH adapters per test: `analyses` (the AnalysisRepository), `journey` and
 * `notifications` of the same backend, and the submissions contract's harness
 * (tests/contract/submissions.contract.ts documents it: actAs, actAgainAs, signOut, seedPro,
 * seedVideo, completePayment, paymentsOf, tick, dispose). The suite brings a submission to
 * review through the ports themselves. Refusals are asserted by `error.reason`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisRepository } from '../../src/application/ports/analysis-repository.port';
import type { NotificationRepository } from '../../src/application/ports/notification-repository.port';
import type { SubmissionAdapters } from '../../src/application/ports/submission-adapters';
import type { SubmissionAction } from '../../src/application/ports/submission-repository.port';
import { validateContent, type AnalysisContent } from '../../src/domain/analysis/analysis-content';
import { analysisRefusals, SUMMARY_REQUIRED_MESSAGE } from '../../src/domain/analysis/analysis';
import { notASubmissionAction } from '../../src/adapters/shared/submission-journey';
import { notAllowedNow, notYourPart } from '../../src/domain/submissions/submission-lifecycle';
import { submissionNotFound } from '../../src/domain/submissions/submission';
import { dataErrors } from '../../src/domain/shared/data-error';
import { aPro } from '../support/pro-mother';
import type { SubmissionsContractHarness } from './submissions.contract';
import { value, refusal } from './results';

export interface AnalysesSubject {
  readonly analyses: AnalysisRepository;
  readonly journey: SubmissionAdapters;
  readonly notifications: NotificationRepository;
  readonly harness: SubmissionsContractHarness;
}

const CONTENT: AnalysisContent = {
  drawings: [
    { id: 'd-line', kind: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.45, y: 0.5 }], colour: '#ff3b30', strokeWidth: 4, range: { start: 1.25, end: 2.25 } },
    { id: 'd-angle', kind: 'angle', points: [{ x: 0.6, y: 0.5 }, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.4 }], colour: '#0a84ff', strokeWidth: 2, range: { start: 3, end: 4 } },
    { id: 'd-text', kind: 'text', points: [{ x: 0.7, y: 0.1 }], colour: '#ffffff', strokeWidth: 2, range: { start: 0, end: 1 }, text: 'Elbow up' },
    { id: 'd-free', kind: 'freehand', points: [{ x: 0.2, y: 0.8 }, { x: 0.25, y: 0.82 }, { x: 0.3, y: 0.79 }], colour: '#34c759', strokeWidth: 8, range: { start: 5, end: 6.5 } },
  ],
  comments: [
    { id: 'c-2', at: 4.5, text: 'Finish higher.' },
    { id: 'c-1', at: 1.5, text: 'Toss the ball further forward.' },
  ],
  summary: 'A solid serve: move the toss forward and finish higher.',
  compare: { kind: 'reference', videoId: 'reference-serve', mainStart: 1.2, otherStart: 0.4 },
};

export function describeAnalysesContract(name: string, makeSubject: () => Promise<AnalysesSubject>): void {
  describe(`Analyses contract: ${name}`, () => {
    let analyses: AnalysisRepository;
    let journey: SubmissionAdapters;
    let notifications: NotificationRepository;
    let harness: SubmissionsContractHarness;
    beforeEach(async () => void ({ analyses, journey, notifications, harness } = await makeSubject()));
    afterEach(async () => harness.dispose?.());

    /** A paid submission the pro started reviewing, acting as the pro. */
    async function inReview() {
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, turnaroundHours: 48 }));
      const athlete = await harness.actAs('athlete');
      const draft = value(await journey.submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: 'Is my serve toss too far forward?' }));
      const video = globalThis.crypto.randomUUID();
      await harness.seedVideo({ id: video, ownerId: athlete, status: 'ready' });
      value(await journey.submissions.act(draft.id, { type: 'start_checkout', videoId: video }));
      await harness.completePayment(draft.id);
      await harness.actAgainAs(pro);
      value(await journey.submissions.act(draft.id, { type: 'start_review' }));
      return { id: draft.id, pro, athlete };
    }

    it('Issue 11 the assigned pro opens an empty draft, saves it, and finds it again as saved (coordinates, ranges, comments, summary, compare)', async () => {
      const { id, pro } = await inReview();
      expect(value(await analyses.openStudio(id))).toMatchObject({ submissionId: id, proId: pro, status: 'draft', content: { drawings: [], comments: [], summary: '', compare: null } });
      const saved = value(await analyses.saveDraft(id, CONTENT));
      expect(saved).toMatchObject({ status: 'draft', content: CONTENT });
      expect(saved.updatedAt).not.toBeNull();
      expect(value(await analyses.openStudio(id)).content).toEqual(CONTENT);
      expect(value(await analyses.find(id)).content).toEqual(CONTENT);
      await harness.tick();
      const edited = { ...CONTENT, summary: 'Second thoughts.', drawings: CONTENT.drawings.slice(1) };
      value(await analyses.saveDraft(id, edited));
      expect(value(await analyses.openStudio(id)).content).toEqual(edited);
    });

    it('Issue 11 who may open and edit the studio: another pro, the athlete and a signed-out caller are refused; an admin may', async () => {
      const { id, athlete } = await inReview();
      value(await analyses.saveDraft(id, CONTENT));
      await harness.actAs('pro');
      expect(refusal(await analyses.openStudio(id))).toEqual(submissionNotFound());
      expect(refusal(await analyses.saveDraft(id, { ...CONTENT, summary: 'Hijacked.' }))).toEqual(submissionNotFound());
      expect(refusal(await analyses.find(id))).toEqual(submissionNotFound());
      expect(refusal(await analyses.deliver(id, CONTENT))).toEqual(submissionNotFound());
      await harness.actAgainAs(athlete);
      expect(refusal(await analyses.openStudio(id))).toEqual(analysisRefusals.notTheirPro());
      expect(refusal(await analyses.saveDraft(id, { ...CONTENT, summary: 'Hijacked.' }))).toEqual(analysisRefusals.notTheirPro());
      expect(refusal(await analyses.deliver(id, CONTENT))).toEqual(analysisRefusals.notTheirPro());
      expect(refusal(await analyses.find(id))).toEqual(analysisRefusals.notReady());
      await harness.signOut();
      expect(refusal(await analyses.openStudio(id))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await analyses.saveDraft(id, CONTENT))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await analyses.find(id))).toEqual(dataErrors.notSignedIn());
      await harness.actAs('admin');
      expect(value(await analyses.openStudio(id)).content).toEqual(CONTENT);
      value(await analyses.saveDraft(id, { ...CONTENT, summary: 'Edited by the team.' }));
      expect(value(await analyses.find(id)).content.summary).toBe('Edited by the team.');
    });

    it('Issue 11 a draft that breaks a rule is refused: a point off the frame, a range ending before it starts, an empty comment', async () => {
      const { id } = await inReview();
      const offFrame = { ...CONTENT, drawings: [{ ...CONTENT.drawings[0]!, points: [{ x: 1.5, y: 0 }, { x: 0, y: 0 }] }] };
      const backwards = { ...CONTENT, drawings: [{ ...CONTENT.drawings[0]!, range: { start: 3, end: 2 } }] };
      const emptyComment = { ...CONTENT, comments: [{ id: 'c', at: 1, text: '  ' }] };
      for (const content of [offFrame, backwards, emptyComment]) expect(refusal(await analyses.saveDraft(id, content))).toEqual(dataErrors.invalid(validateContent(content)!));
      expect(value(await analyses.openStudio(id)).content.drawings).toEqual([]);
    });

    it('Issue 11 Deliver analysis requires a summary, marks the submission delivered with who and when, and notifies the athlete', async () => {
      const { id, pro, athlete } = await inReview();
      expect(refusal(await analyses.deliver(id, { ...CONTENT, summary: '   ' }))).toEqual(dataErrors.invalid(SUMMARY_REQUIRED_MESSAGE));
      expect(value(await journey.submissions.find(id)).submission.status).toBe('in_review');
      const delivered = value(await analyses.deliver(id, CONTENT));
      expect(delivered).toMatchObject({ status: 'delivered', content: CONTENT });
      expect(delivered.deliveredAt).not.toBeNull();
      const view = value(await journey.submissions.find(id));
      expect(view.submission.status).toBe('delivered');
      expect(view.submission.deliveredAt).not.toBeNull();
      expect(view.timeline.at(-1)).toMatchObject({ fromStatus: 'in_review', toStatus: 'delivered', actorId: pro });
      await harness.actAgainAs(athlete);
      expect(value(await notifications.listMine()).filter((n) => n.link === `/submissions/${id}`).map((n) => n.title)).toContain('Your analysis is ready');
    });

    it('Issue 11 a submission is delivered only with its analysis: the port has no bare deliver, and deliver without a summary is refused', async () => {
      const { id, athlete } = await inReview();
      // @ts-expect-error -- SubmissionAction offers no bare "deliver"; an old or forged client may still send one.
      const bareDeliver: SubmissionAction = { type: 'deliver' };
      expect(refusal(await journey.submissions.act(id, bareDeliver))).toEqual(notASubmissionAction());
      value(await analyses.saveDraft(id, CONTENT));
      expect(refusal(await analyses.deliver(id, { ...CONTENT, summary: '' }))).toEqual(dataErrors.invalid(SUMMARY_REQUIRED_MESSAGE));
      const view = value(await journey.submissions.find(id));
      expect(view.submission).toMatchObject({ status: 'in_review', deliveredAt: null });
      expect(view.timeline.map((e) => e.toStatus)).not.toContain('delivered');
      expect(value(await analyses.openStudio(id))).toMatchObject({ status: 'draft', deliveredAt: null, content: CONTENT });
      await harness.actAgainAs(athlete);
      expect(refusal(await journey.submissions.act(id, bareDeliver))).toEqual(notASubmissionAction());
      expect(refusal(await analyses.find(id))).toEqual(analysisRefusals.notReady());
      expect(value(await notifications.listMine()).map((n) => n.title)).not.toContain('Your analysis is ready');
    });

    it('Issue 11 the athlete reads the analysis only once delivered, and nothing is editable after delivery', async () => {
      const { id, pro, athlete } = await inReview();
      value(await analyses.saveDraft(id, CONTENT));
      await harness.actAgainAs(athlete);
      expect(refusal(await analyses.find(id))).toEqual(analysisRefusals.notReady());
      await harness.actAgainAs(pro);
      value(await analyses.deliver(id, CONTENT));
      await harness.actAgainAs(athlete);
      expect(value(await analyses.find(id))).toMatchObject({ status: 'delivered', content: CONTENT });
      await harness.actAgainAs(pro);
      expect(value(await analyses.openStudio(id))).toMatchObject({ status: 'delivered', content: CONTENT });
      expect(refusal(await analyses.saveDraft(id, { ...CONTENT, summary: 'Changed afterwards.' }))).toEqual(analysisRefusals.delivered());
      expect(refusal(await analyses.deliver(id, CONTENT))).toEqual(analysisRefusals.delivered());
      await harness.actAs('admin');
      expect(refusal(await analyses.saveDraft(id, { ...CONTENT, summary: 'Changed afterwards.' }))).toEqual(analysisRefusals.delivered());
      expect(value(await analyses.find(id)).content.summary).toBe(CONTENT.summary);
    });

    it('Issue 11 delivery goes through the submission lifecycle: not before the review starts, and not by an admin', async () => {
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, sports: ['Tennis'], priceCents: 4000 }));
      const athlete = await harness.actAs('athlete');
      const draft = value(await journey.submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: 'Is my serve toss too far forward?' }));
      expect(refusal(await analyses.saveDraft(draft.id, CONTENT))).toEqual(analysisRefusals.notTheirPro());
      const video = globalThis.crypto.randomUUID();
      await harness.seedVideo({ id: video, ownerId: athlete, status: 'ready' });
      value(await journey.submissions.act(draft.id, { type: 'start_checkout', videoId: video }));
      await harness.actAgainAs(pro);
      expect(refusal(await analyses.openStudio(draft.id))).toEqual(submissionNotFound());
      await harness.actAgainAs(athlete);
      await harness.completePayment(draft.id);
      await harness.actAgainAs(pro);
      value(await analyses.saveDraft(draft.id, CONTENT));
      expect(refusal(await analyses.deliver(draft.id, CONTENT))).toEqual(notAllowedNow('deliver', 'submitted'));
      value(await journey.submissions.act(draft.id, { type: 'start_review' }));
      await harness.actAs('admin');
      expect(refusal(await analyses.deliver(draft.id, CONTENT))).toEqual(notYourPart('deliver'));
      expect(refusal(await analyses.openStudio(globalThis.crypto.randomUUID()))).toEqual(submissionNotFound());
    });
  });
}
