// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deleteAccount, type ClosedAccount, type DeleteAccountServices } from '../../supabase/functions/delete-account/delete-account';
import type { RefundPlan } from '../../supabase/functions/refund-payment/refund-payment';

/** The service side: tokens, what close_account answers, each refund plan, and what happened, in order. */
function services(options: { closed?: ClosedAccount | { refused: string }; plans?: Record<string, RefundPlan | { refused: string }> } = {}) {
  const log: string[] = [];
  const closed: ClosedAccount = {
    drafts_removed: 1,
    submissions_cancelled: 2,
    refund_submission_ids: ['s1', 's2'],
    refunds: [{ submission_id: 's1', payer_id: 'ann' }, { submission_id: 's2', payer_id: 'bea' }],
    listing_removed: true,
  };
  const simulated = (id: string): RefundPlan => ({ kind: 'refund', payment_id: `pay-${id}`, provider: 'simulated', provider_ref: null, amount_cents: 4950, currency: 'USD' });
  const impl: DeleteAccountServices = {
    callerOf: async (token) => (token === 'token-of-ann' ? { id: 'ann' } : null),
    closeAccount: async (userId, callerId) => {
      log.push(`close ${userId} as ${callerId}`);
      return options.closed ?? closed;
    },
    beginRefund: async (submissionId, callerId) => {
      log.push(`refund ${submissionId} for ${callerId}`);
      return options.plans?.[submissionId] ?? simulated(submissionId);
    },
    markRefunded: async (paymentId) => void log.push(`refunded ${paymentId}`),
    removeAvatars: async (userId) => void log.push(`avatars ${userId}`),
    deleteUser: async (userId) => void log.push(`delete ${userId}`),
  };
  return { impl, log };
}

const call = (token: string | null, body: unknown = {}) =>
  new Request('https://project.supabase.co/functions/v1/delete-account', {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const config = { stripeSecretKey: 'sk_test' };

describe('delete-account (the edge function decision)', () => {
  it('Issue 12 closes the caller’s own account, refunds each paid submission through the refund path, then removes the avatar and the user', async () => {
    const { impl, log } = services();
    const response = await deleteAccount(call('token-of-ann'), impl, config);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ drafts_removed: 1, submissions_cancelled: 2, refunds: 2, listing_removed: true });
    expect(log).toEqual(['close ann as ann', 'refund s1 for ann', 'refunded pay-s1', 'refund s2 for bea', 'refunded pay-s2', 'avatars ann', 'delete ann']);
  });

  it("Issue 12 a body naming someone else changes nothing: the account is the token's", async () => {
    const { impl, log } = services();
    await deleteAccount(call('token-of-ann', { user_id: 'bea' }), impl, config);
    expect(log[0]).toBe('close ann as ann');
    expect(log).not.toContain('delete bea');
  });

  it('Issue 12 no token, or an unknown one, deletes nothing', async () => {
    for (const token of [null, 'token-of-nobody']) {
      const { impl, log } = services();
      expect((await deleteAccount(call(token), impl, config)).status).toBe(401);
      expect(log).toEqual([]);
    }
  });

  it('Issue 12 when the database refuses, or a refund fails, the account stays', async () => {
    const refused = services({ closed: { refused: '42501' } });
    expect((await deleteAccount(call('token-of-ann'), refused.impl, config)).status).toBe(403);
    expect(refused.log.some((l) => l.startsWith('delete'))).toBe(false);

    const failing = services({ plans: { s2: { refused: 'XX000' } } });
    expect((await deleteAccount(call('token-of-ann'), failing.impl, config)).status).toBe(502);
    expect(failing.log.some((l) => l.startsWith('delete') || l.startsWith('avatars'))).toBe(false);
  });
});
