import { describe, expect, it } from 'vitest';
import { deliverAnalysis, emptyDraft, mayEdit, openAnalysis, readAnalysis, saveDraft, studioRefusedTo, type Analysis } from '../../../src/domain/analysis/analysis';
import type { Actor } from '../../../src/domain/shared/actor';
import { aSubmission } from '../../support/submission-mother';
import { aDrawing, someContent } from '../../support/analysis-mother';

const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const athlete: Actor = { id: 'athlete-1', isAdmin: false };
const pro: Actor = { id: 'pro-1', isAdmin: false };
const admin: Actor = { id: 'admin-1', isAdmin: true };
const otherPro: Actor = { id: 'pro-2', isAdmin: false };
const inReview = aSubmission({ status: 'in_review' });
const reason = (r: { ok: boolean; error?: { reason: string } }) => (r.ok ? 'ok' : r.error!.reason);

describe('Issue 11 studio access: only the assigned pro and admins edit the draft', () => {
  it('opens for the pro and an admin; the athlete is refused, another pro finds nothing, signed out must sign in', () => {
    expect(openAnalysis(inReview, null, pro)).toEqual({ ok: true, value: emptyDraft(inReview) });
    expect(reason(openAnalysis(inReview, null, admin))).toBe('ok');
    expect(openAnalysis(inReview, null, athlete)).toMatchObject({ ok: false, error: { reason: 'forbidden', message: 'Only the pro assigned to this submission can work on its analysis.' } });
    expect(reason(openAnalysis(inReview, null, otherPro))).toBe('not-found');
    expect(openAnalysis(inReview, null, null)).toMatchObject({ ok: false, error: { reason: 'forbidden', message: 'Sign in to do that.' } });
  });

  it('edits only while the analysis is a draft and the submission is paid and open', () => {
    expect(reason(mayEdit(aSubmission({ status: 'submitted' }), null, pro))).toBe('ok');
    expect(reason(mayEdit(inReview, { status: 'delivered' }, pro))).toBe('conflict');
    for (const status of ['refunded', 'delivered'] as const) expect(reason(mayEdit(aSubmission({ status }), null, pro)), status).toBe('conflict');
    expect(reason(mayEdit(aSubmission({ status: 'awaiting_payment' }), null, pro))).toBe('not-found');
  });

  it('saves a valid draft with its time; refuses content that breaks a rule', () => {
    const saved = saveDraft(inReview, null, someContent(), pro, NOW);
    expect(saved).toMatchObject({ ok: true, value: { status: 'draft', updatedAt: '2026-03-05T12:00:00.000Z', content: someContent() } });
    expect(reason(saveDraft(inReview, null, someContent({ drawings: [aDrawing({ points: [{ x: 2, y: 0 }, { x: 0, y: 0 }] })] }), pro, NOW))).toBe('invalid');
    expect(reason(saveDraft(inReview, null, someContent(), athlete, NOW))).toBe('forbidden');
  });

  it('Issue 11 a refusal the hosted backend gives only as a code (42501) reads as the rule words it: the athlete, or an admin delivering', () => {
    const refusalOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? 'ok' : result.error);
    expect(studioRefusedTo(inReview, athlete!.id)).toEqual(refusalOf(openAnalysis(inReview, null, athlete)));
    expect(studioRefusedTo(inReview, athlete!.id)).toEqual(refusalOf(deliverAnalysis(inReview, null, someContent(), athlete, NOW)));
    expect(studioRefusedTo(inReview, admin!.id)).toEqual(refusalOf(deliverAnalysis(inReview, null, someContent(), admin, NOW)));
  });
});

describe('Issue 11 Deliver analysis', () => {
  it('requires a summary, then delivers the analysis and moves the submission in_review → delivered, recording who and when', () => {
    expect(deliverAnalysis(inReview, null, someContent({ summary: '   ' }), pro, NOW)).toMatchObject({ ok: false, error: { reason: 'invalid', message: 'Write a summary before delivering the analysis.' } });
    const delivered = deliverAnalysis(inReview, null, someContent(), pro, NOW);
    if (!delivered.ok) throw new Error(delivered.error.message);
    expect(delivered.value.analysis).toMatchObject({ status: 'delivered', deliveredAt: '2026-03-05T12:00:00.000Z' });
    expect(delivered.value.change.submission).toMatchObject({ status: 'delivered', deliveredAt: '2026-03-05T12:00:00.000Z' });
    expect(delivered.value.change.event).toMatchObject({ fromStatus: 'in_review', toStatus: 'delivered', actorId: 'pro-1' });
  });

  it('goes through the submission state machine: not from submitted, not by an admin, never twice', () => {
    expect(reason(deliverAnalysis(aSubmission({ status: 'submitted' }), null, someContent(), pro, NOW))).toBe('conflict');
    expect(reason(deliverAnalysis(inReview, null, someContent(), admin, NOW))).toBe('forbidden');
    const stored: Analysis = { ...emptyDraft(inReview), status: 'delivered' };
    expect(reason(deliverAnalysis(inReview, stored, someContent(), pro, NOW))).toBe('conflict');
  });
});

describe('Issue 11 reading: the athlete reads the analysis only once delivered', () => {
  const draft = { ...emptyDraft(inReview), content: someContent() };
  const delivered: Analysis = { ...draft, status: 'delivered', deliveredAt: '2026-03-05T12:00:00.000Z' };
  it('the athlete finds nothing before delivery and reads it after; the pro and admins read the draft; others never', () => {
    expect(reason(readAnalysis(inReview, draft, athlete))).toBe('not-found');
    expect(readAnalysis(aSubmission({ status: 'delivered' }), delivered, athlete)).toEqual({ ok: true, value: delivered });
    expect(reason(readAnalysis(inReview, draft, pro))).toBe('ok');
    expect(reason(readAnalysis(inReview, draft, admin))).toBe('ok');
    expect(reason(readAnalysis(aSubmission({ status: 'delivered' }), delivered, otherPro))).toBe('not-found');
    expect(reason(readAnalysis(inReview, null, pro))).toBe('not-found');
    expect(reason(readAnalysis(inReview, draft, null))).toBe('forbidden');
  });
});
