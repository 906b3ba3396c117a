import { toAccountType } from '../domain/auth/account-type';
import type { Profile } from '../domain/auth/profile';
import type { UserMetadata } from '../domain/auth/user';

/** Demo accounts the simulated backends seed on first start (listed in the README). */
export const DEMO_PASSWORD = 'clipcoach-demo';

export interface DemoAccount {
  readonly email: string;
  readonly label: string;
  readonly metadata: UserMetadata;
  /** is_admin lives in the profile only, so the first admin check takes the database path. */
  readonly profileIsAdmin: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@clipcoach.demo', label: 'Admin', metadata: { first_name: 'Ada', last_name: 'Admin', account_type: 'athlete' }, profileIsAdmin: true },
  { email: 'pro@clipcoach.demo', label: 'Verified pro', metadata: { first_name: 'Paula', last_name: 'Pro', account_type: 'pro' }, profileIsAdmin: false },
  { email: 'athlete@clipcoach.demo', label: 'Athlete', metadata: { first_name: 'Alex', last_name: 'Athlete', account_type: 'athlete' }, profileIsAdmin: false },
];

/** The profile row a demo account is seeded with. */
export function demoProfile(demo: DemoAccount, id: string, nowIso: string): Profile {
  return {
    id,
    firstName: demo.metadata.first_name ?? '',
    lastName: demo.metadata.last_name ?? '',
    accountType: toAccountType(demo.metadata.account_type),
    createdAt: nowIso,
    updatedAt: nowIso,
    onboardingCompleted: true,
    termsAccepted: true,
    isAdmin: demo.profileIsAdmin,
  };
}
