import type { ReferralSettings } from '../../domain/referrals/referral';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { ReferralRepository } from '../ports/referral-repository.port';

/** /admin/referrals "Save reward": the amount a referral earns from now on; the backend decides who may (admins only). */
export class SaveReferralReward {
  constructor(private readonly referrals: ReferralRepository) {}

  execute(rewardCents: number): Promise<Result<ReferralSettings, DataError>> {
    return this.referrals.saveSettings({ rewardCents });
  }
}
