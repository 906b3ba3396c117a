import type { ReadAccountRole } from '../../application/auth/read-account-role.use-case';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the signed-in account's own reads. */
export const accountKeys = {
  all: ['account'] as const,
  role: (userId: string) => [...accountKeys.all, 'role', userId] as const,
};

/** One `queryOptions` per read of the account area. */
export const accountQueries = {
  role: (readAccountRole: ReadAccountRole, userId: string) => resultQueryOptions(accountKeys.role(userId), () => readAccountRole.execute()),
};
