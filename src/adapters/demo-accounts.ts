import { newProfileFor, type Profile } from '../domain/auth/profile';
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

/** The profile row a demo account is seeded with: made as for any new user, onboarded, admin as the demo says. */
export function demoProfile(demo: DemoAccount, id: string, nowIso: string): Profile {
  const user = { id, email: demo.email, user_metadata: demo.metadata };
  return { ...newProfileFor(user, nowIso), onboardingCompleted: true, termsAccepted: true, isAdmin: demo.profileIsAdmin };
}
