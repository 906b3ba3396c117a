import { describe, expect, it } from 'vitest';
import { acceptDemoRequest, DEMO_EMAIL_DOMAIN, demoCounts, demoPeopleOf, demoPerson, demoStory, demoSubmissions, nextDemoSequence } from '../../src/domain/demo/demo-data';
import { validateStoryFields } from '../../src/domain/content/success-story';
import { decideVerification, OWN_APPLICATION_MESSAGE } from '../../src/domain/pros/pro-verification';
import { SUBMISSION_STATUSES } from '../../src/domain/submissions/submission';
import { aPro } from '../support/pro-mother';

const NOW = '2026-03-01T10:00:00.000Z';
const admin = { id: 'admin-1', isAdmin: true };

describe('Issue 12 demo data and own applications', () => {
  it('R6.3 an admin never approves their own application; rejecting it, or approving another, is theirs to do', () => {
    const own = aPro({ id: 'admin-1', verificationStatus: 'pending' });
    expect(decideVerification(own, { kind: 'approve' }, admin, NOW)).toEqual({ ok: false, error: { kind: 'data', reason: 'forbidden', message: OWN_APPLICATION_MESSAGE } });
    expect(decideVerification(aPro({ id: 'pro-2', verificationStatus: 'pending' }), { kind: 'approve' }, admin, NOW)).toMatchObject({ ok: true, value: { verificationStatus: 'approved', verifiedBy: 'admin-1' } });
  });

  it('Issue 12 only admins create demo data, 1 to 10 people a click', () => {
    expect(acceptDemoRequest({ kind: 'athlete', count: 3 }, admin).ok).toBe(true);
    expect(acceptDemoRequest({ kind: 'submissions' }, admin).ok).toBe(true);
    expect(acceptDemoRequest({ kind: 'story' }, admin).ok).toBe(true);
    expect(acceptDemoRequest({ kind: 'story' }, { id: 'x', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    for (const count of [0, 11, 1.5]) expect(acceptDemoRequest({ kind: 'pro', count }, admin)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(acceptDemoRequest({ kind: 'pro', count: 1 }, { id: 'x', isAdmin: false })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it('Issue 12 a demo applicant is pending, a demo pro approved, each on the demo domain and marked with its batch', () => {
    const applicant = demoPerson('applicant', '11111111-2222', 0, 'batch-1', NOW);
    expect(applicant.pro?.verificationStatus).toBe('pending');
    expect(applicant.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
    expect(applicant.record).toMatchObject({ kind: 'applicant', rowId: '11111111-2222', batchId: 'batch-1' });
    expect(demoPerson('pro', 'p', 1, 'b', NOW).pro?.verificationStatus).toBe('approved');
    expect(demoPerson('athlete', 'a', 2, 'b', NOW).pro).toBeNull();
    expect(nextDemoSequence([applicant.record, { ...applicant.record, kind: 'submission' }, { ...applicant.record, kind: 'story' }])).toBe(1);
  });

  it('Issue 12 demo submissions cover every status once; the paid ones carry a payment, refunded a refunded one', () => {
    const made = demoSubmissions(SUBMISSION_STATUSES.map((s) => `id-${s}`), 'ath', aPro({ id: 'pro' }), 'b', NOW);
    expect(made.map((d) => d.submission.status)).toEqual([...SUBMISSION_STATUSES]);
    expect(made.map((d) => d.payment?.status ?? null)).toEqual([null, null, 'succeeded', 'succeeded', 'succeeded', null, 'refunded']);
  });

  it('Issue 12 a demo success story is published, names its demo athlete and pro in the pro’s sport, and keeps the story rules', () => {
    expect(demoPeopleOf({ kind: 'story' })).toEqual(['athlete', 'pro']);
    expect(demoPeopleOf({ kind: 'submissions' })).toEqual(['athlete', 'pro']);
    expect(demoPeopleOf({ kind: 'applicant', count: 2 })).toEqual(['applicant', 'applicant']);
    const athlete = demoPerson('athlete', 'a', 0, 'b', NOW);
    const pro = demoPerson('pro', 'p', 1, 'b', NOW);
    const { story, record } = demoStory('s', athlete.profile, pro.pro!, 'b', NOW);
    expect(story).toMatchObject({ id: 's', published: true, publishedAt: NOW, proId: 'p', proName: pro.pro!.displayName, sport: pro.pro!.sports[0] });
    expect(story.athleteName).toBe(`${athlete.profile.firstName} ${athlete.profile.lastName.charAt(0)}.`);
    expect(validateStoryFields(story)).toMatchObject({ ok: true });
    expect(record).toMatchObject({ kind: 'story', rowId: 's', batchId: 'b', label: `Success story: ${story.athleteName} with ${story.proName}` });
    expect(demoCounts([athlete.record, pro.record, record])).toEqual({ pro: 1, applicant: 0, athlete: 1, submission: 0, story: 1 });
  });
});
