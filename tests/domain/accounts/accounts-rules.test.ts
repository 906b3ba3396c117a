import { describe, expect, it } from 'vitest';
import { accountDeletionConfirmed, planAccountDeletion } from '../../../src/domain/accounts/account-deletion';
import { AVATAR_MAX_BYTES, avatarBelongsTo, avatarPathFor, checkAvatarFile } from '../../../src/domain/accounts/avatar';
import { confirmEmailChange, requestEmailChange } from '../../../src/domain/accounts/email-change';
import { issueResetToken, PASSWORD_RESET_TTL_MS, redeemResetToken } from '../../../src/domain/accounts/password-reset';
import { checkTermsAccepted } from '../../../src/domain/accounts/terms';
import { transition } from '../../../src/domain/submissions/submission-lifecycle';
import { aPro } from '../../support/pro-mother';
import { aSubmission } from '../../support/submission-mother';

describe('Issue 12 password reset tokens', () => {
  const issued = issueResetToken('u1', 'tok', 1_000);

  it('Issue 12 a token works until one hour has passed and is expired right at it', () => {
    expect(redeemResetToken(issued, 'a-new-passphrase', 1_000 + PASSWORD_RESET_TTL_MS - 1)).toMatchObject({ ok: true, value: { usedAt: 1_000 + PASSWORD_RESET_TTL_MS - 1 } });
    expect(redeemResetToken(issued, 'a-new-passphrase', 1_000 + PASSWORD_RESET_TTL_MS)).toMatchObject({ ok: false, error: { kind: 'invalid-jwt' } });
  });

  it('Issue 12 a used or unknown token is refused; R5.2 a weak password is refused and leaves the token unspent', () => {
    const used = redeemResetToken(issued, 'a-new-passphrase', 2_000);
    expect(used.ok && redeemResetToken(used.value, 'another-passphrase', 3_000)).toMatchObject({ ok: false, error: { kind: 'invalid-jwt' } });
    expect(redeemResetToken(null, 'a-new-passphrase', 2_000).ok).toBe(false);
    expect(redeemResetToken(issued, 'short', 2_000)).toMatchObject({ ok: false, error: { kind: 'weak-password', reasons: ['length'] } });
    expect(issued.usedAt).toBeNull();
  });
});

describe('Issue 12 e-mail change', () => {
  it('Issue 12 asks for a real, different address, and only the mailed token confirms it', () => {
    expect(requestEmailChange('a@example.com', ' B@Example.com ', 't')).toEqual({ ok: true, value: { newEmail: 'b@example.com', token: 't' } });
    expect(requestEmailChange('a@example.com', 'A@example.com', 't').ok).toBe(false);
    expect(requestEmailChange('a@example.com', 'not-an-address', 't').ok).toBe(false);
    expect(confirmEmailChange({ newEmail: 'b@example.com', token: 't' }, 't')).toEqual({ ok: true, value: 'b@example.com' });
    expect(confirmEmailChange({ newEmail: 'b@example.com', token: 't' }, 'forged').ok).toBe(false);
    expect(confirmEmailChange(null, 't').ok).toBe(false);
  });
});

describe('Issue 12 terms at sign-up', () => {
  it('Issue 12 a sign-up must carry the time the Terms and the Privacy policy were accepted', () => {
    expect(checkTermsAccepted('2026-03-01T09:00:00.000Z').ok).toBe(true);
    for (const missing of [undefined, null, '', 'yes']) expect(checkTermsAccepted(missing)).toMatchObject({ ok: false, error: { kind: 'terms-not-accepted' } });
  });
});

