/**
 * The decision of the delete-account function, free of Deno and of supabase-js so it is tested
 * under Node. Only yourself: the account is the caller read from their access token, and
 * public.close_account refuses anyone else again. Then every paid open submission it closed is
 * refunded through the refund-payment path (begin_refund, the provider, payments refunded), the
 * avatar objects are removed and the auth user is deleted (soft delete: the rows other people's
 * history points at stay, anonymised). A refund that fails stops the deletion before the account
 * goes, so the person can try again and nothing is lost.
 */

import { answerNonPost, bearerToken, CORS_HEADERS, json } from '../_shared/browser-call.ts';
import { refundSubmission, type RefundPaymentConfig, type RefundPaymentServices } from '../refund-payment/refund-payment.ts';

export interface ClosedAccount {
  readonly drafts_removed: number;
  readonly submissions_cancelled: number;
  readonly refund_submission_ids: readonly string[];
  /** Each submission to refund with its payer, for whom begin_refund reads it. */
  readonly refunds: readonly { readonly submission_id: string; readonly payer_id: string }[];
  readonly listing_removed: boolean;
}

export interface DeleteAccountServices extends RefundPaymentServices {
  /** public.close_account(user_id, caller_id) with service rights, or the refusal's SQLSTATE. */
  closeAccount(userId: string, callerId: string): Promise<ClosedAccount | { readonly refused: string }>;
  removeAvatars(userId: string): Promise<void>;
  /** auth.admin.deleteUser(id, soft delete). */
  deleteUser(userId: string): Promise<void>;
}

export { CORS_HEADERS };

export async function deleteAccount(request: Request, services: DeleteAccountServices, config: RefundPaymentConfig): Promise<Response> {
  const refused = answerNonPost(request);
  if (refused) return refused;
  const accessToken = bearerToken(request);
  if (!accessToken) return json(401, { error: 'Missing authorization header' });
  try {
    const caller = await services.callerOf(accessToken);
    if (!caller) return json(401, { error: 'Invalid JWT' });
    const closed = await services.closeAccount(caller.id, caller.id);
    if ('refused' in closed) return closed.refused === '42501' ? json(403, { error: 'You can only delete your own account.' }) : json(503, { error: 'Your account could not be deleted. Try again in a moment.' });
    let refunds = 0;
    for (const { submission_id: submissionId, payer_id: payerId } of closed.refunds) {
      const refunded = await refundSubmission(submissionId, payerId, services, config);
      if (!refunded.ok) return json(502, { error: 'A refund could not be made. Try again in a moment; your account is still there.' });
      refunds += 1;
    }
    await services.removeAvatars(caller.id);
    await services.deleteUser(caller.id);
    return json(200, {
      drafts_removed: closed.drafts_removed,
      submissions_cancelled: closed.submissions_cancelled,
      refunds,
      listing_removed: closed.listing_removed,
    });
  } catch (error) {
    console.error('delete-account failed', error);
    return json(500, { error: 'Could not delete the account' });
  }
}
