import { describe, expect, it } from 'vitest';
import { paidPaymentOf, type Payment } from '../../../src/domain/payments/payment';
import { chooseSubmissionList, prosAssignedTo, submissionListsFor, submissionsOf } from '../../../src/domain/submissions/submission';
import { statusesListedIn } from '../../../src/domain/submissions/submission-lifecycle';
import { aSubmission } from '../../support/submission-mother';

const athlete = { id: 'athlete-1', isAdmin: false };
const pro = { id: 'pro-1', isAdmin: false };

describe('who sees which submissions', () => {
  const draft = aSubmission({ id: 'a', athleteId: athlete.id, proId: pro.id, status: 'draft', submittedAt: null, createdAt: '2026-03-01T09:00:00.000Z' });
  const paid = aSubmission({ id: 'b', athleteId: athlete.id, proId: pro.id, status: 'submitted', submittedAt: '2026-03-02T09:00:00.000Z', createdAt: '2026-03-02T09:00:00.000Z' });
  const sameTime = aSubmission({ id: 'c', athleteId: athlete.id, proId: pro.id, status: 'in_review', submittedAt: '2026-03-02T09:00:00.000Z', createdAt: '2026-03-02T09:00:00.000Z' });
  const someoneElses = aSubmission({ id: 'd', athleteId: 'athlete-2', proId: 'pro-2', status: 'submitted', submittedAt: '2026-03-03T09:00:00.000Z', createdAt: '2026-03-03T09:00:00.000Z' });
  const all = [draft, paid, sameTime, someoneElses];

  it('an athlete lists their own, newest first (the later of two equal times first), filtered by status', () => {
    expect(submissionsOf(all, athlete, { as: 'athlete' })).toEqual({ ok: true, value: [sameTime, paid, draft] });
    expect(submissionsOf(all, athlete, { as: 'athlete', status: 'draft' })).toEqual({ ok: true, value: [draft] });
  });

  it('a pro lists only the paid ones assigned to them; signed out there is nothing to list', () => {
    expect(submissionsOf(all, pro, { as: 'pro' })).toEqual({ ok: true, value: [sameTime, paid] });
    expect(submissionsOf(all, null, { as: 'athlete' }).ok).toBe(false);
  });

  it('R6.3 an admin lists every submission, newest first, filtered by status; nobody else may ask for all', () => {
    const admin = { id: 'admin-1', isAdmin: true };
    expect(submissionsOf(all, admin, { as: 'admin' })).toEqual({ ok: true, value: [someoneElses, sameTime, paid, draft] });
    expect(submissionsOf(all, admin, { as: 'admin', status: 'submitted' })).toEqual({ ok: true, value: [someoneElses, paid] });
    for (const actor of [athlete, pro]) expect(submissionsOf(all, actor, { as: 'admin' })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(submissionsOf(all, null, { as: 'admin' })).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(submissionsOf(all, admin, { as: 'athlete' })).toEqual({ ok: true, value: [] });
  });

  it('a video is assigned to the pros of the paid submissions carrying it', () => {
    const withVideo = [{ ...draft, videoId: 'v1' }, { ...paid, videoId: 'v1' }, { ...someoneElses, videoId: 'v2' }];
    expect(prosAssignedTo('v1', withVideo)).toEqual([pro.id]);
  });
});

describe('the payment that paid', () => {
  const attempt = (status: Payment['status'], attemptNo: number): Payment => ({
    id: `p${attemptNo}`,
    submissionId: 's',
    payerId: athlete.id,
    amountCents: 4950,
    currency: 'USD',
    provider: 'simulated',
    providerRef: null,
    status,
    idempotencyKey: `checkout:s:${attemptNo}`,
    attempt: attemptNo,
    createdAt: '2026-03-01T09:00:00.000Z',
  });

  it('is the succeeded attempt, not a declined or pending one; none before paying', () => {
    expect(paidPaymentOf([attempt('failed', 1), attempt('succeeded', 2)])?.id).toBe('p2');
    expect(paidPaymentOf([attempt('failed', 1), attempt('pending', 2)])).toBeNull();
  });
});

describe('which lists /submissions offers', () => {
  it('R6.3 an athlete has their own list, a pro their review queue, and nothing else', () => {
    expect(submissionListsFor({ accountType: 'athlete', isAdmin: false })).toEqual(['athlete']);
    expect(submissionListsFor({ accountType: 'pro', isAdmin: false })).toEqual(['pro']);
  });

  it('R6.3 an admin opens on every submission, their own one step away; a pro who is an admin opens on their review queue', () => {
    expect(submissionListsFor({ accountType: 'athlete', isAdmin: true })).toEqual(['admin', 'athlete']);
    expect(submissionListsFor({ accountType: 'pro', isAdmin: true })).toEqual(['pro', 'admin']);
  });

  it('R6.3 the list asked for is shown only when it is among the person\'s lists', () => {
    expect(chooseSubmissionList(['pro', 'admin'], 'admin')).toBe('admin');
    expect(chooseSubmissionList(['pro', 'admin'], null)).toBe('pro');
    expect(chooseSubmissionList(['pro'], 'admin')).toBe('pro');
    expect(chooseSubmissionList(['admin', 'athlete'], 'nonsense')).toBe('admin');
  });

  it('R6.3 a pro\'s review queue is filtered by the statuses a paid submission can have; an athlete\'s or an admin\'s list by every status', () => {
    expect(statusesListedIn('pro')).toEqual(['submitted', 'in_review', 'delivered', 'cancelled', 'refunded']);
    expect(statusesListedIn('athlete')).toEqual(['draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded']);
    expect(statusesListedIn('admin')).toEqual(statusesListedIn('athlete'));
  });
});
