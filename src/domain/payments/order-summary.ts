import type { Submission } from '../submissions/submission';

/** /checkout's order summary: what the athlete pays for a submission. */
export interface OrderSummary {
  readonly priceCents: number;
  readonly platformFeeCents: number;
  /** Referral credit (a later issue): 0 until referrals exist. */
  readonly referralCreditCents: number;
  readonly totalCents: number;
  readonly currency: string;
}

/**
 * The summary of a submission's order. `referralCreditCents` is the hook for referrals: the credit
 * never takes the total below zero, nor more than the price and fee.
 */
export function orderSummary(
  submission: Pick<Submission, 'priceCents' | 'platformFeeCents' | 'currency'>,
  referralCreditCents = 0,
): OrderSummary {
  const gross = submission.priceCents + submission.platformFeeCents;
  const credit = Math.min(Math.max(0, Math.floor(referralCreditCents)), gross);
  return { priceCents: submission.priceCents, platformFeeCents: submission.platformFeeCents, referralCreditCents: credit, totalCents: gross - credit, currency: submission.currency };
}
