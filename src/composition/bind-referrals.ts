import type { Container } from 'inversify';
import { TYPES } from '../application/ports/tokens';
import { SaveReferralReward } from '../application/referrals/save-referral-reward.use-case';
import { typedBindings } from './typed-bindings';

/** Referrals (issue 12): the admin's reward setting (the repository is bound with the ports, core-container.ts). */
export function bindReferrals(c: Container): void {
  const { factory } = typedBindings(c);
  factory(TYPES.SaveReferralReward, [TYPES.ReferralRepository], (repository) => new SaveReferralReward(repository));
}
