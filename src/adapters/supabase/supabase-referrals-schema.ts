import type { ReferralCreditRow, ReferralRow } from '../shared/referral-rows';

/**
 * The referral functions as supabase/migrations/20250601001500_referrals.sql defines them, typed
 * for supabase-js. Clients write no referral row: every change is a function or a trigger.
 */
export type MyReferralsJson = {
  user_id: string;
  code: string;
  balance_cents: number;
  currency: string;
  referrals: { referred_name: string; status: string; reward_cents: number | null; created_at: string }[];
};

export type ReferralAdminJson = {
  reward_cents: number;
  currency: string;
  codes: { user_id: string; code: string; created_at: string; owner_name: string }[];
  referrals: (ReferralRow & { referrer_name: string; referred_name: string })[];
  rewards: (ReferralCreditRow & { user_name: string })[];
};

export type ReferralFunctions = {
  my_referrals: { Args: Record<never, never>; Returns: MyReferralsJson };
  referral_invitation: { Args: { code: string }; Returns: { code: string; referrer_first_name: string } };
  claim_referral: { Args: { code: string }; Returns: ReferralRow };
  referral_admin_view: { Args: Record<never, never>; Returns: ReferralAdminJson };
  set_referral_reward: { Args: { reward_cents: number }; Returns: { reward_cents: number } };
};
