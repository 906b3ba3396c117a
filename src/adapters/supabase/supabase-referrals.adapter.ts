import type { MyReferrals, ReferralAdminView, ReferralInvitation, ReferralRepository } from '../../application/ports/referral-repository.port';
import {
  normalizeReferralCode,
  validReferralSettings,
  referralRefusals,
  type Referral,
  type ReferralSettings,
} from '../../domain/referrals/referral';
import { err, errorOf, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { toReferral, toReferralCredit } from '../shared/referral-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { isInputRefusal, postgrestRefusal, postgrestToDataError, refusedCaller, SQL_CODES } from './supabase-errors';

type Failure = Parameters<typeof postgrestToDataError>[0];

/** The functions' refusals: PT404 an unknown code, 23505/23514 already referred or already paid. */
function referralError(error: Failure): DataError {
  if (error.code === SQL_CODES.functionNotFound) return referralRefusals.noSuchCode();
  if (error.code === SQL_CODES.alreadyExists) return referralRefusals.alreadyReferred();
  if (error.code === SQL_CODES.checkFailed) return referralRefusals.afterFirstPayment();
  return postgrestToDataError(error);
}

/**
 * Referrals over supabase/migrations/20250601001500_referrals.sql: my_referrals (the caller's code,
 * made if missing, balance and referrals), referral_invitation (a code's owner's first name, for
 * anyone), claim_referral, referral_admin_view and set_referral_reward (admins only). Attribution
 * at sign-up, the reward and the spent credit happen in SQL (triggers on auth.users and payments);
 * the credit is taken off in begin_checkout. The client writes no row itself.
 */
export class SupabaseReferrals implements ReferralRepository {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async mine(): Promise<Result<MyReferrals, DataError>> {
    const { data, error } = await this.client.rpc('my_referrals');
    if (error) return err(await postgrestRefusal(this.client, error, dataErrors.forbidden()));
    return ok({
      userId: data.user_id,
      code: data.code,
      balanceCents: data.balance_cents,
      currency: data.currency,
      referrals: data.referrals.map((r) => ({ referredName: r.referred_name, status: r.status === 'rewarded' ? 'rewarded' : 'pending', rewardCents: r.reward_cents, createdAt: r.created_at })),
    });
  }

  async invitation(code: string): Promise<Result<ReferralInvitation, DataError>> {
    const normal = normalizeReferralCode(code);
    if (!normal) return err(referralRefusals.noSuchCode());
    const { data, error } = await this.client.rpc('referral_invitation', { code: normal }).retry(false);
    return error ? err(referralError(error)) : ok({ code: data.code, referrerFirstName: data.referrer_first_name });
  }

  async claim(code: string): Promise<Result<Referral, DataError>> {
    const { data, error } = await this.client.rpc('claim_referral', { code });
    if (!error) return ok(toReferral(data));
    // claim_referral refuses with 42501 a caller signed out and one's own code.
    if (error.code === SQL_CODES.notPermitted) return err(await refusedCaller(this.client, referralRefusals.ownCode()));
    return err(referralError(error));
  }

  async adminView(): Promise<Result<ReferralAdminView, DataError>> {
    const { data, error } = await this.client.rpc('referral_admin_view');
    if (error) return err(await postgrestRefusal(this.client, error, dataErrors.adminOnly()));
    return ok({
      settings: { rewardCents: data.reward_cents },
      currency: data.currency,
      codes: data.codes.map((c) => ({ code: c.code, userId: c.user_id, ownerName: c.owner_name, createdAt: c.created_at })),
      referrals: data.referrals.map((r) => ({ ...toReferral(r), referrerName: r.referrer_name, referredName: r.referred_name })),
      rewards: data.rewards.map((c) => ({ ...toReferralCredit(c), userName: c.user_name })),
    });
  }

  async saveSettings(settings: ReferralSettings): Promise<Result<ReferralSettings, DataError>> {
    // The database checks who asks first (a non-admin is refused whatever the amount); the shape is checked here too.
    const valid = validReferralSettings(settings);
    const { data, error } = await this.client.rpc('set_referral_reward', { reward_cents: valid.ok ? valid.value.rewardCents : -1 });
    if (error) return err((isInputRefusal(error) && errorOf(valid)) || (await postgrestRefusal(this.client, error, dataErrors.adminOnly())));
    return ok({ rewardCents: data.reward_cents });
  }
}
