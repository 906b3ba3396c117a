import {
  REFERRAL_CODE_LENGTH,
  REFERRAL_STATUSES,
  type Referral,
  type ReferralCode,
  type ReferralCredit,
  type ReferralStatus,
} from '../../domain/referrals/referral';

/**
 * The referral tables' rows (supabase/migrations/20250601001500_referrals.sql), as the hosted
 * backend answers them and the embedded backend stores them, and their mappers.
 */
export type ReferralCodeRow = { user_id: string; code: string; created_at: string };

export type ReferralRow = {
  id: string;
  referrer_id: string;
  referred_id: string;
  code: string;
  status: string;
  reward_cents: number | null;
  created_at: string;
  rewarded_at: string | null;
};

export type ReferralCreditRow = {
  id: string;
  user_id: string;
  kind: string;
  amount_cents: number;
  referral_id: string | null;
  submission_id: string | null;
  created_at: string;
};

/** referral_settings: one row. */
export type ReferralSettingsRow = { reward_cents: number };

const statusOf = (value: string): ReferralStatus => ((REFERRAL_STATUSES as readonly string[]).includes(value) ? (value as ReferralStatus) : 'pending');

export const toReferralCode = (row: ReferralCodeRow): ReferralCode => ({ code: row.code, userId: row.user_id, createdAt: row.created_at });
export const referralCodeRow = (code: ReferralCode): ReferralCodeRow => ({ user_id: code.userId, code: code.code, created_at: code.createdAt });

export const toReferral = (row: ReferralRow): Referral => ({
  id: row.id,
  referrerId: row.referrer_id,
  referredId: row.referred_id,
  code: row.code,
  status: statusOf(row.status),
  rewardCents: row.reward_cents,
  createdAt: row.created_at,
  rewardedAt: row.rewarded_at,
});
export const referralRow = (r: Referral): ReferralRow => ({
  id: r.id,
  referrer_id: r.referrerId,
  referred_id: r.referredId,
  code: r.code,
  status: r.status,
  reward_cents: r.rewardCents,
  created_at: r.createdAt,
  rewarded_at: r.rewardedAt,
});

export const toReferralCredit = (row: ReferralCreditRow): ReferralCredit => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind === 'spent' ? 'spent' : 'earned',
  amountCents: row.amount_cents,
  referralId: row.referral_id,
  submissionId: row.submission_id,
  createdAt: row.created_at,
});
export const referralCreditRow = (c: ReferralCredit): ReferralCreditRow => ({
  id: c.id,
  user_id: c.userId,
  kind: c.kind,
  amount_cents: c.amountCents,
  referral_id: c.referralId,
  submission_id: c.submissionId,
  created_at: c.createdAt,
});

/** Fresh random bytes for a code (one per character), from the platform's crypto. */
export const referralRandomBytes = (): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(REFERRAL_CODE_LENGTH));
