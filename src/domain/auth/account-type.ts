export const ACCOUNT_TYPES = ['athlete', 'pro'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** §3: account_type defaults to athlete when absent from sign-up metadata. */
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'athlete';

export function toAccountType(value: unknown): AccountType {
  return ACCOUNT_TYPES.includes(value as AccountType) ? (value as AccountType) : DEFAULT_ACCOUNT_TYPE;
}
