import type { Referral, ReferralCredit, ReferralSettings, ReferralStatus } from '../../domain/referrals/referral';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/** A referral the signed-in person made, as their card lists it. */
export interface MyReferral {
  readonly referredName: string;
  readonly status: ReferralStatus;
  readonly rewardCents: number | null;
  readonly createdAt: string;
}

/** The signed-in person's side of referrals: their code, their credit and whom they brought. */
export interface MyReferrals {
  /** Whose: the signed-in person. */
  readonly userId: string;
  readonly code: string;
  /** Credit left to spend at checkout. */
  readonly balanceCents: number;
  /** The platform's currency (the reward and the credit are in it). */
  readonly currency: string;
  readonly referrals: readonly MyReferral[];
}

/** Who owns a code, as the sign-up page shows it ("Invited by …"): a first name only. */
export interface ReferralInvitation {
  readonly code: string;
  readonly referrerFirstName: string;
}

/** /admin/referrals: every code, referral and reward, and the reward amount. */
export interface ReferralAdminView {
  readonly settings: ReferralSettings;
  readonly currency: string;
  readonly codes: readonly { readonly code: string; readonly userId: string; readonly ownerName: string; readonly createdAt: string }[];
  readonly referrals: readonly (Referral & { readonly referrerName: string; readonly referredName: string })[];
  /** The `earned` credits, newest first. */
  readonly rewards: readonly (ReferralCredit & { readonly userName: string })[];
}

/**
 * Referrals (issue 12). The backend decides with the domain's rules (src/domain/referrals): a code
 * per account, attribution at sign-up (the code travels in the sign-up metadata `referral_code`,
 * so it survives the e-mail confirmation; never one's own, one referrer per person), the reward
 * granted by the payment path only, the credit applied by the backend's checkout. No client writes
 * a referral, a credit or a reward.
 */
export interface ReferralRepository {
  /** The signed-in person's code (made on first need), credit balance and referrals. */
  mine(): Promise<Result<MyReferrals, DataError>>;
  /** Anyone, signed out included: who owns `code`; not-found for an unknown or malformed code. */
  invitation(code: string): Promise<Result<ReferralInvitation, DataError>>;
  /**
   * The signed-in person names their referrer by code, if they have none yet and have paid for
   * nothing (the sign-up path does the same from the metadata). Own code: forbidden; a second
   * referrer: conflict.
   */
  claim(code: string): Promise<Result<Referral, DataError>>;
  /** Admins only. */
  adminView(): Promise<Result<ReferralAdminView, DataError>>;
  /** Admins only: the amount the next reward grants. */
  saveSettings(settings: ReferralSettings): Promise<Result<ReferralSettings, DataError>>;
}