describe('Issue 12 avatars', () => {
  it('Issue 12 PNG, JPEG and WebP up to 2 MB; nothing else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES }).ok).toBe(true);
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toMatchObject({ ok: false, error: { reason: 'invalid', message: 'The image is larger than 2 MB. Choose a smaller one.' } });
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toMatchObject({ ok: false, error: { message: 'Choose a PNG, JPEG or WebP image.' } });
  });

  it('Issue 12 stored at <user id>/avatar-<time>.<ext>, by that user only', () => {
    expect(avatarPathFor('u1', 'image/webp', { id: 'u1', isAdmin: false }, 42)).toEqual({ ok: true, value: 'u1/avatar-42.webp' });
    expect(avatarPathFor('u1', 'image/png', { id: 'u2', isAdmin: true }, 42)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(avatarPathFor('u1', 'image/png', null, 42)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(avatarBelongsTo('u1/avatar-42.png', 'u1')).toBe(true);
    expect(avatarBelongsTo('u2/avatar-42.png', 'u1')).toBe(false);
  });
});

describe('Issue 12 deleting an account', () => {
  const me = { id: 'athlete-1', isAdmin: false };
  const of = (status: 'draft' | 'awaiting_payment' | 'submitted' | 'in_review' | 'delivered', extra = {}) =>
    aSubmission({ id: `s-${status}`, athleteId: me.id, proId: 'pro-1', status, submittedAt: ['submitted', 'in_review', 'delivered'].includes(status) ? '2026-03-01T09:00:00.000Z' : null, ...extra });

  it('Issue 12 typed confirmation: DELETE or the e-mail address', () => {
    expect(accountDeletionConfirmed('DELETE', 'a@example.com')).toBe(true);
    expect(accountDeletionConfirmed(' A@example.com ', 'a@example.com')).toBe(true);
    expect(accountDeletionConfirmed('delete', 'a@example.com')).toBe(false);
    expect(accountDeletionConfirmed('', '')).toBe(false);
  });

  it('Issue 12 drafts removed, the rest closed (refunded in full when paid), delivered work kept', () => {
    const plan = planAccountDeletion(me.id, me, [of('draft'), of('awaiting_payment'), of('submitted'), of('in_review'), of('delivered')], null, Date.parse('2026-03-02T09:00:00.000Z'));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.removedDraftIds).toEqual(['s-draft']);
    expect(plan.value.closed.map((c) => [c.submission.id, c.submission.status, c.submission.refundRequested, c.refund !== null])).toEqual([
      ['s-awaiting_payment', 'cancelled', false, false],
      ['s-submitted', 'cancelled', true, true],
      ['s-in_review', 'cancelled', true, true],
    ]);
    expect(plan.value.impact).toMatchObject({ draftsRemoved: 1, submissionsCancelled: 3, refunds: 2, listingRemoved: false });
  });

  it("Issue 12 only your own account: someone else, an admin included, and a visitor are refused", () => {
    expect(planAccountDeletion(me.id, { id: 'other', isAdmin: true }, [], null, 0)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(planAccountDeletion(me.id, null, [], null, 0)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
  });

  it('Issue 12 a pro’s listing is withdrawn (soft delete) and the paid requests waiting on them are refunded', () => {
    const pro = aPro({ id: 'pro-1', verificationStatus: 'approved' });
    const plan = planAccountDeletion('pro-1', { id: 'pro-1', isAdmin: false }, [of('submitted'), of('awaiting_payment')], pro, Date.parse('2026-03-02T09:00:00.000Z'));
    expect(plan.ok && plan.value.withdrawnPro?.deletedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(plan.ok && plan.value.closed.map((c) => c.submission.id)).toEqual(['s-submitted']);
  });

  it('Issue 12 account_closed is fired by the submission’s own athlete or pro only', () => {
    const paid = of('submitted');
    expect(transition(paid, { type: 'account_closed' }, { id: 'stranger', isAdmin: false }, 0).ok).toBe(false);
    expect(transition(paid, { type: 'account_closed' }, { id: 'admin', isAdmin: true }, 0)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(transition(of('delivered'), { type: 'account_closed' }, me, 0)).toMatchObject({ ok: false, error: { reason: 'conflict' } });
  });
});

describe('Issue 12 R3.3 the profile records the acceptance', () => {
  it('Issue 12 R3.3 a profile is created with terms_accepted true only when the sign-up recorded the acceptance', async () => {
    const { newProfileFor } = await import('../../../src/domain/auth/profile');
    const user = { id: 'u1', email: 'a@example.com', user_metadata: {} };
    expect(newProfileFor(user, '2026-03-01T09:00:00.000Z').termsAccepted).toBe(false);
    expect(newProfileFor({ ...user, user_metadata: { terms_accepted_at: '2026-03-01T09:00:00.000Z' } }, '2026-03-01T09:00:00.000Z').termsAccepted).toBe(true);
  });
});
