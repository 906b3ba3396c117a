import type { ReferralRepository } from '../../application/ports/referral-repository.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the referrals area (issue 12). */
export const referralKeys = {
  all: ['referrals'] as const,
  mine: (userId: string) => [...referralKeys.all, 'mine', userId] as const,
  invitation: (code: string) => [...referralKeys.all, 'invitation', code] as const,
  admin: () => [...referralKeys.all, 'admin'] as const,
};

/** One `queryOptions` per read of the referrals area. */
export const referralQueries = {
  mine: (referrals: ReferralRepository, userId: string) => resultQueryOptions(referralKeys.mine(userId), () => referrals.mine()),
  invitation: (referrals: ReferralRepository, code: string) => resultQueryOptions(referralKeys.invitation(code), () => referrals.invitation(code)),
  admin: (referrals: ReferralRepository) => resultQueryOptions(referralKeys.admin(), () => referrals.adminView()),
};
