import type { Container } from 'inversify';
import type { ReferralRepository } from '../application/ports/referral-repository.port';
import { TYPES } from '../application/ports/tokens';
import { SaveReferralReward } from '../application/referrals/save-referral-reward.use-case';
import { typedBindings } from './typed-bindings';

/** Referrals (issue 12): the backend's repository and the admin's reward setting. */
export function bindReferrals(c: Container, referrals: ReferralRepository): void {
  const { constant, factory } = typedBindings(c);
  constant(TYPES.ReferralRepository, referrals);
  factory(TYPES.SaveReferralReward, [TYPES.ReferralRepository], (repository) => new SaveReferralReward(repository));
}
